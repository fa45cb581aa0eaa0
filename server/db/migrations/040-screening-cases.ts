import { type Kysely, sql } from 'kysely';

/**
 * Sanctions screening cases (decision 250): each transfer a screening hit stopped, for compliance
 * to work; one per transfer (direction, reference).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('screening_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('withdrawal', 'deposit')`))
    .addColumn('route_id', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('amount', 'numeric', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('screening_cases_transfer', ['direction', 'user_id', 'reference'])
    .execute();
  await db.schema.createIndex('screening_cases_open').on('screening_cases').columns(['state', 'created_at']).execute();
}

export async function down(): Promise<void> {}
