import { type Kysely, sql } from 'kysely';

/**
 * TRP inquiries received from originating providers (decision 331): one row per provider and
 * request-identifier (a replay answers the same), for one of our deposit addresses, with the
 * answer given and the IVMS101 payload sealed under the data key; the deposit it came with is
 * named once it is seen, so a payload travels with one deposit only. Kept five years.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('trp_inquiries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('body_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('route_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('approved', 'rejected')`))
    .addColumn('reason', 'text')
    .addColumn('payload_sealed', 'text', (c) => c.notNull())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('keep_until', 'timestamptz', (c) => c.notNull())
    .addColumn('deposit_ref', 'text', (c) => c.unique())
    .addUniqueConstraint('trp_inquiries_request', ['provider_id', 'request_id'])
    .execute();
  await db.schema
    .createIndex('trp_inquiries_deposit')
    .on('trp_inquiries')
    .columns(['route_id', 'address', 'amount', 'received_at'])
    .execute();
}

export async function down(): Promise<void> {}
