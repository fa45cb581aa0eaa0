import { type Kysely, sql } from 'kysely';

/**
 * A grant of compliance or admin waits for a second admin (decision 359): one row per request,
 * at most one waiting per staff member. `users.role_since` says when a member took their present
 * role, so a decider sees how new an officer is (null: the role they were made staff with).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_role_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('from_role', 'text', (c) => c.notNull())
    .addColumn('to_role', 'text', (c) => c.notNull().check(sql`to_role in ('compliance', 'admin')`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('requested_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('state', 'text', (c) =>
      c.notNull().defaultTo('pending').check(sql`state in ('pending', 'approved', 'rejected')`),
    )
    .addColumn('decided_by', 'text', (c) => c.references('users.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decision_reason', 'text')
    .addCheckConstraint('staff_role_requests_not_own', sql`decided_by is null or decided_by <> requested_by`)
    .execute();
  await sql`create unique index staff_role_requests_one_waiting on staff_role_requests (staff_id)
    where state = 'pending'`.execute(db);
  await db.schema.alterTable('users').addColumn('role_since', 'timestamptz').execute();
}

export async function down(): Promise<void> {}
