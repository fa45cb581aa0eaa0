/**
 * The customer's orders (decision 427): one copy for every screen that lists or places them (a
 * coin's screen, Swap, Buy and Sell), asked for once however many are open. The last answer is
 * kept as the offline snapshot 'orders', so a coin's open orders are still listed, with their age,
 * without a connection.
 */
import { proxy } from 'valtio';
import type { OrderEntry } from '../../contract/orders.js';
import { messageOf } from '../api/errors.js';
import { loadWithSnapshot } from '../offline/load.js';
import { isUnreachableError } from '../offline/network.js';
import { auth } from '../state/auth.js';
import { onSessionEnd, sessionGeneration } from '../state/session.js';
import { getOrders } from './api.js';

interface OrdersState {
  status: 'idle' | 'loading' | 'ready' | 'failed' | 'offline';
  list: OrderEntry[];
  /** When the list came from the server (Unix ms). */
  savedAt: number | null;
  /** The server was not reached: this is the last list seen. */
  fromSnapshot: boolean;
  /** The server's refusal, in its words; '' when it said none. */
  error: string | null;
}

const empty = (): OrdersState => ({ status: 'idle', list: [], savedAt: null, fromSnapshot: false, error: null });

export const orders = proxy<OrdersState>(empty());

let pending: Promise<void> | null = null;

/** Asks for the orders unless a request is already out; never rejects (a failure is the status). */
export function loadOrders(): Promise<void> {
  if (pending) return pending;
  if (orders.status !== 'ready') orders.status = 'loading';
  // An answer to a session that has ended since is dropped (the one rule of src/state/session.ts).
  const asked = sessionGeneration();
  pending = loadWithSnapshot('orders', auth.user?.id, getOrders)
    .then((loaded) => {
      if (asked !== sessionGeneration()) return;
      Object.assign(orders, {
        list: loaded.data,
        savedAt: loaded.savedAt,
        fromSnapshot: loaded.fromSnapshot,
        status: 'ready',
        error: null,
      });
    })
    .catch((e: unknown) => {
      if (asked !== sessionGeneration() || orders.status === 'ready') return;
      orders.status = isUnreachableError(e) ? 'offline' : 'failed';
      orders.error = messageOf(e, '');
    })
    .finally(() => {
      if (asked === sessionGeneration()) pending = null;
    });
  return pending;
}

/** An order placed or ended on this device shows at once, before the list is asked again. */
export function putOrder(entry: OrderEntry): void {
  const rest = orders.list.filter((o) => o.order_id !== entry.order_id);
  orders.list = [entry, ...rest].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
}

onSessionEnd(() => {
  pending = null;
  Object.assign(orders, empty());
});
