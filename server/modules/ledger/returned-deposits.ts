/**
 * Bank deposits returned to their sender (decision 287): nothing of them reached the balance, so
 * the ledger holds no transfer of them, but the customer saw the money come and go back. The one
 * rule the history and the export list them by (decision 494): each is a Deposit, Returned, at the
 * time it was received, worded the same in both.
 */
import type { Database } from '../../db/index.js';

export interface ReturnedDeposit {
  id: string;
  /** In cents. */
  cents: bigint;
  currency: string;
  payerName: string;
  /** Why it went back, in the bank module's words; null when not said. */
  reason: string | null;
  providerPaymentId: string;
  receivedAt: Date;
  /** What the history and the export say of it. */
  description: string;
}

/**
 * The customer's returned deposits received at `from` <= time < `to` (either end open), newest
 * first; at most `limit`.
 */
export async function returnedDeposits(
  db: Database,
  userId: string,
  range: { from?: Date; to?: Date; limit?: number },
): Promise<ReturnedDeposit[]> {
  let q = db
    .selectFrom('bank_deposits')
    .select(['id', 'amount', 'currency', 'received_at', 'reason', 'provider_payment_id', 'payer_name'])
    .where('user_id', '=', userId)
    .where('state', '=', 'returned');
  if (range.from) q = q.where('received_at', '>=', range.from);
  if (range.to) q = q.where('received_at', '<', range.to);
  if (range.limit !== undefined) q = q.limit(range.limit);
  const rows = await q.orderBy('received_at', 'desc').orderBy('id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    cents: BigInt(r.amount),
    currency: r.currency,
    payerName: r.payer_name,
    reason: r.reason,
    providerPaymentId: r.provider_payment_id,
    receivedAt: new Date(r.received_at),
    description: `Bank deposit from ${r.payer_name} returned to the sender${r.reason ? `: ${r.reason}` : ''}`,
  }));
}
