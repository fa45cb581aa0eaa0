/**
 * The URLs the built service worker's precache manifest lists (`dist/sw.js`, as Workbox injected
 * them), each once per entry and without a leading slash: read by the bundle budget and by the
 * end-to-end tests that look for a language's files (decision 500).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function precachedUrls(dist = 'dist'): string[] {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  return [...worker.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1] ?? '');
}
