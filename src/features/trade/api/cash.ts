/** The cash balance and buying with it (decisions 240 and 267), typed by the call table. */
import type { CashBalanceData } from '../../../../contract/bank.js';
import { getCashBalance as getCashBalanceCall } from '../../../../contract/calls/bank.js';
import type { PayloadOf } from '../../../../contract/calls/define.js';
import * as calls from '../../../../contract/calls/payments.js';
import { api } from '../../../api/client.js';

export async function getCashBalance(): Promise<CashBalanceData | undefined> {
  return (await api.call(getCashBalanceCall, {})).data;
}

export async function buyWithBalance(payload: PayloadOf<typeof calls.buyWithBalance>, idempotencyKey: string) {
  return (await api.call(calls.buyWithBalance, payload, { idempotencyKey })).data;
}
