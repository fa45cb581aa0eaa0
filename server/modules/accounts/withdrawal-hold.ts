/**
 * Holding a customer's withdrawals until a time (a reset that dropped a factor, "This wasn't me",
 * support's hold): one rule for every path, so none shortens a hold already running. A longer hold
 * keeps its end and its reason; a shorter or ended one gives way. One statement, so two holds set
 * at once end at the later of the two.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

type WithdrawalHoldReason = 'reset_without_2fa' | 'reset_without_passkey' | 'not_me' | 'support';

export async function holdWithdrawals(
  db: Database,
  userId: string,
  until: Date,
  reason: WithdrawalHoldReason,
): Promise<Date> {
  const row = await db
    .updateTable('users')
    .set({
      // Both read the row as it was before this statement.
      withdrawals_held_reason: sql<string>`case when withdrawals_held_until > ${until} then withdrawals_held_reason else ${reason} end`,
      withdrawals_held_until: sql<Date>`greatest(coalesce(withdrawals_held_until, ${until}), ${until})`,
    })
    .where('id', '=', userId)
    .returning('withdrawals_held_until')
    .executeTakeFirstOrThrow();
  // The hold's end as it now stands: this one, or a longer one already running.
  return new Date(row.withdrawals_held_until ?? until);
}
