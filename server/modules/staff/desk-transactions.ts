/**
 * A customer's transactions for support (decision 326): one row per ledger transfer on one of the
 * customer's accounts, coins and cash, newest first, with its amount, asset and status, filtered
 * by movement kind, status and UTC days, a page at a time. The status is the one the customer's
 * own history shows, by the one rule both use (contract/transaction-status.ts); the status filter's
 * query is built from that rule, so a row and its filter cannot disagree. Filtering happens in the
 * query, so a page is full.
 */
import { COINS, isCoin } from '../../../contract/assets.js';
import type { DeskTransaction, DeskTransactionKind, DeskTransactionStatus } from '../../../contract/desk.js';
import { fromUnits } from '../../../contract/money.js';
import { referenceOf } from '../../../contract/references.js';
import { parseDay } from '../../../contract/report-drafts.js';
import { movementStatus } from '../../../contract/transaction-status.js';
import type { Database } from '../../db/index.js';
import { customerTransfers, type MovementKind, whereStatus } from '../ledger/index.js';

/** The contract's kinds are the ledger's: a kind added to one and not the other fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameKinds: Same<MovementKind, DeskTransactionKind> = true;
void sameKinds;

interface TransactionFilter {
  kind: DeskTransactionKind | '';
  status: DeskTransactionStatus | '';
  /** UTC days, both included; '' for an open end. */
  from: string;
  to: string;
  /** The transfer id the page starts below; '' for the newest. */
  before: string;
  limit: number;
}

const DAY_MS = 86_400_000;

/** The page's rows and the cursor of the next page (null when none is left). */
export async function customerTransactions(
  db: Database,
  customerId: string,
  f: TransactionFilter,
): Promise<{ items: DeskTransaction[]; next: string | null }> {
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('owner', '=', 'user')
    .where('user_id', '=', customerId)
    .execute();
  const own = new Set(accounts.map((a) => a.id));
  if (own.size === 0) return { items: [], next: null };
  const ids = [...own];
  let q = customerTransfers(db, ids);
  if (f.kind) q = q.where('m.kind', '=', f.kind);
  if (f.status) q = whereStatus(q, f.status);
  const from = f.from ? parseDay(f.from) : null;
  const to = f.to ? parseDay(f.to) : null;
  if (from) q = q.where('t.created_at', '>=', from);
  if (to) q = q.where('t.created_at', '<', new Date(to.getTime() + DAY_MS));
  if (f.before) q = q.where('t.id', '<', Number(f.before));
  const rows = await q
    .orderBy('t.id', 'desc')
    .limit(f.limit + 1)
    .execute();
  const page = rows.slice(0, f.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: String(r.id),
      reference: referenceOf(r.public_id),
      kind: r.kind as DeskTransactionKind,
      asset: r.currency,
      // Coins at their own scale; cash (AUD, EUR) is kept in cents.
      amount: fromUnits(BigInt(r.amount), isCoin(r.currency) ? COINS[r.currency].scale : 2),
      direction: own.has(r.debit_account_id) ? 'debit' : 'credit',
      status: movementStatus(r.kind, r.held),
      at: new Date(r.created_at).toISOString(),
    })),
    next: rows.length > f.limit && last ? String(last.id) : null,
  };
}
