import { type Kysely, sql } from 'kysely';

/** The monitoring rules' findings (decision 253), one per customer, rule and key. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('monitoring_findings')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('rule', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('transfer_ids', 'jsonb', (c) => c.notNull())
    .addColumn('facts', 'jsonb', (c) => c.notNull())
    .addColumn('found_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('monitoring_findings_once', ['user_id', 'rule', 'key'])
    .execute();
  await sql`create index monitoring_findings_found_at on monitoring_findings (found_at)`.execute(db);
}

export async function down(): Promise<void> {}
