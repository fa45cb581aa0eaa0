/**
 * What the Received screen adds up: each currency's deposits that reached the customer's balance.
 * One that failed, was returned to its sender, or is held for review (not credited yet) was not
 * received, and is listed without being counted.
 */
import { addDecimal } from '../../../contract/money.js';
import type { DisplayTransaction } from '../../lib/transactions.js';

const NOT_RECEIVED = new Set(['Failed', 'Returned', 'Under review']);

/** [currency, total] in the order the currencies first appear. */
export function receivedTotals(
  deposits: ReadonlyArray<Pick<DisplayTransaction, 'status' | 'currency' | 'amount'>>,
): Array<[string, string]> {
  const sums = new Map<string, string>();
  for (const d of deposits) {
    if (NOT_RECEIVED.has(d.status)) continue;
    sums.set(d.currency, addDecimal(sums.get(d.currency) ?? '0', d.amount));
  }
  return [...sums.entries()];
}
