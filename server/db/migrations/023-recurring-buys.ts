import { type Kysely, sql } from 'kysely';

/**
 * Recurring buys (decision 143):
 * - card_purchases.save_card: the customer agreed to keep the card for recurring buys;
 *   plan_id, slot_at and attempt tie a purchase to the plan run that opened it;
 * - saved_cards: one gateway card token per customer (the card number never reaches us);
 * - recurring_plans: a fixed fiat amount of a coin, weekly, fortnightly or monthly;
 * - recurring_runs: one row per plan, slot and attempt. Its primary key is the claim that makes a
 *   slot run once, whatever the number of server instances.
 * - gateway_sandbox_cards: the local sandbox gateway's saved cards.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('card_purchases')
    .addColumn('save_card', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('plan_id', 'text')
    .execute();
  await db.schema
    .createTable('saved_cards')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('gateway_token', 'text', (c) => c.notNull())
    .addColumn('last4', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('recurring_plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('coin', 'text', (c) => c.notNull())
    .addColumn('fiat_currency', 'text', (c) => c.notNull())
    .addColumn('fiat_amount', sql`numeric(78,0)`, (c) => c.notNull().check(sql`fiat_amount > 0`))
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('anchor_at', 'timestamptz', (c) => c.notNull())
    .addColumn('next_run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('retry_slot_at', 'timestamptz')
    .addColumn('retry_at', 'timestamptz')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('paused_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('recurring_plans_user').on('recurring_plans').column('user_id').execute();
  await db.schema.createIndex('recurring_plans_due').on('recurring_plans').columns(['status', 'next_run_at']).execute();
  await db.schema
    .createTable('recurring_runs')
    .addColumn('plan_id', 'text', (c) => c.notNull().references('recurring_plans.id'))
    .addColumn('slot_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('tracking_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('recurring_runs_pk', ['plan_id', 'slot_at', 'attempt'])
    .execute();
  await db.schema.createIndex('recurring_runs_status').on('recurring_runs').column('status').execute();
  await db.schema
    .createTable('gateway_sandbox_cards')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('gateway_sandbox_checkouts')
    .addColumn('save_card', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('gateway_sandbox_checkouts').addColumn('card_token', 'text').execute();
}

export async function down(): Promise<void> {}
