/**
 * The history screens' code asks for the newest page as it arrives, before anything renders
 * (decision 424): the call no longer waits for the screen's first render and its effect.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../api/exchange.js', () => ({
  getHistoryPage: vi.fn(async () => ({ rows: [], next: null })),
}));
vi.mock('../../api/card-purchases.js', () => ({ getCardPurchases: vi.fn(async () => []) }));

describe('the history screens’ code', () => {
  it('asks for the newest page once as it is loaded, signed in as a customer', async () => {
    const { auth } = await import('../../state/auth.js');
    Object.assign(auth, { token: 't', refreshToken: 'r', isAuthenticated: true, user: { id: 'u1', role: 'user' } });
    const { getHistoryPage } = await import('../../api/exchange.js');
    await import('./use-history-rows.js');
    expect(getHistoryPage).toHaveBeenCalledTimes(1);
    expect(getHistoryPage).toHaveBeenCalledWith(undefined, 50);
    // The screen's first load, on arrival, takes that page instead of asking again.
    const { loadHistoryOnArrival, history } = await import('../../state/history.js');
    await loadHistoryOnArrival();
    expect(getHistoryPage).toHaveBeenCalledTimes(1);
    expect(history.status).toBe('ready');
  });
});
