/**
 * Serves the built PWA from dist/: precompressed brotli or gzip when the client accepts it, long
 * caching for content-hashed assets, no-cache for index.html and the service worker, and the app
 * shell for unknown paths (never for /api or /sandbox).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

interface Entry {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  type: string;
}

/** The decoded path, or null when it does not decode to text a file name can hold. */
function decodePath(raw: string): string | null {
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\u0000') ? null : path;
  } catch {
    return null;
  }
}

/** What the cache may hold: files that exist, the most recently used first out when full. */
export interface StaticCacheLimits {
  maxEntries: number;
  /** Body and both compressed copies together. */
  maxBytes: number;
}

const DEFAULT_LIMITS: StaticCacheLimits = { maxEntries: 512, maxBytes: 32 * 1024 * 1024 };

const sizeOf = (e: Entry) => e.body.length + (e.br?.length ?? 0) + (e.gz?.length ?? 0);

export function createStaticHandler(distDir: string, limits: StaticCacheLimits = DEFAULT_LIMITS) {
  const root = resolve(distDir);
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  const cache = new Map<string, Entry>();
  let cachedBytes = 0;

  const remember = (rel: string, entry: Entry) => {
    const size = sizeOf(entry);
    if (size > limits.maxBytes) return;
    while (cache.size >= limits.maxEntries || cachedBytes + size > limits.maxBytes) {
      const [oldest, old] = cache.entries().next().value as [string, Entry];
      cache.delete(oldest);
      cachedBytes -= sizeOf(old);
    }
    cache.set(rel, entry);
    cachedBytes += size;
  };

  // Only files that exist are kept: unique unknown paths cost a stat each, never memory.
  const load = (rel: string): Entry | null => {
    const hit = cache.get(rel);
    if (hit) {
      cache.delete(rel);
      cache.set(rel, hit);
      return hit;
    }
    const file = normalize(join(root, rel));
    if (!(file === root || file.startsWith(root + sep)) || !existsSync(file) || !statSync(file).isFile()) return null;
    const entry: Entry = { body: readFileSync(file), type: TYPES[extname(file)] ?? 'application/octet-stream' };
    if (existsSync(`${file}.br`)) entry.br = readFileSync(`${file}.br`);
    if (existsSync(`${file}.gz`)) entry.gz = readFileSync(`${file}.gz`);
    remember(rel, entry);
    return entry;
  };

  const handler = (c: Context) => {
    const path = decodePath(c.req.path);
    if (path === null) return c.text('Bad request', 400);
    if (path.startsWith('/api/') || path === '/api' || path.startsWith('/sandbox')) return c.notFound();
    let rel = path === '/' ? '/index.html' : path;
    let entry = load(rel);
    if (!entry) {
      // Unknown path with no file extension: a client-side route, answered by the app shell.
      if (extname(path) !== '') return c.notFound();
      rel = '/index.html';
      entry = load(rel);
      if (!entry) return c.text('The app has not been built. Run npm run build.', 503);
    }
    const accept = c.req.header('accept-encoding') ?? '';
    let body = entry.body;
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      c.header('Content-Encoding', 'br');
    } else if (entry.gz && /\bgzip\b/.test(accept)) {
      body = entry.gz;
      c.header('Content-Encoding', 'gzip');
    }
    c.header('Vary', 'Accept-Encoding');
    c.header('Content-Type', entry.type);
    const hashed = rel.startsWith('/assets/');
    c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.body(new Uint8Array(body), 200);
  };
  return Object.assign(handler, { cacheStats: () => ({ entries: cache.size, bytes: cachedBytes }) });
}
