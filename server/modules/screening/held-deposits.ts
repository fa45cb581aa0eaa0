/**
 * The deposits held for review that the customer is waiting on: a case is open for them (a
 * screening hit, or Travel Rule information that does not name the customer, decision 274), and
 * nothing is credited until compliance decides. The one rule the history and the exports list
 * them by (decision 397).
 */
import type { AppDeps } from '../../deps.js';

export interface HeldDeposit {
  id: string;
  routeId: number;
  currency: string;
  /** In the coin's smallest units. */
  amount: string;
  /** The deposit's route:txid:output. */
  reference: string;
  createdAt: Date;
}

export async function heldDeposits(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  opts: { currency?: string; from?: Date; to?: Date } = {},
): Promise<HeldDeposit[]> {
  let q = deps.db
    .selectFrom('screening_cases')
    .select(['id', 'route_id', 'currency', 'amount', 'reference', 'created_at'])
    .where('user_id', '=', userId)
    .where('direction', '=', 'deposit')
    .where('state', '=', 'open');
  if (opts.currency) q = q.where('currency', '=', opts.currency);
  if (opts.from) q = q.where('created_at', '>=', opts.from);
  if (opts.to) q = q.where('created_at', '<', opts.to);
  const rows = await q.orderBy('created_at', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    routeId: r.route_id,
    currency: r.currency,
    amount: String(r.amount),
    reference: r.reference,
    createdAt: new Date(r.created_at),
  }));
}

/** The chain's transaction id of a held deposit (its reference is route:txid:output). */
export function heldDepositTxid(d: Pick<HeldDeposit, 'reference'>): string | null {
  const parts = d.reference.split(':');
  return parts.length >= 3 ? parts.slice(1, -1).join(':') : null;
}
