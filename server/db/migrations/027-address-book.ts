import type { Kysely } from 'kysely';

/**
 * The withdrawal address book (decision 134):
 * - address_book: each saved address, its emailed confirmation link (as a hash only) and when it
 *   becomes usable; one row per customer, network and address;
 * - users.allowlist_only and allowlist_off_at: the allowlist-only switch and when a requested
 *   switch-off takes effect.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('address_book')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('route_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('confirm_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('usable_at', 'timestamptz')
    .addUniqueConstraint('address_book_entry', ['user_id', 'route_id', 'address'])
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('allowlist_only', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allowlist_off_at', 'timestamptz')
    .execute();
}

export async function down(): Promise<void> {}
