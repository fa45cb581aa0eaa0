import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createStaticHandler } from './static.js';

function dist() {
  const dir = mkdtempSync(join(tmpdir(), 'coinvault-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>CoinVault</title>');
  mkdirSync(join(dir, 'assets'));
  for (let i = 0; i < 10; i++) writeFileSync(join(dir, 'assets', `chunk-${i}.js`), `/*${'x'.repeat(1000)}*/${i}`);
  return dir;
}

function appWith(handler: ReturnType<typeof createStaticHandler>) {
  const app = new Hono();
  app.get('*', handler);
  return app;
}

describe('static file cache', () => {
  it('keeps nothing for paths that do not exist, however many', async () => {
    const serve = createStaticHandler(dist());
    const app = appWith(serve);
    for (let i = 0; i < 3_000; i++) {
      const res = await app.request(i % 2 ? `/missing-${i}.js` : `/route-${i}`);
      expect(res.status).toBe(i % 2 ? 404 : 200);
    }
    // Only the app shell, which every unknown route is answered with.
    expect(serve.cacheStats().entries).toBe(1);
  });

  it('stays within its entry and byte limits and still serves every file', async () => {
    const serve = createStaticHandler(dist(), { maxEntries: 4, maxBytes: 3_500 });
    const app = appWith(serve);
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 10; i++) {
        const res = await app.request(`/assets/chunk-${i}.js`);
        expect(res.status).toBe(200);
        expect((await res.text()).endsWith(`*/${i}`)).toBe(true);
        const stats = serve.cacheStats();
        expect(stats.entries).toBeLessThanOrEqual(4);
        expect(stats.bytes).toBeLessThanOrEqual(3_500);
      }
  });

  it('holds no more files than its entry limit', async () => {
    const serve = createStaticHandler(dist(), { maxEntries: 2, maxBytes: 1_000_000 });
    const app = appWith(serve);
    await app.request('/assets/chunk-0.js');
    await app.request('/assets/chunk-1.js');
    await app.request('/assets/chunk-0.js');
    await app.request('/assets/chunk-2.js');
    expect(serve.cacheStats().entries).toBe(2);
  });
});
