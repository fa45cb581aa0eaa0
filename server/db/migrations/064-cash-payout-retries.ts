import { type Kysely, sql } from 'kysely';

/**
 * Cash payouts asked of the bank again until it has them (decision 290): how many times a
 * withdrawal's payout was asked for, when it is next due (null once the bank has it, it is
 * settled, or it is left for staff), the last failure, and when its attempts ran out
 * (`stuck_at`: the funds stay held and staff are told). Withdrawals pending without a payout
 * before this migration are due at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bank_withdrawals
    add column send_attempts integer not null default 0 check (send_attempts >= 0),
    add column next_send_at timestamptz,
    add column send_error text,
    add column stuck_at timestamptz`.execute(db);
  await sql`update bank_withdrawals set next_send_at = created_at
    where state = 'pending' and payout_id is null`.execute(db);
  await sql`create index bank_withdrawals_due on bank_withdrawals (next_send_at)
    where state = 'pending' and payout_id is null and next_send_at is not null`.execute(db);
}

export async function down(): Promise<void> {}
