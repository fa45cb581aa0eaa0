import type { Kysely } from 'kysely';

/**
 * The sandbox bank lists its payouts since a time, like the real one (decision 377): each keeps
 * the customer it was asked for and when its status last changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('bank_sandbox_payments')
    .addColumn('customer_id', 'text')
    .addColumn('changed_at', 'timestamptz')
    .execute();
}

export async function down(): Promise<void> {}
