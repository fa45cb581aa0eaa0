/**
 * A page of a customer's newest transfers by index (decision 511). The transfers on a customer's
 * accounts are one index range per account and side, (debit_account_id, id) and
 * (credit_account_id, id); asked for both sides of several accounts at once, the planner can only
 * gather every one of them and sort, a cost that grows with the customer's whole history. Each
 * range read newest first and cut at the page's size costs what a page shows instead.
 */
import type { Database } from '../../db/index.js';

/**
 * The ids of the `count` newest transfers on any of these accounts (either side), older than
 * `before` when given, newest first: the first `count` of what a filter on both sides lists.
 */
export async function newestTransferIds(
  db: Database,
  accountIds: readonly number[],
  { before, count }: { before?: number | undefined; count: number },
): Promise<number[]> {
  const ranges = accountIds.flatMap((account) =>
    (['debit_account_id', 'credit_account_id'] as const).map((side) => {
      let range = db.selectFrom('ledger_transfers').select('id').where(side, '=', account);
      if (before !== undefined) range = range.where('id', '<', before);
      return db.selectFrom(range.orderBy('id', 'desc').limit(count).as('r')).select('r.id');
    }),
  );
  const [first, ...rest] = ranges;
  if (!first || count <= 0) return [];
  const all = rest.reduce((union, range) => union.unionAll(range), first);
  const rows = await db
    .selectFrom(all.as('n'))
    .select('n.id')
    .distinct()
    .orderBy('n.id', 'desc')
    .limit(count)
    .execute();
  return rows.map((r) => Number(r.id));
}
