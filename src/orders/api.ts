/** The order calls (decision 427): placing (with the caller's Idempotency-Key), cancelling and listing. */
import type { PayloadOf } from '../../contract/calls/define.js';
import * as calls from '../../contract/calls/orders.js';
import type { OrderEntry } from '../../contract/orders.js';
import { api } from '../api/client.js';

export async function createOrder(p: PayloadOf<typeof calls.createOrder>, idempotencyKey: string): Promise<OrderEntry> {
  return (await api.call(calls.createOrder, p, { idempotencyKey })).data;
}

export async function cancelOrder(orderId: string): Promise<OrderEntry> {
  return (await api.call(calls.cancelOrder, { order_id: orderId })).data;
}

export async function getOrders(): Promise<OrderEntry[]> {
  return (await api.call(calls.getOrders, {})).data;
}
