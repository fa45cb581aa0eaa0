/**
 * Cash payouts left for staff (decision 348): released (no approval needed, or approved) and still
 * not at the bank, either because the bank never took them within BANK_PAYOUT_MAX_ATTEMPTS or
 * because BANK_PAYOUT_DEADLINE_SECONDS has passed since their release (held by the exit gate, a
 * job that does not run). One definition, read by the metric and by the officers' queue.
 */
import { type SqlBool, sql } from 'kysely';
import type { AppDeps } from '../../deps.js';

/** The condition on `bank_withdrawals as w`, at `now`. */
function stuckAt(deadlineMs: number, now: Date) {
  const due = new Date(now.getTime() - deadlineMs);
  return sql<SqlBool>`(w.state = 'pending' and w.payout_id is null
    and (w.approval is null or w.approval = 'approved')
    and (w.stuck_at is not null or coalesce(
      (select max(a.decided_at) from staff_approvals a where a.bank_withdrawal_id = w.id and a.state = 'approved'),
      w.created_at) <= ${due}))`;
}

type StuckDeps = Pick<AppDeps, 'db' | 'clock' | 'config'>;

/** How many payouts are stuck now. */
export async function countStuckPayouts(deps: StuckDeps): Promise<number> {
  const row = await deps.db
    .selectFrom('bank_withdrawals as w')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(stuckAt(deps.config.bank.payoutDeadlineMs, deps.clock.now()))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The ids of the stuck payouts, oldest first (at most `limit`). */
export async function stuckPayoutIds(deps: StuckDeps, limit: number): Promise<string[]> {
  const rows = await deps.db
    .selectFrom('bank_withdrawals as w')
    .select('w.id')
    .where(stuckAt(deps.config.bank.payoutDeadlineMs, deps.clock.now()))
    .orderBy('w.created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}
