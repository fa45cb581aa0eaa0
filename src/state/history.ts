/**
 * The customer's transaction history, loaded once per visit of a list and shared by the lists
 * and the asset screen. Display rows are derived from it (src/lib/transactions.ts).
 */
import { proxy } from 'valtio';
import type { AccountTransaction } from '../../contract/exchange.js';
import { getAllTransactions } from '../api/exchange.js';
import { onSessionEnd } from './session.js';

export const HISTORY_FAILED = 'Failed to fetch transaction history';

export interface HistoryState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  transactions: AccountTransaction[];
  error: string | null;
}

export const history = proxy<HistoryState>({ status: 'idle', transactions: [], error: null });

let pending: Promise<void> | null = null;

export function loadHistory(): Promise<void> {
  if (pending) return pending;
  if (history.status !== 'ready') history.status = 'loading';
  pending = getAllTransactions()
    .then((list) => {
      history.transactions = list;
      history.status = 'ready';
      history.error = null;
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

onSessionEnd(() => {
  Object.assign(history, { status: 'idle', transactions: [], error: null });
});
