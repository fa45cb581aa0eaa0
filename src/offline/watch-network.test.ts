import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * A fresh page's modules, its worker controlling it or not, watching the network: how many
 * questions were put off until idle, and how often the server was asked.
 */
async function openPage(
  controlled: boolean,
  beforeIdle: (page: typeof import('./reachability.js')) => void = () => {},
): Promise<{ putOff: number; asked: () => number }> {
  vi.resetModules();
  let putOff = 0;
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.stubGlobal('requestIdleCallback', (f: () => void) => {
    putOff += 1;
    return setTimeout(f, 0);
  });
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
  beforeIdle(page);
  return { putOff, asked: () => asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watching the network as a page opens', () => {
  it('asks the server once, when idle, for a page the service worker answered from its cache', async () => {
    const page = await openPage(true);
    expect(page.putOff).toBe(1);
    await vi.waitFor(() => expect(page.asked()).toBe(1));
  });

  it("asks nothing when the page's own call has had its answer before the browser was idle", async () => {
    const page = await openPage(true, (p) => p.markReachable(p.callStarted()));
    expect(page.putOff).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(page.asked()).toBe(0);
  });

  it("asks nothing when the page's own call found no server: the readiness probes take over", async () => {
    const page = await openPage(true, (p) => p.markUnreachable(p.callStarted()));
    await new Promise((r) => setTimeout(r, 20));
    expect(page.asked()).toBe(0);
  });

  it('asks nothing for a page the network delivered: the server just answered it', async () => {
    const page = await openPage(false);
    expect(page.putOff).toBe(0);
    expect(page.asked()).toBe(0);
  });
});
