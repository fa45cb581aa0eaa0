/**
 * Serves the built PWA from dist/ through Hono's serve-static: the brotli or gzip copy that
 * scripts/compress-dist.ts wrote beside a file when the client accepts it, long caching for
 * content-hashed assets, no-cache for index.html and the service worker, and the app shell for
 * unknown paths (never for /api or /sandbox). The sign-in and legal pages are answered with their
 * prerendered HTML in the language the request's Accept-Language asks for (decision 465).
 *
 * Nothing is held in memory: each answer is a file that exists under dist/ at that moment, read
 * from disk as a stream, so no request can grow the server's memory. Paths that leave dist/
 * (`..`, encoded separators, backslashes) are refused by serve-static itself.
 */
import { extname, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { LANGUAGES, type Language, requestLanguage } from '../../contract/languages.js';
import { isPrerendered, prerenderedFile } from '../../contract/prerendered.js';

const HASHED = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

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

  return async (c: Context) => {
    const path = c.req.path;
    // A path that does not decode is the client's error, never a file lookup.
    if (!decodes(path)) return c.text('Bad request', 400);
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/sandbox')) return c.notFound();
    // A page answered in the visitor's language varies by it; a build without the page falls to the shell.
    const prerendered = isPrerendered(path) ? await page(c, requestLanguage(c.req.header('Accept-Language'))) : null;
    let res = prerendered instanceof Response ? prerendered : await file(c, notFound);
    let hashed = path.startsWith('/assets/');
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
