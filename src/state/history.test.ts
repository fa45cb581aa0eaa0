import { snapshot } from 'valtio';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountTransaction } from '../../contract/exchange.js';
import type { HistoryPage } from '../api/exchange.js';

const pages = vi.hoisted(() => new Map<string, HistoryPage>());
/** The customer's saved newest page on the device, if any (the 'transactions' snapshot). */
const saved = vi.hoisted(() => ({ page: null as { transactions: unknown[]; cardAttempts: unknown[] } | null }));
vi.mock('../api/exchange.js', () => ({
  getHistoryPage: vi.fn(async (cursor?: string) => {
    const page = pages.get(cursor ?? '');
    if (!page) throw new Error('no such page');
    return page;
  }),
}));
vi.mock('../api/card-purchases.js', () => ({ getCardPurchases: vi.fn(async () => []) }));
vi.mock('../offline/load.js', () => ({
  // The snapshot is read while the server is asked: offered to `showSaved` before the answer.
  loadWithSnapshot: async (
    _kind: string,
    _user: string,
    load: () => Promise<unknown>,
    opts?: { showSaved?: (s: unknown) => void },
  ) => {
    const answer = load();
    if (saved.page) opts?.showSaved?.({ data: saved.page, savedAt: 5, fromSnapshot: true });
    return { data: await answer, savedAt: 1, fromSnapshot: false };
  },
}));

const { history, loadEveryPage, loadHistory, loadHistoryOnArrival, loadHistoryWithScreen, loadMoreHistory } =
  await import('./history.js');
const { auth } = await import('./auth.js');
const { endSession } = await import('./session.js');
const { getHistoryPage } = await import('../api/exchange.js');

const tx = (id: string) => ({ account_transaction_id: id }) as AccountTransaction;
const ids = () => history.transactions.map((t) => t.account_transaction_id);

beforeEach(() => {
  pages.clear();
  saved.page = null;
  Object.assign(history, {
    status: 'idle',
    transactions: [],
    next: null,
    loadingMore: false,
    moreError: null,
    error: null,
    fromSnapshot: false,
  });
});

