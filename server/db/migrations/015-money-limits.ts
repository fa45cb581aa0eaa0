import { type Kysely, sql } from 'kysely';

/**
 * Money limits (decisions 101 and 102):
 * - card_purchases.expires_at: when the checkout stops being payable; refund_reason: why a payment
 *   the gateway took credited nothing and must be refunded (paid after expiry, account closed);
 * - gateway_sandbox_checkouts.expires_at: the local card form's copy of the gateway's expiry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('card_purchases').addColumn('expires_at', 'timestamptz').execute();
  await db.schema.alterTable('card_purchases').addColumn('refund_reason', 'text').execute();
  await db.schema.alterTable('gateway_sandbox_checkouts').addColumn('expires_at', 'timestamptz').execute();
  await sql`create index card_purchases_refund on card_purchases (settled_at) where refund_reason is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index card_purchases_refund`.execute(db);
  await db.schema.alterTable('gateway_sandbox_checkouts').dropColumn('expires_at').execute();
  await db.schema.alterTable('card_purchases').dropColumn('refund_reason').execute();
  await db.schema.alterTable('card_purchases').dropColumn('expires_at').execute();
}
