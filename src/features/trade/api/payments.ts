/**
 * Card purchase calls: init-transaction opens a checkout, insert-transaction records the result
 * the browser saw and answers the gateway's verified status. Both move money-related state, so
 * each takes the Idempotency-Key of the attempt.
 */
import type { PayloadOf } from '../../../../contract/calls/define.js';
import * as calls from '../../../../contract/calls/payments.js';
import { api } from '../../../api/client.js';

export async function initTransaction(payload: PayloadOf<typeof calls.initTransaction>, idempotencyKey: string) {
  const r = await api.call(calls.initTransaction, payload, { idempotencyKey });
  return r.data;
}

export async function insertTransaction(payload: PayloadOf<typeof calls.insertTransaction>, idempotencyKey: string) {
  const r = await api.call(calls.insertTransaction, payload, { idempotencyKey });
  return r.data;
}
