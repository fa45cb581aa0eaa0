import { type Kysely, sql } from 'kysely';

/**
 * Price alerts (decision 142): a customer's rule on one coin's price in a fiat currency, either a
 * level (above / below `price`) or a move of more than `percent` over 24 hours. `fired_at` is set
 * once when the rule holds; re-arming clears it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table price_alerts (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      coin text not null,
      kind text not null check (kind in ('above', 'below', 'move')),
      currency text not null check (currency in ('USD', 'EUR', 'AUD')),
      price numeric(38, 8) check (price > 0),
      percent numeric(6, 2) check (percent > 0),
      fired_at timestamptz,
      created_at timestamptz not null,
      check ((kind = 'move') = (percent is not null) and (kind = 'move') = (price is null))
    )`.execute(db);
  await sql`create index price_alerts_user on price_alerts (user_id, created_at)`.execute(db);
  await sql`create index price_alerts_armed on price_alerts (coin) where fired_at is null`.execute(db);
}

export async function down(): Promise<void> {}
