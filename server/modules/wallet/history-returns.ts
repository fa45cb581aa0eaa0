/**
 * The bank deposits returned to their sender in the customer's history (decision 494), by the rule
 * the export lists them by (`returnedDeposits`). They are not ledger transfers, so no cursor can be
 * one: a page shows those whose time falls between its oldest row and the oldest row of the pages
 * before it, and the last page every older one, so each is on one page, once, however the pages fall.
 */
import type { AccountTransaction } from '../../../contract/exchange.js';
import { WITHDRAWAL_RETURN_KINDS } from '../../../contract/transaction-type.js';
import type { AppDeps } from '../../deps.js';
import { decimalOfCents } from '../../providers/bank/index.js';
import { customerTransfers, type ReturnedDeposit, returnedDeposits } from '../ledger/index.js';

/** The customer's transfers the history lists: a withdrawal's hold given back is none (decision 489). */
export function listedTransfers(deps: Pick<AppDeps, 'db'>, accountIds: readonly number[]) {
  return customerTransfers(deps.db, accountIds).where('m.kind', 'not in', WITHDRAWAL_RETURN_KINDS);
}

function returnedRow(d: ReturnedDeposit): AccountTransaction {
  return {
    account_transaction_id: `bank-return:${d.id}`,
    transaction_class: 'payment',
    type: 'credit',
    amount: decimalOfCents(d.cents),
    currency_id: d.currency as AccountTransaction['currency_id'],
    created_at: d.receivedAt.toISOString(),
    // The part after the last '/' is the tracking id, as on every row.
    comment: `${d.description}/${d.id}`,
    network: null,
    sender: d.payerName,
    recipient: null,
    payment_method: null,
    payment_method_code: null,
    status: 'returned',
    return_reason: d.reason,
    // What the export gives as its reference.
    reference: d.providerPaymentId,
    tx_hash: null,
    explorer_url: null,
    network_fee: null,
  };
}

/**
 * The page's ledger rows (newest first) with the returned deposits of its time merged in, each
 * before the first row not newer than it. `before` is the page's cursor; a page shorter than
 * `limit` is the last.
 */
export async function withReturnedDeposits(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  page: { accountIds: readonly number[]; before: number | undefined; limit: number },
  rows: readonly AccountTransaction[],
): Promise<AccountTransaction[]> {
  // The oldest time of the pages before: a row's id and its time need not keep one order.
  let to: Date | undefined;
  if (page.before !== undefined) {
    const earlier = await listedTransfers(deps, page.accountIds)
      .where('t.id', '>=', page.before)
      .clearSelect()
      .select((eb) => eb.fn.min('t.created_at').as('at'))
      .executeTakeFirst();
    to = earlier?.at ? new Date(earlier.at) : undefined;
  }
  let from: Date | undefined;
  if (rows.length >= page.limit) {
    const times = rows.map((r) => Date.parse(r.created_at));
    from = new Date(Math.min(...times, to?.getTime() ?? Number.POSITIVE_INFINITY));
  }
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const returned = (await returnedDeposits(deps.db, userId, range)).map(returnedRow);
  if (returned.length === 0) return [...rows];
  const merged: AccountTransaction[] = [];
  let next = 0;
  for (const r of rows) {
    while (next < returned.length && returned[next]!.created_at >= r.created_at) merged.push(returned[next++]!);
    merged.push(r);
  }
  return [...merged, ...returned.slice(next)];
}
