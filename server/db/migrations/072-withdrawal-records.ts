import type { Kysely } from 'kysely';

/**
 * Withdrawals' Travel Rule records (decision 303): one row per withdrawal, written in the
 * withdrawal's own transaction, holding what was sent or recorded at that moment (the IVMS101
 * payload, the screening result, the proof of the address) and, later, the receiving provider's
 * answer, each sealed (AES-256-GCM under the data key), kept five years from the transfer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('withdrawal_records')
    .addColumn('withdrawal_id', 'text', (c) => c.primaryKey().references('withdrawals.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('record_sealed', 'text', (c) => c.notNull())
    .addColumn('answer_sealed', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answered_at', 'timestamptz')
    .addColumn('keep_until', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {}
