import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh page's modules, its worker controlling it or not; how often the server was asked. */
async function openPage(controlled: boolean): Promise<number> {
  vi.resetModules();
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('requestIdleCallback', (f: () => void) => setTimeout(f, 0));
  vi.stubGlobal('navigator', { onLine: true, serviceWorker: { controller: controlled ? {} : null } });
  const page = await import('./reachability.js');
  let asked = 0;
  page.resetNetworkForTests(
    async () => false,
    async () => {
      asked += 1;
      return false;
    },
  );
  (await import('./watch-network.js')).watchNetwork();
  // Long enough for the idle callback and the probes' lazy import.
  await new Promise((done) => setTimeout(done, 300));
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watching the network as a page opens', () => {
  it('asks the server once for a page the service worker answered from its cache', async () => {
    expect(await openPage(true)).toBe(1);
  });

  it('asks nothing for a page the network delivered: the server just answered it', async () => {
    expect(await openPage(false)).toBe(0);
  });
});
