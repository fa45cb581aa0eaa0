/**
 * The preload helper the build uses instead of Vite's (decision 381), run against a small stand-in
 * for the page: which links it makes with and without a controlling service worker, that a screen
 * waits for its style sheets, and that a failed style sheet is reported as Vite reports it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { HELPER } from './vite-plugin-preload-helper.js';

interface FakeLink {
  rel: string;
  href: string;
  as?: string;
  crossOrigin?: string;
  relList: { supports: (r: string) => boolean };
  listeners: Record<string, () => void>;
  addEventListener(type: string, fn: () => void): void;
}

/** A fresh copy of the helper module over a fresh page: it keeps what it has linked per page. */
async function page(controlled: boolean) {
  const head: FakeLink[] = [];
  const events: string[] = [];
  const g = globalThis as any;
  g.document = {
    createElement: (): FakeLink => ({
      rel: '',
      href: '',
      relList: { supports: (r: string) => r === 'modulepreload' },
      listeners: {},
      addEventListener(type, fn) {
        this.listeners[type] = fn;
      },
    }),
    head: { appendChild: (l: FakeLink) => head.push(l) },
    querySelector: () => null,
  };
  g.navigator = { serviceWorker: controlled ? { controller: {} } : { controller: null } };
  g.location = { href: 'https://app.example/wallet' };
  g.window = {
    dispatchEvent: (e: Event) => {
      events.push(e.type);
      return true;
    },
  };
  const dir = mkdtempSync(join(tmpdir(), 'preload-helper-'));
  const file = join(dir, 'helper.mjs');
  writeFileSync(file, HELPER);
  const { __vitePreload } = await import(pathToFileURL(file).href);
  return {
    head,
    events,
    preload: __vitePreload as (load: () => Promise<unknown>, deps?: string[]) => Promise<unknown>,
  };
}

afterEach(() => {
  for (const k of ['document', 'navigator', 'location', 'window']) delete (globalThis as any)[k];
});

const deps = ['assets/Wallet-1.js', 'assets/money-2.js', 'assets/wallet-3.css'];

describe('the preload helper', () => {
  it('under a service worker links only the style sheets, and waits for them', async () => {
    const p = await page(true);
    let loaded = false;
    const done = p.preload(async () => {
      loaded = true;
      return 'screen';
    }, deps);
    expect(p.head.map((l) => [l.rel, l.href])).toEqual([['stylesheet', 'https://app.example/assets/wallet-3.css']]);
    await Promise.resolve();
    expect(loaded).toBe(false);
    p.head[0]?.listeners.load?.();
    await expect(done).resolves.toBe('screen');
    expect(loaded).toBe(true);
  });

  it('without one announces every script file beside the style sheets, each once', async () => {
    const p = await page(false);
    const first = p.preload(async () => 'a', deps);
    void p.preload(async () => 'b', deps);
    expect(p.head.map((l) => [l.rel, l.href])).toEqual([
      ['modulepreload', 'https://app.example/assets/Wallet-1.js'],
      ['modulepreload', 'https://app.example/assets/money-2.js'],
      ['stylesheet', 'https://app.example/assets/wallet-3.css'],
    ]);
    p.head[2]?.listeners.load?.();
    await expect(first).resolves.toBe('a');
  });

  it('reports a style sheet that fails as Vite does, and the import fails', async () => {
    const p = await page(true);
    const done = p.preload(async () => 'never', ['assets/broken.css']);
    p.head[0]?.listeners.error?.();
    await expect(done).rejects.toThrow('Unable to preload CSS for https://app.example/assets/broken.css');
    expect(p.events).toEqual(['vite:preloadError']);
  });
});
