import { type Kysely, sql } from 'kysely';

/**
 * Card purchases: one row per purchase, keyed by its tracking id, moved out of 'pending' only by
 * the gateway's verified word (a signed notification or a status query) and credited at most
 * once (credit_transaction_id is unique and set in the same transaction as the final status).
 * The client's own report of the result is kept apart (card_purchase_reports) and moves nothing.
 * Every notification received, authentic or not, is logged for investigation.
 * gateway_sandbox_checkouts holds the local sandbox gateway's checkouts (local mode only).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_purchases')
    .addColumn('tracking_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'success', 'failed', 'declined', 'cancelled', 'expired')`),
    )
    .addColumn('fiat_currency', 'text', (c) => c.notNull())
    // Fiat in cents: the crypto's value, the fee, and what the card is charged (value + fee).
    .addColumn('fiat_amount', sql`numeric(78,0)`, (c) => c.notNull().check(sql`fiat_amount > 0`))
    .addColumn('fee_amount', sql`numeric(78,0)`, (c) => c.notNull().check(sql`fee_amount >= 0`))
    .addColumn('total_amount', sql`numeric(78,0)`, (c) => c.notNull().check(sql`total_amount > 0`))
    .addColumn('coin', 'text', (c) => c.notNull())
    // Crypto in the coin's base units, as priced at init from the ask price.
    .addColumn('crypto_amount', sql`numeric(78,0)`, (c) => c.notNull().check(sql`crypto_amount > 0`))
    .addColumn('price', 'text', (c) => c.notNull())
    .addColumn('usdc_rate', 'text')
    .addColumn('client_usdc', 'text')
    .addColumn('checkout_token', 'text', (c) => c.unique())
    .addColumn('redirect_url', 'text')
    .addColumn('test', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('gateway_uid', 'text')
    .addColumn('gateway_status', 'text')
    .addColumn('gateway_code', 'text')
    .addColumn('gateway_message', 'text')
    .addColumn('credit_transaction_id', 'text', (c) => c.unique())
    .addColumn('settled_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('settled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('card_purchases_user').on('card_purchases').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createIndex('card_purchases_pending')
    .on('card_purchases')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('card_purchase_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tracking_id', 'text', (c) => c.notNull().unique().references('card_purchases.tracking_id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('reported_status', 'text', (c) => c.notNull())
    .addColumn('amount', 'text')
    .addColumn('currency', 'text')
    .addColumn('crypto_value', 'text')
    .addColumn('crypto_currency', 'text')
    .addColumn('usdc', 'text')
    .addColumn('device_type', 'text')
    .addColumn('data', 'text')
    .addColumn('verified_status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gateway_notifications')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('tracking_id', 'text')
    .addColumn('status', 'text')
    .addColumn('ip', 'text')
    .execute();

  await db.schema
    .createTable('gateway_sandbox_checkouts')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('tracking_id', 'text', (c) => c.notNull())
    .addColumn('amount_minor', sql`numeric(78,0)`, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('decline_url', 'text', (c) => c.notNull())
    .addColumn('fail_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('notification_url', 'text', (c) => c.notNull())
    .addColumn('test', 'boolean', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('uid', 'text')
    .addColumn('code', 'text')
    .addColumn('message', 'text')
    .addColumn('card_last4', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_sandbox_checkouts').execute();
  await db.schema.dropTable('gateway_notifications').execute();
  await db.schema.dropTable('card_purchase_reports').execute();
  await db.schema.dropTable('card_purchases').execute();
}
