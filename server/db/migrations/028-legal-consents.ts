import type { Kysely } from 'kysely';

/**
 * legal_consents: each acceptance of a legal document, as a regulated service must be able to
 * show it: whose, which document ('terms' or 'privacy'), which version and region, and when.
 * Rows are only added, never changed: accepting a new version adds a row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('legal_consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('legal_consents_user').on('legal_consents').column('user_id').execute();
}

export async function down(): Promise<void> {}
