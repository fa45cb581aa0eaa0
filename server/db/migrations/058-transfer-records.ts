import type { Kysely } from 'kysely';

/**
 * Travel Rule records of deposits (decisions 274 and 275): one row per deposit output, with the
 * sender's information as received or as the customer answered it, sealed (AES-256-GCM under the
 * data key), kept five years from the transfer. A deposit waiting for the customer's answer holds
 * its amount from withdrawal. Screening cases are kept as long (keep_until).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('transfer_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('route_id', 'integer', (c) => c.notNull())
    .addColumn('txid', 'text', (c) => c.notNull())
    .addColumn('output_index', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text')
    .addColumn('value_eur', 'text')
    .addColumn('value_aud', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider', 'text')
    .addColumn('payload_sealed', 'text')
    .addColumn('answer_sealed', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('keep_until', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('transfer_records_output', ['route_id', 'txid', 'output_index'])
    .execute();
  await db.schema
    .createIndex('transfer_records_user_state')
    .on('transfer_records')
    .columns(['user_id', 'state'])
    .execute();
  await db.schema.alterTable('screening_cases').addColumn('keep_until', 'timestamptz').execute();
}

export async function down(): Promise<void> {}
