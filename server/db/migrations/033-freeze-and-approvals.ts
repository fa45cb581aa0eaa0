import { type Kysely, sql } from 'kysely';

/**
 * Frozen accounts and four-eyes approvals (decision 237). A freeze or an unfreeze is a request by
 * one compliance officer, carried out only when a second one approves it; the database holds the
 * rule that nobody approves their own request, and a request is decided once (its state moves
 * from pending in one conditional update).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column frozen_at timestamptz, add column frozen_reason text`.execute(db);
  await sql`create table staff_approvals (
    id text primary key,
    kind text not null check (kind in ('freeze', 'unfreeze')),
    customer_id text not null references users(id),
    reason text not null,
    requested_by text not null references users(id),
    requested_at timestamptz not null,
    state text not null default 'pending' check (state in ('pending', 'approved', 'rejected')),
    decided_by text references users(id),
    decided_at timestamptz,
    decision_reason text,
    check (decided_by is null or decided_by <> requested_by)
  )`.execute(db);
  // One open request of each kind per customer.
  await sql`create unique index staff_approvals_open on staff_approvals (customer_id, kind) where state = 'pending'`.execute(
    db,
  );
}

export async function down(): Promise<void> {}
