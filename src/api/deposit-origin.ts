/** Deposits waiting for the customer to say who sent them (decision 274), typed by the call table. */
import type { PayloadOf } from '../../contract/calls/define.js';
import * as calls from '../../contract/calls/deposit-origin.js';
import { providerDirectory } from '../../contract/calls/travelrule.js';
import type { DepositOriginItem } from '../../contract/deposit-origin.js';
import { api } from './client.js';

export async function getDepositOrigins(): Promise<DepositOriginItem[]> {
  const r = await api.call(calls.depositOrigins, {});
  return r.data?.deposits ?? [];
}

export function answerDepositOrigin(p: PayloadOf<typeof calls.answerDepositOrigin>) {
  return api.call(calls.answerDepositOrigin, p);
}

export async function getProviders() {
  const r = await api.call(providerDirectory, { query: '' });
  return r.data?.providers ?? [];
}
