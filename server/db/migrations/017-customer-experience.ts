import { type Kysely, sql } from 'kysely';

/**
 * - withdrawals.network_fee: the network fee in base units, fixed when the customer confirmed;
 *   taken from the amount (decision 115): the hold is the amount typed, the chain gets the rest.
 * - ledger_movements.public_id, card_purchases.public_id: random ids behind the reference a
 *   customer quotes to support (decision 117); the integer ids stay internal.
 * - users.display_currency: the currency the customer chose to see values in; null means the
 *   region's currency (decision 118).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table withdrawals add column network_fee numeric(78, 0) not null default 0
    check (network_fee >= 0 and network_fee < amount)`.execute(db);
  await sql`alter table ledger_movements add column public_id uuid not null default gen_random_uuid()`.execute(db);
  await sql`create unique index ledger_movements_public_id on ledger_movements (public_id)`.execute(db);
  await sql`alter table card_purchases add column public_id uuid not null default gen_random_uuid()`.execute(db);
  await sql`alter table users add column display_currency text
    check (display_currency in ('USD', 'EUR', 'AUD'))`.execute(db);
}

export async function down(): Promise<void> {}
