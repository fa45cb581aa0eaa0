/** Reading a customer's kept lots: what is held and what it cost, and what disposals made (decision 413). */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

interface LotTotals {
  currency: string;
  /** Base units held in open lots. */
  held: bigint;
  /** Cents: the open lots' remaining cost. */
  cost: bigint;
  /** Cents: proceeds less cost of every sale and withdrawal to someone else. */
  realised: bigint;
  /** Cents: the same, for disposals at or after `since`. */
  realisedSince: bigint;
  /** Cents: the cost of what sales and withdrawals to someone else took, the rest of what was invested. */
  disposedCost: bigint;
  /** When the first lot of this currency was opened, held still or not; null when none was. */
  firstOpened: Date | null;
  rateMissing: boolean;
}

/** One statement over open lots (few, FIFO keeps them so) and disposals (indexed by customer). */
export async function lotTotals(db: Database, userId: string, since: Date): Promise<LotTotals[]> {
  const { rows } = await sql<{
    currency: string;
    held: string;
    cost: string;
    realised: string;
    since: string;
    disposed_cost: string;
    first_opened: Date | string | null;
    missing: boolean;
  }>`
    select currency, sum(held)::text as held, sum(cost)::text as cost, sum(realised)::text as realised,
      sum(since)::text as since, sum(disposed_cost)::text as disposed_cost, min(first_opened) as first_opened,
      bool_or(missing) as missing
    from (
      select currency, remaining as held, cost_remaining as cost, 0 as realised, 0 as since, 0 as disposed_cost,
        null::timestamptz as first_opened, rate_missing as missing
      from portfolio_lots where user_id = ${userId} and remaining > 0
      union all
      select currency, 0, 0, proceeds - cost, case when disposed_at >= ${since} then proceeds - cost else 0 end,
        cost, null, rate_missing
      from portfolio_disposals where user_id = ${userId} and kind in ('sale', 'withdrawal')
      union all
      -- Closed lots too: the first purchase dates the customer's results even once it is sold.
      select currency, 0, 0, 0, 0, 0, min(opened_at), false
      from portfolio_lots where user_id = ${userId} group by currency
    ) x
    group by currency order by currency`.execute(db);
  return rows.map((r) => ({
    currency: r.currency,
    held: BigInt(r.held),
    cost: BigInt(r.cost),
    realised: BigInt(r.realised),
    realisedSince: BigInt(r.since),
    disposedCost: BigInt(r.disposed_cost),
    firstOpened: r.first_opened === null ? null : new Date(r.first_opened),
    rateMissing: r.missing,
  }));
}
