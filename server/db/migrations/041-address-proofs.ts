import type { Kysely } from 'kysely';

/**
 * Address-ownership proofs (decision 247): the challenges issued (each answered once) and the
 * proofs kept, one per customer, network and address, with the signed message and signature as
 * evidence.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ownership_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('route_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('ownership_challenges_user')
    .on('ownership_challenges')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('address_proofs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('route_id', 'integer', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('scheme', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('signature', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text')
    .addColumn('proven_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('address_proofs_pk', ['user_id', 'route_id', 'address'])
    .execute();
}

export async function down(): Promise<void> {}
