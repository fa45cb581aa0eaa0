/**
 * The customer's transaction history, loaded once per visit of a list and shared by the lists
 * and the asset screen. Display rows are derived from it (src/lib/transactions.ts). Only the
 * newest page is loaded at first (and kept as the offline snapshot); older pages are added one at
 * a time as the customer reaches the end of the list (decision 221).
 */
import { proxy, ref } from 'valtio';
import type { CardPurchaseAttempt } from '../../contract/card-purchases.js';
import type { AccountTransaction } from '../../contract/exchange.js';
import { getCardPurchases } from '../api/card-purchases.js';
import { getHistoryPage } from '../api/exchange.js';
import { loadWithSnapshot } from '../offline/load.js';
import { onOnlineAgain } from '../offline/network.js';
import { auth } from './auth.js';
import { onSessionEnd, sessionGeneration } from './session.js';

const HISTORY_FAILED = 'Failed to fetch transaction history';

interface HistoryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  transactions: AccountTransaction[];
  /** Card purchases that credited nothing, shown with their state (decision 117). */
  cardAttempts: CardPurchaseAttempt[];
  error: string | null;
  /** When the list came from the server (Unix ms). */
  loadedAt: number | null;
  /** The server was not reached: this is the last list seen. */
  fromSnapshot: boolean;
  /** Cursor of the next older page; null when every page is loaded (or the list is a snapshot). */
  next: string | null;
  /** An older page is being fetched. */
  loadingMore: boolean;
  /** Why the last older page failed, until it is asked for again. */
  moreError: string | null;
}

/**
 * The rows as the server answered them. Each list of rows is replaced whole, never changed in
 * place, so the store holds it by reference: made into a store of its own, every row of every page
 * became a proxy, and every reader's snapshot a copy of them all, on the first rows' way to the
 * screen (decision 512).
 */
const rows = <T extends object>(list: T[]): T[] => ref(list);

/** A history with nothing loaded: the one a visit starts with and a session's end returns to. */
function emptyHistory(): HistoryState {
  return {
    status: 'idle',
    transactions: rows([]),
    cardAttempts: rows([]),
    error: null,
    loadedAt: null,
    fromSnapshot: false,
    next: null,
    loadingMore: false,
    moreError: null,
  };
}

export const history = proxy<HistoryState>(emptyHistory());

/** What the 'transactions' snapshot holds; snapshots kept before card attempts were a plain list. */
type HistorySnapshot = {
  transactions: AccountTransaction[];
  cardAttempts: CardPurchaseAttempt[];
  next?: string | null;
};

/**
 * The newest page is small so the first rows come quickly (a page of 200 sealed rows is about
 * 98 KB, half a second on a slow mobile link); older pages come 200 at a time (decision 221).
 */
export const FIRST_PAGE = 50;

async function fetchHistory(): Promise<HistorySnapshot> {
  // Bank deposits returned to their sender come with the page, among the rows of their time (decision 494).
  const [page, cardAttempts] = await Promise.all([getHistoryPage(undefined, FIRST_PAGE), getCardPurchases()]);
  return { transactions: page.rows, cardAttempts, next: page.next };
}

/**
 * The fresh newest page in front of the older rows already loaded, so that a refresh (back
 * online, a live update) does not take away what the customer scrolled to.
 */
function mergeNewest(fresh: AccountTransaction[], loaded: readonly AccountTransaction[]): AccountTransaction[] {
  const last = fresh.at(-1);
  if (!last) return fresh;
  const at = loaded.findIndex((t) => t.account_transaction_id === last.account_transaction_id);
  return at < 0 ? fresh : [...fresh, ...loaded.slice(at + 1)];
}

let pending: Promise<void> | null = null;

type Loaded = { data: HistorySnapshot | AccountTransaction[]; savedAt: number; fromSnapshot: boolean };

/** Puts a loaded newest page on screen: the server's, or the snapshot's while the server is asked. */
function show(loaded: Loaded): void {
  const data = Array.isArray(loaded.data) ? { transactions: loaded.data, cardAttempts: [] } : loaded.data;
  // A snapshot is the newest page as it was: older pages need the server.
  const fresh = !loaded.fromSnapshot;
  const keepOlder = fresh && !history.fromSnapshot && history.next !== null;
  const merged = keepOlder ? mergeNewest(data.transactions, history.transactions) : data.transactions;
  if (!keepOlder || merged === data.transactions) history.next = fresh ? (data.next ?? null) : null;
  history.transactions = rows(merged);
  history.moreError = null;
  history.cardAttempts = rows(data.cardAttempts ?? []);
  history.status = 'ready';
  history.error = null;
  history.loadedAt = loaded.savedAt;
  history.fromSnapshot = loaded.fromSnapshot;
}

