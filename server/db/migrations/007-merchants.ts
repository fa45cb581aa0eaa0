import { type Kysely, sql } from 'kysely';

/**
 * Merchants (the card gateway's merchant accounts, one per region, configured by MERCHANTS) and
 * the merchant transactions recorded against them for every card purchase, crypto deposit and
 * crypto withdrawal (decision 050). A transaction is unique by (request_type, transaction_id), so
 * recording the same business event twice updates its status instead of adding a row.
 * Amounts are base units of their currency (fiat 2 decimals, coins their own scale).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table merchants (
      merchant_id text primary key,
      first_name text not null,
      last_name text not null default '',
      region text not null check (region in ('EU', 'AU')),
      active boolean not null default true,
      position integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`.execute(db);
  await sql`create unique index merchants_active_region on merchants (region) where active`.execute(db);

  await sql`
    create table merchant_transactions (
      id text primary key,
      transaction_id text not null,
      merchant_id text not null references merchants(merchant_id),
      user_id text,
      request_type smallint not null check (request_type in (1, 2, 3)),
      status boolean not null,
      code text not null,
      amount numeric(78, 0) not null check (amount >= 0),
      currency text not null,
      currency_amount numeric(78, 0) check (currency_amount is null or currency_amount >= 0),
      currency_value text,
      user_name text not null default '',
      source text not null default '',
      orderreference text not null default '',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      constraint merchant_transactions_event unique (request_type, transaction_id),
      constraint merchant_transactions_pair check ((currency_amount is null) = (currency_value is null))
    )`.execute(db);
  await sql`create index merchant_transactions_listing on merchant_transactions (merchant_id, created_at desc, id)`.execute(
    db,
  );
}

export async function down(): Promise<void> {}
