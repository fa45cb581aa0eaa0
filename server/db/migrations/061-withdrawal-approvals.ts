import { type Kysely, sql } from 'kysely';

/**
 * Four-eyes large withdrawals (decision 278): a withdrawal above the region's setting waits
 * (`approval = 'waiting'`) until a second compliance officer approves the release one asked for;
 * settlement never takes a waiting one. A release request names its withdrawal, and one request
 * may be open per withdrawal (freeze and unfreeze keep one per customer).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table withdrawals add column approval text
    check (approval in ('waiting', 'approved', 'rejected'))`.execute(db);
  await sql`create index withdrawals_waiting on withdrawals (created_at) where approval = 'waiting'`.execute(db);
  await sql`alter table staff_approvals add column withdrawal_id text references withdrawals(id)`.execute(db);
  await sql`alter table staff_approvals drop constraint staff_approvals_kind_check`.execute(db);
  await sql`alter table staff_approvals add constraint staff_approvals_kind_check
    check (kind in ('freeze', 'unfreeze', 'withdrawal'))`.execute(db);
  await sql`alter table staff_approvals add constraint staff_approvals_withdrawal_named
    check ((kind = 'withdrawal') = (withdrawal_id is not null))`.execute(db);
  await sql`drop index staff_approvals_open`.execute(db);
  await sql`create unique index staff_approvals_open on staff_approvals (customer_id, kind)
    where state = 'pending' and kind <> 'withdrawal'`.execute(db);
  await sql`create unique index staff_approvals_open_withdrawal on staff_approvals (withdrawal_id)
    where state = 'pending'`.execute(db);
}

export async function down(): Promise<void> {}
