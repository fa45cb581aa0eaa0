import type { Kysely } from 'kysely';

/**
 * Ownership proofs by test deposit (decision 307): where a network's wallets cannot sign, the
 * challenge names an exact small amount and the customer's own deposit address; the proof is the
 * deposit of exactly that amount from the address, kept in address_proofs as signatures are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ownership_challenges').addColumn('test_amount', 'text').execute();
  await db.schema.alterTable('ownership_challenges').addColumn('deposit_address', 'text').execute();
  await db.schema
    .createIndex('ownership_challenges_test_amount')
    .on('ownership_challenges')
    .columns(['route_id', 'test_amount'])
    .execute();
}

export async function down(): Promise<void> {}
