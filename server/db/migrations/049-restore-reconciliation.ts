import type { Kysely } from 'kysely';

/**
 * Backup and restore (decision 252):
 * - database_restores: one row per restore into this database; while one has no reconciled_at,
 *   withdrawal settlement waits until every pending withdrawal has been asked about at custody;
 * - data_folder: the embedded database's one row naming the folder and host that have it open,
 *   so a copy of a running folder started elsewhere is refused instead of settling again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('database_restores')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('restored_at', 'timestamptz', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('reconciled_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('data_folder')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('in_use', 'boolean', (c) => c.notNull())
    .addColumn('opened_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {}
