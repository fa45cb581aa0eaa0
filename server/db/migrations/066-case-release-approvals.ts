import { type Kysely, sql } from 'kysely';

/**
 * A case's release that needs a second officer (decision 293): releasing a sanctioned transfer or
 * a transfer of a frozen customer is asked as a `release` request naming its case, and moves the
 * transfer only when a second compliance officer approves. One request may be open per case;
 * freeze and unfreeze keep one per customer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table staff_approvals add column case_id integer references compliance_cases(id)`.execute(db);
  await sql`alter table staff_approvals drop constraint staff_approvals_kind_check`.execute(db);
  await sql`alter table staff_approvals add constraint staff_approvals_kind_check
    check (kind in ('freeze', 'unfreeze', 'withdrawal', 'release'))`.execute(db);
  await sql`alter table staff_approvals add constraint staff_approvals_case_named
    check ((kind = 'release') = (case_id is not null))`.execute(db);
  await sql`drop index staff_approvals_open`.execute(db);
  await sql`create unique index staff_approvals_open on staff_approvals (customer_id, kind)
    where state = 'pending' and kind in ('freeze', 'unfreeze')`.execute(db);
  await sql`create unique index staff_approvals_open_case on staff_approvals (case_id)
    where state = 'pending'`.execute(db);
}

export async function down(): Promise<void> {}
