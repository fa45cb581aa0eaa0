/**
 * What tests and benchmarks outside the module drive orders with: placing one, and one tick of the
 * job; and, for tests, placing and listing orders through the API as the app does.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../../contract/calls/index.js';
import type { OrderEntry } from '../../../contract/orders.js';
import type { TestUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';

export { placeOrder } from './store.js';
export { checkOrders } from './tick.js';

/** `u` places a limit order through the API: 4 SOL for USDC at 250 each, unless `fields` say otherwise. */
export const placeLimitOrder = (
  env: Pick<TestEnv, 'api'>,
  u: Pick<TestUser, 'token'>,
  fields: Record<string, unknown> = {},
  idempotencyKey = randomUUID(),
) =>
  env.api.call(
    CALLS.createOrder,
    {
      kind: 'limit',
      sourceCurrencyId: 'SOL',
      targetCurrencyId: 'USDC',
      sourceCurrencyAmount: '4',
      price: '250',
      ...fields,
    },
    { token: u.token, idempotencyKey },
  );

/** The orders `u` sees in the app, newest first. */
export async function ordersOf(env: Pick<TestEnv, 'api'>, u: Pick<TestUser, 'token'>): Promise<OrderEntry[]> {
  const res = await env.api.call(CALLS.getOrders, {}, { token: u.token });
  if (res.answer.status !== 'success' || !res.answer.data) throw new Error('no orders');
  return res.answer.data;
}
