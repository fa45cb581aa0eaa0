/** What each deposit of a coin is counted as costing, and the customer's correction of it (issue 46). */
import { correctDepositCost, getDepositCosts } from '../../../../contract/calls/deposit-costs.js';
import type { DepositCosts } from '../../../../contract/statements.js';
import { api } from '../../../api/client.js';

export async function depositCosts(coin: string): Promise<DepositCosts> {
  return (await api.call(getDepositCosts, { currency_id: coin })).data;
}

/** Answers the coin's deposits as now counted, the corrected one included. */
export async function saveDepositCost(coin: string, lotRef: string, cost: string): Promise<DepositCosts> {
  return (await api.call(correctDepositCost, { lot_ref: lotRef, currency_id: coin, cost })).data;
}
