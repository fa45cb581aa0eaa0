import { afterEach, describe, expect, it, vi } from 'vitest';

let unseen: number | Error = 0;
vi.mock('../api/price-alerts.js', () => ({
  unseenPriceAlerts: async () => {
    if (unseen instanceof Error) throw unseen;
    return unseen;
  },
}));

const { endAlertsOnDevice, syncAlertBadge } = await import('./alert-device.js');

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
