import { type Kysely, sql } from 'kysely';

/**
 * Swap quotes: a price promise to one user, for one amount, until expires_at. A quote is used at
 * most once: used_at and the ledger movement are set together when it is confirmed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table swap_quotes (
      id text primary key,
      user_id text not null references users(id),
      source_currency text not null,
      target_currency text not null,
      source_amount numeric(78, 0) not null check (source_amount > 0),
      target_amount numeric(78, 0) not null check (target_amount > 0),
      fee_amount numeric(78, 0) not null check (fee_amount >= 0),
      rate text not null,
      instrument_id text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      movement_id bigint references ledger_movements(id),
      constraint swap_quotes_used_once check ((used_at is null) = (movement_id is null)),
      constraint swap_quotes_two_currencies check (source_currency <> target_currency)
    )`.execute(db);
  await sql`create index swap_quotes_user on swap_quotes (user_id, created_at)`.execute(db);
  await sql`create index swap_quotes_unused_expiry on swap_quotes (expires_at) where used_at is null`.execute(db);
}

export async function down(): Promise<void> {}
