import { type Kysely, sql } from 'kysely';

/**
 * Deposit addresses (one per user and route, from a derivation index unique per address family),
 * deposits (credited once per route, transaction and output) and withdrawals (a hold that is
 * settled exactly once: posted when sent, voided when failed).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table derivation_counters (
      scheme text primary key,
      next_index integer not null check (next_index >= 0)
    )`.execute(db);
  await sql`
    insert into derivation_counters (scheme, next_index)
    values ('bitcoin', 0), ('evm', 0), ('solana', 0), ('xrpl', 0), ('tron', 0)`.execute(db);

  await sql`
    create table deposit_addresses (
      id bigserial primary key,
      user_id text not null references users(id),
      route_id integer not null,
      scheme text not null,
      derivation_index integer not null check (derivation_index >= 0),
      address text not null,
      created_at timestamptz not null,
      constraint deposit_addresses_user_route unique (user_id, route_id),
      constraint deposit_addresses_index unique (scheme, derivation_index),
      constraint deposit_addresses_address unique (address)
    )`.execute(db);

  await sql`
    create table deposits (
      id bigserial primary key,
      route_id integer not null,
      txid text not null,
      output_index integer not null check (output_index >= 0),
      address text not null,
      user_id text not null references users(id),
      currency text not null,
      amount numeric(78, 0) not null check (amount > 0),
      movement_id bigint not null references ledger_movements(id),
      created_at timestamptz not null,
      constraint deposits_once unique (route_id, txid, output_index)
    )`.execute(db);
  await sql`create index deposits_user on deposits (user_id, id)`.execute(db);

  await sql`
    create table withdrawals (
      id text primary key,
      user_id text not null references users(id),
      route_id integer not null,
      currency text not null,
      address text not null,
      amount numeric(78, 0) not null check (amount > 0),
      state text not null check (state in ('pending', 'sent', 'failed')),
      tx_hash text,
      failure_reason text,
      idempotency_key text not null,
      hold_movement_id bigint not null references ledger_movements(id),
      settle_movement_id bigint references ledger_movements(id),
      created_at timestamptz not null,
      settled_at timestamptz,
      constraint withdrawals_key unique (user_id, idempotency_key),
      constraint withdrawals_settled_once check ((state = 'pending') = (settle_movement_id is null)),
      constraint withdrawals_sent_hash check (state <> 'sent' or tx_hash is not null)
    )`.execute(db);
  await sql`create index withdrawals_pending on withdrawals (created_at) where state = 'pending'`.execute(db);
  await sql`create index withdrawals_hold on withdrawals (hold_movement_id)`.execute(db);
}

export async function down(): Promise<void> {}
