import { type Kysely, sql } from 'kysely';

/**
 * Limit and stop orders (decision 427). An open order's source amount sits in the house account
 * `order_holds` of its currency, moved there by the order's hold movement; its one settlement
 * (filled, cancelled or expired) moves it out again, under the ref `order:<id>:settle`, so an order
 * can end only once whoever races for it. Open orders are read by pair and trigger price.
 */
const CURRENCIES = ['BTC', 'SOL', 'ETH', 'AVAX', 'XRP', 'USDT', 'USDC', 'USD', 'EUR', 'AUD'];
const HOUSE_KINDS = [
  'liquidity',
  'fee_revenue',
  'deposits_world',
  'withdrawals_in_flight',
  'card_settlement',
  'order_holds',
];
const list = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ledger_accounts drop constraint ledger_accounts_house_kind_check`.execute(db);
  await sql`alter table ledger_accounts add constraint ledger_accounts_house_kind_check
    check (house_kind in (${list(HOUSE_KINDS)}))`.execute(db);
  await sql`
    insert into ledger_accounts (owner, house_kind, currency, created_at)
    select 'house', 'order_holds', c, now() from unnest(array[${list(CURRENCIES)}]) as c order by c`.execute(db);
  await sql`
    create table orders (
      id uuid primary key,
      user_id text not null references users(id),
      kind text not null check (kind in ('limit', 'stop')),
      source_currency text not null,
      target_currency text not null,
      source_amount numeric(78, 0) not null check (source_amount > 0),
      price numeric not null check (price > 0),
      state text not null default 'open' check (state in ('open', 'filled', 'cancelled', 'expired')),
      idempotency_key text,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      ended_at timestamptz,
      fill_price numeric,
      target_amount numeric(78, 0),
      fee_amount numeric(78, 0),
      hold_movement_id bigint references ledger_movements(id),
      settle_movement_id bigint references ledger_movements(id),
      constraint orders_pair check (source_currency <> target_currency),
      constraint orders_settled check ((state = 'open') = (settle_movement_id is null))
    )`.execute(db);
  await sql`create unique index orders_user_key on orders (user_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
  await sql`create index orders_user on orders (user_id, created_at desc)`.execute(db);
  // A tick reads the open orders of a pair whose price the market has reached: by pair, kind and price.
  await sql`create index orders_open_trigger on orders (source_currency, target_currency, kind, price) where state = 'open'`.execute(
    db,
  );
  await sql`create index orders_open_expiry on orders (expires_at) where state = 'open'`.execute(db);
}

export async function down(): Promise<void> {}