export function loadHistory(): Promise<void> {
  if (pending) return pending;
  // Nothing on screen yet (a visit's first load, or a retry after a failure): the customer's own
  // last newest page shows at once with its age while the server is asked, as the wallet's
  // balances do (decisions 220 and 515). A refresh of a list on screen keeps what is shown.
  const nothingShown = history.status !== 'ready';
  if (nothingShown) {
    history.status = 'loading';
    history.error = null;
  }
  // An answer asked for the session before is nobody's to show.
  const asked = sessionGeneration();
  // loadWithSnapshot offers the saved page only while the server's is out, in the same session.
  const showSaved = nothingShown
    ? (saved: Loaded) => {
        if (history.status !== 'ready') show(saved);
      }
    : undefined;
  pending = loadWithSnapshot<HistorySnapshot | AccountTransaction[]>('transactions', auth.user?.id, fetchHistory, {
    showSaved,
  })
    .then((loaded) => {
      if (asked === sessionGeneration()) show(loaded);
    })
    .catch((e) => {
      if (asked !== sessionGeneration()) return;
      history.error = e instanceof Error && e.message ? e.message : HISTORY_FAILED;
      // Rows on screen (saved ones with their age, or a list being refreshed) stay there, with the
      // error above them; with none, the error is the list.
      if (history.status !== 'ready') history.status = 'error';
    })
    .finally(() => {
      if (asked === sessionGeneration()) pending = null;
    });
  return pending;
}

/**
 * The newest page asked for before a history screen has rendered: by the entry on a signed-in
 * start on the history (decision 470), else as the screen's code arrives (decision 424); held
 * until that screen's first load takes it.
 */
let early: Promise<void> | null = null;

/**
 * Starts the newest page before the history screen's first render: on a phone the signed-in
 * start, the screen's code and its render take several hundred milliseconds that the call can
 * spend on the network. Only a customer has a history; anyone else is sent elsewhere.
 */
export function loadHistoryWithScreen(): void {
  if (early || !auth.isAuthenticated || auth.user?.role !== 'user') return;
  early = loadHistory();
}

/**
 * A history screen's first load: the page started before it, if no screen has taken it yet and it
 * has not failed (the screen then asks itself, as it would have), else a fresh one (each visit of a
 * list shows it anew). The newest page is asked for once either way.
 */
export function loadHistoryOnArrival(): Promise<void> {
  const started = early;
  early = null;
  return started && history.status !== 'error' ? started : loadHistory();
}

let pendingMore: Promise<void> | null = null;

/**
 * Adds the next older page to the list; does nothing while one is on its way or none is left.
 * Asked while the newest page is being refreshed, it waits for the refresh and then asks: the
 * list's end marker asks only once as it nears the screen, so a request dropped here would
 * leave the customer at the end of the list with nothing coming.
 */
export function loadMoreHistory(): Promise<void> {
  if (pending && !pendingMore) return pending.then(() => loadMoreHistory());
  const cursor = history.next;
  if (pendingMore || cursor === null || history.status !== 'ready') return pendingMore ?? Promise.resolve();
  history.loadingMore = true;
  history.moreError = null;
  pendingMore = getHistoryPage(cursor)
    .then((page) => {
      // A refresh or a sign-out in between: this page belongs to a list that is gone.
      if (history.next !== cursor) return;
      const known = new Set(history.transactions.map((t) => t.account_transaction_id));
      history.transactions = rows([
        ...history.transactions,
        ...page.rows.filter((t) => !known.has(t.account_transaction_id)),
      ]);
      history.next = page.next;
    })
    .catch((e) => {
      history.moreError = e instanceof Error && e.message ? e.message : HISTORY_FAILED;
    })
    .finally(() => {
      history.loadingMore = false;
      pendingMore = null;
    });
  return pendingMore;
}

/** The older pages one after another, until none is left, a page fails or a refresh takes the cursor. */
export async function loadOlderPages(): Promise<void> {
  while (history.status === 'ready' && history.next !== null && !history.moreError) {
    const before = history.next;
    await loadMoreHistory();
    if (history.next === before) return;
  }
}

/**
 * The whole history, page after page: for a screen that shows one coin's rows or adds rows up,
 * where the newest page alone would leave a coin's older rows out. Stops at a failed page (its
 * error is in moreError).
 */
export async function loadEveryPage(): Promise<void> {
  await loadHistory();
  await loadOlderPages();
}

// Back online: a history on screen (or shown from its snapshot) is loaded afresh.
onOnlineAgain(() => {
  if (history.status !== 'idle') void loadHistory();
});

onSessionEnd(() => {
  early = null;
  pending = null;
  Object.assign(history, emptyHistory());
});

/** Puts a card purchase's new state in the history (after the customer cancelled it, decision 180). */
export function updateCardAttempt(next: CardPurchaseAttempt): void {
  history.cardAttempts = rows(history.cardAttempts.map((a) => (a.tracking_id === next.tracking_id ? next : a)));
}
