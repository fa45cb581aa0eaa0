import { afterEach, describe, expect, it, vi } from 'vitest';

let unseen: number | Error = 0;
/** When set, the count is answered only once the test releases it. */
let gate: Promise<void> | null = null;
vi.mock('../api/price-alerts.js', () => ({
  unseenPriceAlerts: async () => {
    await gate;
    if (unseen instanceof Error) throw unseen;
    return unseen;
  },
}));

const { alertsSeen, endAlertsOnDevice, syncAlertBadge } = await import('./alert-device.js');

function badge() {
  const calls: Array<number | 'cleared'> = [];
  vi.stubGlobal('navigator', {
    setAppBadge: async (n: number) => void calls.push(n),
    clearAppBadge: async () => void calls.push('cleared'),
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('the app badge of unseen price alerts', () => {
  it("follows the server's count of fired alerts not yet seen", async () => {
    const calls = badge();
    unseen = 2;
    await syncAlertBadge();
    unseen = 0;
    await syncAlertBadge();
    expect(calls).toEqual([2, 'cleared']);
  });

  it('ignores a count read before the customer viewed their alerts', async () => {
    const calls = badge();
    unseen = 1;
    let release = () => {};
    gate = new Promise((r) => {
      release = r;
    });
    const sync = syncAlertBadge();
    await alertsSeen();
    release();
    await sync;
    gate = null;
    expect(calls).toEqual(['cleared']);
  });

  it('keeps the badge when the count cannot be read', async () => {
    const calls = badge();
    unseen = new Error('offline');
    await syncAlertBadge();
    expect(calls).toEqual([]);
  });

  it('is cleared when the session ends, in a browser without push', async () => {
    const calls = badge();
    await endAlertsOnDevice();
    expect(calls).toEqual(['cleared']);
  });
});
