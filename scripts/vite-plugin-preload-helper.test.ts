/**
 * The preload helper the build uses instead of Vite's (decision 381), run against a small stand-in
 * for the page: which links it makes with and without a controlling service worker, that a screen
 * waits for its style sheets while its code is fetched, and that a failed style sheet is reported
 * as Vite reports it.
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
/** A screen's graph as long as the wallet's: more files than a short list (decision 470). */
const longDeps = [...Array.from({ length: 7 }, (_, i) => `assets/part-${i}.js`), 'assets/wallet-3.css'];

describe('the preload helper', () => {
  it('under a service worker links only the style sheets of a long list; the import waits for them, its code does not', async () => {
    const p = await page(true);
    let asked = false;
    let settled = false;
    const done = p
      .preload(async () => {
        asked = true;
        return 'screen';
      }, longDeps)
      .then((m) => {
        settled = true;
        return m;
      });
    expect(p.head.map((l) => [l.rel, l.href])).toEqual([['stylesheet', 'https://app.example/assets/wallet-3.css']]);
    // The code is fetched beside the style sheet (decision 470), but not handed over before it.
    expect(asked).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(false);
    p.head[0]?.listeners.load?.();
    await expect(done).resolves.toBe('screen');
  });

  it('under a service worker announces the script files of a short list, as the history’s first page has', async () => {
    const p = await page(true);
    void p.preload(async () => 'history', deps);
    expect(p.head.map((l) => l.rel)).toEqual(['modulepreload', 'modulepreload', 'stylesheet']);
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