describe('history pages', () => {
  it("keeps the answer's rows as they came: no row made a store of its own, each page's list replaced whole", async () => {
    const newest = [tx('5'), tx('4')];
    const older = [tx('3')];
    pages.set('', { rows: newest, next: '4' });
    pages.set('4', { rows: older, next: null });
    await loadHistory();
    expect(history.transactions[0]).toBe(newest[0]);
    await loadMoreHistory();
    expect(history.transactions.map((t) => t)).toEqual([...newest, ...older]);
    expect(history.transactions[2]).toBe(older[0]);
    // A reader's snapshot hands out the same rows, not copies of them.
    expect(snapshot(history).transactions[1]).toBe(newest[1]);
  });

  it('loads the newest page alone, then adds older pages one at a time until none is left', async () => {
    pages.set('', { rows: [tx('5'), tx('4')], next: '4' });
    pages.set('4', { rows: [tx('3'), tx('2')], next: '2' });
    pages.set('2', { rows: [tx('1')], next: null });
    await loadHistory();
    expect(ids()).toEqual(['5', '4']);
    expect(history.next).toBe('4');
    await loadMoreHistory();
    expect(ids()).toEqual(['5', '4', '3', '2']);
    await loadMoreHistory();
    expect(ids()).toEqual(['5', '4', '3', '2', '1']);
    expect(history.next).toBeNull();
    await loadMoreHistory();
    expect(ids()).toEqual(['5', '4', '3', '2', '1']);
  });

  it('loads every page for a screen that needs them all, and stops at a page that fails', async () => {
    pages.set('', { rows: [tx('5'), tx('4')], next: '4' });
    pages.set('4', { rows: [tx('3'), tx('2')], next: '2' });
    pages.set('2', { rows: [tx('1')], next: null });
    await loadEveryPage();
    expect(ids()).toEqual(['5', '4', '3', '2', '1']);
    expect(history.next).toBeNull();

    pages.delete('2');
    Object.assign(history, { status: 'idle', transactions: [], next: null, moreError: null });
    await loadEveryPage();
    expect(ids()).toEqual(['5', '4', '3', '2']);
    expect(history.moreError).toBe('no such page');
  });

  it('asks for an older page once while it is on its way', async () => {
    pages.set('', { rows: [tx('2')], next: '2' });
    pages.set('2', { rows: [tx('1')], next: null });
    await loadHistory();
    await Promise.all([loadMoreHistory(), loadMoreHistory()]);
    expect(ids()).toEqual(['2', '1']);
  });

  it('keeps the failure of an older page without losing the rows shown, and tries again', async () => {
    pages.set('', { rows: [tx('2')], next: '2' });
    await loadHistory();
    await loadMoreHistory();
    expect(history.moreError).toBe('no such page');
    expect(ids()).toEqual(['2']);
    pages.set('2', { rows: [tx('1')], next: null });
    await loadMoreHistory();
    expect(history.moreError).toBeNull();
    expect(ids()).toEqual(['2', '1']);
  });

  it('a refresh puts the new newest page in front of the older rows already loaded', async () => {
    pages.set('', { rows: [tx('3'), tx('2')], next: '2' });
    pages.set('2', { rows: [tx('1')], next: '1' });
    await loadHistory();
    await loadMoreHistory();
    pages.set('', { rows: [tx('4'), tx('3')], next: '3' });
    await loadHistory();
    expect(ids()).toEqual(['4', '3', '2', '1']);
    expect(history.next).toBe('1');
  });

  it('an older page asked for while the newest is being refreshed is fetched once the refresh ends', async () => {
    // The list's end marker asks once as it comes near the screen; a live refresh in flight at that
    // moment must not swallow the request, or the customer waits at the end with nothing coming.
    pages.set('', { rows: [tx('3'), tx('2')], next: '2' });
    pages.set('2', { rows: [tx('1')], next: null });
    await loadHistory();
    const refresh = loadHistory();
    const more = loadMoreHistory();
    await refresh;
    await more;
    expect(ids()).toEqual(['3', '2', '1']);
    expect(history.next).toBeNull();
  });

  it('the newest page started with the screen’s code is the one the screen shows on arrival: asked once', async () => {
    pages.set('', { rows: [tx('2')], next: null });
    Object.assign(auth, { isAuthenticated: true, user: { id: 'u1', role: 'user' } });
    const asked = vi.mocked(getHistoryPage);
    asked.mockClear();
    loadHistoryWithScreen();
    // Asked at once, before any screen has rendered; a second screen sharing the code asks nothing more.
    expect(asked).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenLastCalledWith(undefined, 50);
    loadHistoryWithScreen();
    await loadHistoryOnArrival();
    expect(asked).toHaveBeenCalledTimes(1);
    expect(ids()).toEqual(['2']);
    // The next visit of a list loads it anew.
    await loadHistoryOnArrival();
    expect(asked).toHaveBeenCalledTimes(2);
  });

  it('asks nothing with the screen’s code for a visitor or a member of staff, who have no history', async () => {
    pages.set('', { rows: [tx('2')], next: null });
    const asked = vi.mocked(getHistoryPage);
    for (const who of [
      { isAuthenticated: false, user: null },
      { isAuthenticated: true, user: { id: 'a1', role: 'admin' } },
    ]) {
      Object.assign(auth, who);
      asked.mockClear();
      loadHistoryWithScreen();
      expect(asked).not.toHaveBeenCalled();
    }
  });

  // Decision 470: the entry starts the page before the screen exists; the screen takes it only when
  // it is the signed-in customer's and has not failed.
  it('a page started before the screen that failed is asked again by the screen, which shows the answer', async () => {
    Object.assign(auth, { isAuthenticated: true, user: { id: 'u1', role: 'user' } });
    const asked = vi.mocked(getHistoryPage);
    asked.mockClear();
    loadHistoryWithScreen();
    // No page yet: the early call fails before any screen is there to show it.
    await vi.waitFor(() => expect(history.status).toBe('error'));
    pages.set('', { rows: [tx('2')], next: null });
    await loadHistoryOnArrival();
    expect(asked).toHaveBeenCalledTimes(2);
    expect(history.status).toBe('ready');
    expect(ids()).toEqual(['2']);
  });

  it('a page asked for a session that ended is shown to nobody: the next customer’s screen asks for its own', async () => {
    Object.assign(auth, { isAuthenticated: true, user: { id: 'u1', role: 'user' }, token: 't1', refreshToken: 'r1' });
    const asked = vi.mocked(getHistoryPage);
    asked.mockClear();
    let answerFirst: (page: HistoryPage) => void = () => {};
    asked.mockImplementationOnce(() => new Promise<HistoryPage>((resolve) => (answerFirst = resolve)));
    loadHistoryWithScreen();
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await endSession({ expired: false });
    Object.assign(auth, { isAuthenticated: true, user: { id: 'u2', role: 'user' }, token: 't2', refreshToken: 'r2' });
    pages.set('', { rows: [tx('b')], next: null });
    const arrival = loadHistoryOnArrival();
    // The first customer's answer comes in after the second customer's screen has asked.
    answerFirst({ rows: [tx('a')], next: null });
    await arrival;
    expect(asked).toHaveBeenCalledTimes(2);
    expect(ids()).toEqual(['b']);
    await new Promise((r) => setTimeout(r, 0));
    expect(ids()).toEqual(['b']);
  });
});

