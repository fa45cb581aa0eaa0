import type { Kysely } from 'kysely';

/**
 * Who receives a withdrawal (decisions 256 and 272): the customer's answers kept with the address
 * book entry, so a saved address asks nothing again, and on each withdrawal with where it stands
 * with the Travel Rule. Only withdrawals with no Travel Rule state (made before) or one that lets
 * them go (accepted, recorded) are handed to the chain.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('address_book')
    .addColumn('beneficiary_owner', 'text')
    .addColumn('beneficiary_wallet', 'text')
    .addColumn('beneficiary_provider_id', 'text')
    .addColumn('beneficiary_kind', 'text')
    .addColumn('beneficiary_name', 'text')
    .execute();
  await db.schema
    .alterTable('withdrawals')
    .addColumn('beneficiary', 'text')
    .addColumn('travel_rule_state', 'text')
    .addColumn('travel_rule_deadline', 'timestamptz')
    .addColumn('travel_rule_reason', 'text')
    .execute();
  await db.schema
    .createIndex('withdrawals_travel_rule_waiting')
    .on('withdrawals')
    .columns(['travel_rule_state', 'travel_rule_deadline'])
    .execute();
}

export async function down(): Promise<void> {}
