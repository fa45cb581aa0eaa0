/**
 * Serves the built PWA from dist/ through Hono's serve-static: the brotli or gzip copy that
 * scripts/compress-dist.ts wrote beside a file when the client accepts it, long caching for
 * content-hashed assets, no-cache for index.html and the service worker, and the app shell for
 * unknown paths (never for /api or /sandbox). The sign-in and legal pages are answered with their
 * prerendered HTML in the language the request's Accept-Language asks for (decision 465).
 *
 * A content-hashed asset (under /assets/) is kept in memory once it has been read: its name changes
 * whenever its content does, so the bytes read once are its bytes for good, and every page load
 * asks for dozens of them (decision 505). What is kept is bounded by the build, never by requests:
 * only files found under dist/assets/, one copy per encoding sent, none larger than
 * KEPT_FILE_MAX_BYTES. Everything else is read from disk as a stream at each request, so no path
 * that does not exist costs memory. Paths that leave dist/ (`..`, encoded separators, backslashes)
 * are refused by serve-static itself.
 */
import { extname, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { LANGUAGES, type Language, requestLanguage } from '../../contract/languages.js';
import { isPrerendered, prerenderedFile } from '../../contract/prerendered.js';

const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The largest asset kept in memory: the build's biggest script is far below it. */
const KEPT_FILE_MAX_BYTES = 1024 * 1024;
/** The encodings serve-static may choose between (its precompressed copies), in its order. */
const ENCODINGS = ['br', 'zstd', 'gzip'] as const;

/** An asset as answered once: its bytes and the headers serve-static gave them. */
interface Kept {
  body: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/**
 * Which of the precompressed encodings the request accepts, as serve-static reads Accept-Encoding
 * (exact names, no weights): the same path and the same answer for each of at most eight keys.
 */
function acceptedEncodings(c: Context): string {
  const accepted = new Set(
    c.req
      .header('Accept-Encoding')
      ?.split(',')
      .map((e) => e.trim()),
  );
  return ENCODINGS.filter((e) => accepted.has(e)).join(',');
}

const notFound = async () => {};

/** True when the path decodes to text a file name can hold (no broken escapes, no NUL). */
function decodes(raw: string): boolean {
  try {
    return !decodeURIComponent(raw).includes('\u0000');
  } catch {
    return false;
  }
}

export function createStaticHandler(distDir: string): MiddlewareHandler {
  const root = resolve(distDir);
  const file = serveStatic({ root, precompressed: true });
  const shell = serveStatic({ root, path: 'index.html', precompressed: true });
  const pages = new Map(
    LANGUAGES.map((language) => [
      language,
      serveStatic({ root, precompressed: true, rewriteRequestPath: (path) => `/${prerenderedFile(path, language)}` }),
    ]),
  );
  const page = (c: Context, language: Language) => pages.get(language)?.(c, notFound);
  // Per path and accepted encodings, the answer; its bytes shared by the keys that chose the same copy.
  const kept = new Map<string, Kept>();
  const keptBodies = new Map<string, Uint8Array<ArrayBuffer>>();

  /** A hashed asset from memory, else from disk (kept when it was found whole and small enough). */
  const asset = async (c: Context): Promise<Response | undefined> => {
    if (c.req.method !== 'GET' || c.req.header('Range')) return (await file(c, notFound)) || undefined;
    const key = `${c.req.path}\n${acceptedEncodings(c)}`;
    const hit = kept.get(key);
    if (hit) return c.body(hit.body, 200, hit.headers);
    const res = await file(c, notFound);
    if (!(res instanceof Response) || res.status !== 200) return res || undefined;
    if (Number(res.headers.get('Content-Length')) > KEPT_FILE_MAX_BYTES) return res;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const bodyKey = `${c.req.path}\n${res.headers.get('Content-Encoding') ?? ''}`;
    const body = keptBodies.get(bodyKey) ?? bytes;
    keptBodies.set(bodyKey, body);
    const headers = Object.fromEntries(res.headers);
    kept.set(key, { body, headers });
    return c.body(body, 200, headers);
  };

  return async (c: Context) => {
    const path = c.req.path;
    // A path that does not decode is the client's error, never a file lookup.
    if (!decodes(path)) return c.text('Bad request', 400);
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/sandbox')) return c.notFound();
    // A page answered in the visitor's language varies by it; a build without the page falls to the shell.
    const prerendered = isPrerendered(path) ? await page(c, requestLanguage(c.req.header('Accept-Language'))) : null;
    let hashed = path.startsWith('/assets/');
    let res = prerendered instanceof Response ? prerendered : hashed ? await asset(c) : await file(c, notFound);
    if (!(res instanceof Response)) {
      // Unknown path with no file extension: a client-side route, answered by the app shell.
      if (extname(path) !== '') return c.notFound();
      res = await shell(c, notFound);
      if (!(res instanceof Response)) return c.text('The app has not been built. Run npm run build.', 503);
      hashed = false;
    }
    // Set on the answer itself, so a 404 or the 503 above never carries a cache lifetime.
    res.headers.set('Cache-Control', hashed ? HASHED : REVALIDATE);
    res.headers.set('Vary', prerendered instanceof Response ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding');
    return res;
  };
}
