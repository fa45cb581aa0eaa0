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
      -- When the customer saw it fired (viewed their alerts); null while unseen or armed.
      seen_at timestamptz,
      created_at timestamptz not null,
      check ((kind = 'move') = (percent is not null) and (kind = 'move') = (price is null))
    )`.execute(db);
  await sql`create index price_alerts_user on price_alerts (user_id, created_at)`.execute(db);
  await sql`create index price_alerts_armed on price_alerts (coin) where fired_at is null`.execute(db);
  // Web Push subscriptions (decision 142): one per browser, tied to the session that made it.
  await sql`
    create table push_subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id text not null references users(id) on delete cascade,
      session_id text not null references sessions(id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null
    )`.execute(db);
  await sql`create index push_subscriptions_user on push_subscriptions (user_id)`.execute(db);
  await sql`create index push_subscriptions_session on push_subscriptions (session_id)`.execute(db);
  // Every way a session ends (sign-out, password change, "this wasn't me", reuse) sets revoked_at;
  // the trigger removes that browser's subscriptions in the same statement, whichever path ran it.
  await sql`
    create function push_subscriptions_end_with_session() returns trigger language plpgsql as $$
    begin
      delete from push_subscriptions where session_id = new.id;
      return new;
    end $$`.execute(db);
  await sql`
    create trigger sessions_revoked_push after update of revoked_at on sessions
    for each row when (new.revoked_at is not null and old.revoked_at is null)
    execute function push_subscriptions_end_with_session()`.execute(db);
}

export async function down(): Promise<void> {}