/** Decision 515: the saved newest page shows while the server is asked, as the wallet's balances do. */
describe('the saved newest page', () => {
  /** A page the server answers when `answer` is called; the load asks for it at once. */
  function heldPage() {
    let answer: (page: HistoryPage) => void = () => {};
    let fail: (e: Error) => void = () => {};
    vi.mocked(getHistoryPage).mockImplementationOnce(
      () =>
        new Promise<HistoryPage>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    );
    return { answer: (page: HistoryPage) => answer(page), fail: (e: Error) => fail(e) };
  }

  it("a visit's first load shows the saved rows at once with their age, then the server's in their place", async () => {
    saved.page = { transactions: [tx('2'), tx('1')], cardAttempts: [] };
    const page = heldPage();
    const load = loadHistory();
    await vi.waitFor(() => expect(history.status).toBe('ready'));
    expect(ids()).toEqual(['2', '1']);
    expect(history.fromSnapshot).toBe(true);
    expect(history.loadedAt).toBe(5);
    // A snapshot holds the newest page alone: no older page is asked for from it.
    expect(history.next).toBeNull();

    page.answer({ rows: [tx('3'), tx('2')], next: '2' });
    await load;
    expect(ids()).toEqual(['3', '2']);
    expect(history.fromSnapshot).toBe(false);
    expect(history.next).toBe('2');
  });

  it('a server that refuses keeps the saved rows on screen, with their age and the error', async () => {
    saved.page = { transactions: [tx('2'), tx('1')], cardAttempts: [] };
    const page = heldPage();
    const load = loadHistory();
    await vi.waitFor(() => expect(history.status).toBe('ready'));
    page.fail(new Error('Service unavailable'));
    await load;
    expect(history.status).toBe('ready');
    expect(ids()).toEqual(['2', '1']);
    expect(history.fromSnapshot).toBe(true);
    expect(history.error).toBe('Service unavailable');

    // Retry: the server's page replaces them and the error goes.
    pages.set('', { rows: [tx('3')], next: null });
    await loadHistory();
    expect(ids()).toEqual(['3']);
    expect(history.error).toBeNull();
    expect(history.fromSnapshot).toBe(false);
  });

  it('a refresh of a list on screen never shows the saved page in its place, and a failed one keeps the list', async () => {
    pages.set('', { rows: [tx('3'), tx('2')], next: '2' });
    await loadHistory();
    saved.page = { transactions: [tx('1')], cardAttempts: [] };
    const page = heldPage();
    const refresh = loadHistory();
    await Promise.resolve();
    expect(ids()).toEqual(['3', '2']);
    page.fail(new Error('Service unavailable'));
    await refresh;
    expect(history.status).toBe('ready');
    expect(ids()).toEqual(['3', '2']);
    expect(history.fromSnapshot).toBe(false);
    expect(history.error).toBe('Service unavailable');
  });

  it('with nothing saved and nothing shown, a failure is the list', async () => {
    const page = heldPage();
    const load = loadHistory();
    page.fail(new Error('Service unavailable'));
    await load;
    expect(history.status).toBe('error');
    expect(ids()).toEqual([]);
  });
});
