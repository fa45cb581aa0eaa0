import { type Kysely, sql } from 'kysely';

/**
 * Money through the bank (decisions 240-242):
 * - bank_deposit_details: each verified customer's own deposit details at the bank provider
 *   (a PayID with BSB and account number in Australia, a virtual IBAN with a reference in the EU);
 * - bank_deposits: every incoming payment the provider told us of, once per provider payment id,
 *   credited to the customer or returned to the sender (then kept for review);
 * - bank_notifications: each notification received (accepted or refused), and its event id once,
 *   so a delivery seen before moves nothing;
 * - bank_sandbox_accounts / bank_sandbox_payments: the local sandbox bank's own books.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_deposit_details')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency in ('AUD', 'EUR')`))
    .addColumn('provider_account_id', 'text', (c) => c.notNull().unique())
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('payid', 'text')
    .addColumn('bsb', 'text')
    .addColumn('account_number', 'text')
    .addColumn('iban', 'text')
    .addColumn('bic', 'text')
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('bank_deposits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull().unique())
    .addColumn('provider_account_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(78, 0)`, (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('payer_name', 'text', (c) => c.notNull())
    .addColumn('payer_account', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('credited', 'returned')`))
    .addColumn('reason', 'text')
    .addColumn('movement_id', 'bigint', (c) => c.references('ledger_movements.id'))
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('bank_deposits_credited_once', sql`(state = 'credited') = (movement_id is not null)`)
    .execute();
  await sql`create index bank_deposits_user on bank_deposits (user_id, received_at)`.execute(db);

  await db.schema
    .createTable('bank_notifications')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('event_id', 'text')
    .addColumn('event_name', 'text')
    .addColumn('ip', 'text')
    .execute();
  await sql`create unique index bank_notifications_event on bank_notifications (event_id) where accepted`.execute(db);

  await db.schema
    .createTable('bank_sandbox_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('payid', 'text')
    .addColumn('bsb', 'text')
    .addColumn('account_number', 'text')
    .addColumn('iban', 'text')
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('bank_sandbox_payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('in', 'out')`))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', sql`numeric(78, 0)`, (c) => c.notNull())
    .addColumn('counterparty_name', 'text', (c) => c.notNull())
    .addColumn('counterparty_account', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {}
