// @vitest-environment happy-dom
/**
 * A live update whose refresh of the history on screen fails counts as a failure: the rows stay on
 * screen (decision 515), but they are no new look, and the next update waits longer (backoff).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountTransaction } from '../../contract/exchange.js';

vi.mock('../api/exchange.js', () => ({
  getHistoryPage: vi.fn(async () => {
    throw new Error('Service unavailable');
  }),
}));
vi.mock('../api/card-purchases.js', () => ({ getCardPurchases: vi.fn(async () => []) }));
vi.mock('./alert-device.js', () => ({ syncAlertBadge: vi.fn(async () => {}) }));
vi.mock('../offline/load.js', () => ({
  loadWithSnapshot: async (_kind: string, _user: string, load: () => Promise<unknown>) => ({
    data: await load(),
    savedAt: 1,
    fromSnapshot: false,
  }),
  sameData: (a: unknown, b: unknown) => a === b,
}));

const { startLiveUpdates, LIVE_INTERVAL_MS } = await import('./live-updates.js');
const { history } = await import('./history.js');
const { getHistoryPage } = await import('../api/exchange.js');

afterEach(() => {
  vi.useRealTimers();
});

describe('live updates on a history that fails to refresh', () => {
  it('keep the rows and back off: the refresh after a failure waits twice as long', async () => {
    vi.useFakeTimers();
    const shown = [{ account_transaction_id: '1' }] as AccountTransaction[];
    Object.assign(history, { status: 'ready', transactions: shown, fromSnapshot: false, next: null, error: null });
    const stop = startLiveUpdates();
    try {
      const asked = vi.mocked(getHistoryPage);
      asked.mockClear();
      await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS);
      expect(asked).toHaveBeenCalledTimes(1);
      expect(history.status).toBe('ready');
      expect(history.transactions).toEqual(shown);
      expect(history.error).toBe('Service unavailable');
      // One interval later nothing is asked: after a failure the interval has doubled.
      await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS);
      expect(asked).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(LIVE_INTERVAL_MS);
      expect(asked).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
