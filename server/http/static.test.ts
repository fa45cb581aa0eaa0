import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler } from './static.js';

const SHELL = '<!doctype html><title>CoinVault</title><div id="root"></div>'.repeat(20);
const SCRIPT = 'console.log("a hashed chunk");'.repeat(40);

let dir: string;
let app: Hono;

function write(rel: string, body: string, compressed = true) {
  writeFileSync(join(dir, rel), body);
  if (!compressed) return;
  writeFileSync(join(dir, `${rel}.br`), brotliCompressSync(body));
  writeFileSync(join(dir, `${rel}.gz`), gzipSync(body));
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'coinvault-static-'));
  mkdirSync(join(dir, 'assets'));
  write('index.html', SHELL);
  write('assets/index-abc123.js', SCRIPT);
  write('sw.js', 'self.addEventListener("install", () => {});', false);
  write('manifest.webmanifest', '{"name":"CoinVault"}', false);
  // Prerendered pages (decision 465): the sign-in page in English and German, a legal page in English.
  mkdirSync(join(dir, 'pages/en/au'), { recursive: true });
  mkdirSync(join(dir, 'pages/de'), { recursive: true });
  write('pages/en/index.html', '<html lang="en">Sign in</html>');
  write('pages/de/index.html', '<html lang="de">Anmelden</html>');
  write('pages/en/au/terms-and-conditions.html', '<html lang="en">Terms (Australia)</html>');
  writeFileSync(join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // Outside dist/: must never be reachable.
  writeFileSync(join(dir, '..', 'coinvault-static-secret.txt'), 'secret');
  app = new Hono();
  app.get('*', createStaticHandler(dir));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(join(dir, '..', 'coinvault-static-secret.txt'), { force: true });
});

const get = (path: string, encoding = '') =>
  app.request(path, { headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files', () => {
  it('sends the brotli copy when accepted, else gzip, else the file itself', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    for (const res of [br, gz, plain]) {
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
    }
  });

  it('caches hashed assets for a year and revalidates the shell, the worker and the manifest', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/icon.png', '/wallet']) {
      const res = await get(path, 'br');
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      // The sign-in page is prerendered per language (decision 465).
      expect(res.headers.get('vary'), path).toBe(path === '/' ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding');
    }
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toBe('application/manifest+json');
    expect((await get('/icon.png', 'br')).headers.get('content-encoding')).toBeNull();
  });

  it('answers client-side routes with the app shell, and missing files with 404 and no cache lifetime', async () => {
    const route = await get('/profile/security', 'gzip');
    expect(route.headers.get('content-type')).toMatch(/^text\/html/);
    expect(gunzipSync(Buffer.from(await route.arrayBuffer())).toString()).toBe(SHELL);

    const missing = await get('/assets/index-gone.js', 'br');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('never serves /api or /sandbox paths, nor anything outside dist/', async () => {
    for (const path of ['/api', '/api/anything', '/sandbox/pay']) expect((await get(path)).status, path).toBe(404);
    for (const path of [
      '/../coinvault-static-secret.txt',
      '/%2e%2e/coinvault-static-secret.txt',
      '/assets/..%2f..%2fcoinvault-static-secret.txt',
      '/..%5ccoinvault-static-secret.txt',
    ]) {
      const res = await get(path);
      expect(await res.text(), path).not.toBe('secret');
      expect(res.status, path).not.toBe(500);
    }
  });

  it('keeps a hashed asset in memory once read: the same bytes and headers, per encoding, for good', async () => {
    write('assets/kept-abc123.js', SCRIPT);
    const first = await get('/assets/kept-abc123.js', 'gzip, deflate, br');
    const firstGz = await get('/assets/kept-abc123.js', 'gzip');
    const firstBody = Buffer.from(await first.arrayBuffer());
    await firstGz.arrayBuffer();
    // Its name changes with its content: once read, the file is not asked of the disk again.
    for (const suffix of ['', '.br', '.gz']) rmSync(join(dir, `assets/kept-abc123.js${suffix}`));
    const again = await get('/assets/kept-abc123.js', 'br, gzip');
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(firstBody)).toBe(true);
    for (const header of [
      'content-type',
      'content-encoding',
      'content-length',
      'last-modified',
      'vary',
      'cache-control',
    ])
      expect(again.headers.get(header), header).toBe(first.headers.get(header));
    const gz = await get('/assets/kept-abc123.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT);
    // An encoding never answered before was never kept: it is asked of the disk, where it is gone.
    expect((await get('/assets/kept-abc123.js')).status).toBe(404);
  });

  it('keeps nothing for a path that is not a file, a range, or an asset over the size kept', async () => {
    expect((await get('/assets/later-abc123.js', 'br')).status).toBe(404);
    write('assets/later-abc123.js', SCRIPT);
    expect(
      brotliDecompressSync(Buffer.from(await (await get('/assets/later-abc123.js', 'br')).arrayBuffer())).toString(),
    ).toBe(SCRIPT);

    write('assets/ranged-abc123.js', SCRIPT, false);
    const part = await app.request('/assets/ranged-abc123.js', { headers: { range: 'bytes=0-6' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('console');

    const big = 'x'.repeat(1024 * 1024 + 1);
    write('assets/big-abc123.js', big, false);
    expect((await (await get('/assets/big-abc123.js')).text()).length).toBe(big.length);
    rmSync(join(dir, 'assets/big-abc123.js'));
    expect((await get('/assets/big-abc123.js')).status).toBe(404);
  });

  it('a file added after start is served, and a malformed path is a 400, not an error', async () => {
    expect((await get('/late.txt')).status).toBe(404);
    writeFileSync(join(dir, 'late.txt'), 'late');
    expect(await (await get('/late.txt')).text()).toBe('late');
    expect((await get('/%E0%A4%A.js')).status).toBe(400);
  });

  it('says the app is not built when dist/ has no shell', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'coinvault-static-empty-'));
    try {
      const bare = new Hono();
      bare.get('*', createStaticHandler(empty));
      const res = await bare.request('/wallet');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBeNull();
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('answers the prerendered pages in the language the request asks for, else English, else the shell', async () => {
    const page = (path: string, language?: string) =>
      app.request(path, { headers: language ? { 'accept-language': language } : {} });
    const german = await page('/', 'de-AT,de;q=0.9,en;q=0.8');
    expect(await german.text()).toBe('<html lang="de">Anmelden</html>');
    expect(german.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
    expect(german.headers.get('cache-control')).toBe('no-cache');
    expect(await (await page('/', 'ja, zh;q=0.5')).text()).toBe('<html lang="en">Sign in</html>');
    expect(await (await page('/')).text()).toBe('<html lang="en">Sign in</html>');
    expect(await (await page('/au/terms-and-conditions', 'en-AU')).text()).toBe(
      '<html lang="en">Terms (Australia)</html>',
    );
    // A page this build did not render in the language, and every other route, get the app shell.
    const missing = await page('/au/terms-and-conditions', 'de');
    expect(await missing.text()).toBe(SHELL);
    expect(missing.headers.get('vary')).toBe('Accept-Encoding');
    expect(await (await page('/wallet', 'de')).text()).toBe(SHELL);
    // The files themselves stay reachable by their own address (the service worker fetches them).
    expect(await (await page('/pages/de/index.html')).text()).toBe('<html lang="de">Anmelden</html>');
  });
});
