/** Buying with the cash balance (decision 267), typed by the call table; the balance is src/api/bank.ts's. */
import type { PayloadOf } from '../../../../contract/calls/define.js';
import * as calls from '../../../../contract/calls/payments.js';
import { api } from '../../../api/client.js';

export async function buyWithBalance(payload: PayloadOf<typeof calls.buyWithBalance>, idempotencyKey: string) {
  return (await api.call(calls.buyWithBalance, payload, { idempotencyKey })).data;
}
