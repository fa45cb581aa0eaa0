import { type Kysely, sql } from 'kysely';

/**
 * The double-entry ledger (decision 010). Accounts hold a cached balance; every movement of money
 * is a movement row (one business event, unique by its reference and by the Idempotency-Key that
 * caused it) with one or more transfers, each between two accounts of the same currency.
 * Transfers and movements are append-only: triggers refuse UPDATE, DELETE and TRUNCATE.
 * A user account's balance can never go below zero: a CHECK constraint refuses it.
 */
const CURRENCIES = ['BTC', 'SOL', 'ETH', 'AVAX', 'XRP', 'USDT', 'USDC', 'USD', 'EUR', 'AUD'];
const HOUSE_KINDS = ['liquidity', 'fee_revenue', 'deposits_world', 'withdrawals_in_flight', 'card_settlement'];
const CLASSES = ['conversion', 'payment', 'manual', 'trade'];

const list = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table ledger_accounts (
      id bigserial primary key,
      owner text not null check (owner in ('user', 'house')),
      user_id text references users(id),
      house_kind text check (house_kind in (${list(HOUSE_KINDS)})),
      currency text not null check (currency in (${list(CURRENCIES)})),
      balance numeric(78, 0) not null default 0,
      created_at timestamptz not null,
      constraint ledger_accounts_owner_shape check (
        (owner = 'user' and user_id is not null and house_kind is null)
        or (owner = 'house' and user_id is null and house_kind is not null)),
      constraint ledger_accounts_user_not_negative check (owner = 'house' or balance >= 0),
      constraint ledger_accounts_id_currency unique (id, currency)
    )`.execute(db);
  await sql`create unique index ledger_accounts_user_currency on ledger_accounts (user_id, currency) where owner = 'user'`.execute(
    db,
  );
  await sql`create unique index ledger_accounts_house_currency on ledger_accounts (house_kind, currency) where owner = 'house'`.execute(
    db,
  );

  await sql`
    create table ledger_movements (
      id bigserial primary key,
      kind text not null,
      ref text not null,
      user_id text references users(id),
      idempotency_key text,
      transaction_class text not null check (transaction_class in (${list(CLASSES)})),
      tracking_id text not null,
      comment text not null,
      network text,
      sender text,
      recipient text,
      payment_method text,
      details jsonb not null default '{}',
      created_at timestamptz not null,
      constraint ledger_movements_ref unique (ref),
      constraint ledger_movements_idempotency check (idempotency_key is null or user_id is not null)
    )`.execute(db);
  await sql`create unique index ledger_movements_user_key on ledger_movements (user_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
  await sql`create index ledger_movements_user_tracking on ledger_movements (user_id, tracking_id)`.execute(db);

  await sql`
    create table ledger_transfers (
      id bigserial primary key,
      movement_id bigint not null references ledger_movements(id),
      debit_account_id bigint not null,
      credit_account_id bigint not null,
      currency text not null,
      amount numeric(78, 0) not null check (amount > 0),
      created_at timestamptz not null,
      constraint ledger_transfers_two_accounts check (debit_account_id <> credit_account_id),
      constraint ledger_transfers_debit_currency foreign key (debit_account_id, currency)
        references ledger_accounts (id, currency),
      constraint ledger_transfers_credit_currency foreign key (credit_account_id, currency)
        references ledger_accounts (id, currency)
    )`.execute(db);
  await sql`create index ledger_transfers_debit on ledger_transfers (debit_account_id, id)`.execute(db);
  await sql`create index ledger_transfers_credit on ledger_transfers (credit_account_id, id)`.execute(db);
  await sql`create index ledger_transfers_movement on ledger_transfers (movement_id)`.execute(db);

  await sql`
    create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger % is append-only', tg_table_name using errcode = 'restrict_violation';
    end $$`.execute(db);
  for (const table of ['ledger_transfers', 'ledger_movements']) {
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_refuse_change()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ledger_refuse_change()`.execute(db);
  }

  /*
   * Applies balance changes, locking each account row in one fixed order: user accounts first,
   * then house accounts, each by id. Every writer goes through here, so two transactions never
   * wait on each other in opposite orders (no deadlock), and the busy house rows are locked last
   * and held for the shortest time.
   */
  await sql`
    create function ledger_apply(p_ids bigint[], p_deltas numeric[]) returns integer language plpgsql as $$
    declare
      r record;
      n integer := 0;
    begin
      for r in
        select a.id, d.delta
        from unnest(p_ids, p_deltas) as d(id, delta)
        join ledger_accounts a on a.id = d.id
        order by (a.owner = 'house'), a.id
      loop
        update ledger_accounts set balance = balance + r.delta where id = r.id;
        n := n + 1;
      end loop;
      return n;
    end $$`.execute(db);

  await sql`
    insert into ledger_accounts (owner, house_kind, currency, created_at)
    select 'house', k, c, now()
    from unnest(array[${list(HOUSE_KINDS)}]) as k, unnest(array[${list(CURRENCIES)}]) as c
    order by k, c`.execute(db);

  /** The double-entry view: each transfer is a debit entry and a credit entry. */
  await sql`
    create view ledger_entries as
      select id as transfer_id, movement_id, debit_account_id as account_id, -amount as amount, currency, created_at
      from ledger_transfers
      union all
      select id, movement_id, credit_account_id, amount, currency, created_at
      from ledger_transfers`.execute(db);
}

export async function down(): Promise<void> {}
