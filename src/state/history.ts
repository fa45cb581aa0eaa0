/**
 * The customer's transaction history, loaded once per visit of a list and shared by the lists
 * and the asset screen. Display rows are derived from it (src/lib/transactions.ts).
 */
import { proxy } from 'valtio';
import type { CardPurchaseAttempt } from '../../contract/card-purchases.js';
import type { AccountTransaction } from '../../contract/exchange.js';
import { getCardPurchases } from '../api/card-purchases.js';
import { getAllTransactions } from '../api/exchange.js';
import { loadWithSnapshot } from '../offline/load.js';
import { onOnlineAgain } from '../offline/network.js';
import { auth } from './auth.js';
import { onSessionEnd } from './session.js';

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
}

export const history = proxy<HistoryState>({
  status: 'idle',
  transactions: [],
  cardAttempts: [],
  error: null,
  loadedAt: null,
  fromSnapshot: false,
});

/** What the 'transactions' snapshot holds; snapshots kept before card attempts were a plain list. */
type HistorySnapshot = { transactions: AccountTransaction[]; cardAttempts: CardPurchaseAttempt[] };

async function fetchHistory(): Promise<HistorySnapshot> {
  const [transactions, cardAttempts] = await Promise.all([getAllTransactions(), getCardPurchases()]);
  return { transactions, cardAttempts };
}

let pending: Promise<void> | null = null;

export function loadHistory(): Promise<void> {
  if (pending) return pending;
  if (history.status !== 'ready') history.status = 'loading';
  pending = loadWithSnapshot<HistorySnapshot | AccountTransaction[]>('transactions', auth.user?.id, fetchHistory)
    .then((loaded) => {
      const data = Array.isArray(loaded.data) ? { transactions: loaded.data, cardAttempts: [] } : loaded.data;
      history.transactions = data.transactions;
      history.cardAttempts = data.cardAttempts ?? [];
      history.status = 'ready';
      history.error = null;
      history.loadedAt = loaded.savedAt;
      history.fromSnapshot = loaded.fromSnapshot;
    })
    .catch((e) => {
      history.status = 'error';
      history.error = e instanceof Error && e.message ? e.message : HISTORY_FAILED;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

// Back online: a history on screen (or shown from its snapshot) is loaded afresh.
onOnlineAgain(() => {
  if (history.status !== 'idle') void loadHistory();
});

onSessionEnd(() => {
  Object.assign(history, {
    status: 'idle',
    transactions: [],
    cardAttempts: [],
    error: null,
    loadedAt: null,
    fromSnapshot: false,
  });
});

/** Puts a card purchase's new state in the history (after the customer cancelled it, decision 180). */
export function updateCardAttempt(next: CardPurchaseAttempt): void {
  history.cardAttempts = history.cardAttempts.map((a) => (a.tracking_id === next.tracking_id ? next : a));
}
