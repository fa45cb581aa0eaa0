import { type Kysely, sql } from 'kysely';

/**
 * Four-eyes for cash withdrawals (decision 315): a cash withdrawal at or above the region's
 * setting waits (`approval = 'waiting'`) as a crypto one does (decision 278), and the payouts job
 * never sends a waiting one. A `withdrawal` release request names either a crypto withdrawal or a
 * cash one, never both; one request may be open per cash withdrawal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bank_withdrawals add column approval text
    check (approval in ('waiting', 'approved', 'rejected'))`.execute(db);
  await sql`create index bank_withdrawals_waiting on bank_withdrawals (created_at) where approval = 'waiting'`.execute(
    db,
  );
  await sql`alter table staff_approvals add column bank_withdrawal_id text references bank_withdrawals(id)`.execute(db);
  await sql`alter table staff_approvals drop constraint staff_approvals_withdrawal_named`.execute(db);
  await sql`alter table staff_approvals add constraint staff_approvals_withdrawal_named
    check ((kind = 'withdrawal') = ((withdrawal_id is not null) <> (bank_withdrawal_id is not null))
      and (kind = 'withdrawal' or bank_withdrawal_id is null))`.execute(db);
  await sql`create unique index staff_approvals_open_bank_withdrawal on staff_approvals (bank_withdrawal_id)
    where state = 'pending'`.execute(db);
}

export async function down(): Promise<void> {}
