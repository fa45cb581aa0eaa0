/** The compliance case queue's size, as officers see it (decision 277) and the metrics report it. */
import { AWAITING_DECISION } from '../../../contract/cases.js';
import type { Database } from '../../db/index.js';

/** How many cases wait for a decision, and when the oldest of them was opened. */
export async function casesAwaitingDecision(db: Database): Promise<{ count: number; oldest: Date | null }> {
  const row = await db
    .selectFrom('compliance_cases')
    .select((eb) => [eb.fn.countAll<string>().as('n'), eb.fn.min('opened_at').as('oldest')])
    .where('state', 'in', AWAITING_DECISION)
    .executeTakeFirst();
  const oldest = row?.oldest ? new Date(row.oldest as unknown as string) : null;
  return { count: Number(row?.n ?? 0), oldest };
}
