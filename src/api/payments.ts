/**
 * Card purchase calls: init-transaction opens a checkout, insert-transaction records the result
 * the browser saw and answers the gateway's verified status. Both move money-related state, so
 * each takes the Idempotency-Key of the attempt.
 */
import type {
  InitTransactionAnswer,
  InitTransactionPayload,
  InsertTransactionAnswer,
  InsertTransactionPayload,
} from '../../contract/payments.js';
import { api } from './client.js';

export async function initTransaction(payload: InitTransactionPayload, idempotencyKey: string) {
  const r = await api.call<InitTransactionAnswer>('/exchange/init-transaction', payload, { idempotencyKey });
  return r.data;
}

export async function insertTransaction(payload: InsertTransactionPayload, idempotencyKey: string) {
  const r = await api.call<InsertTransactionAnswer>('/exchange/insert-transaction', payload, { idempotencyKey });
  return r.data;
}
