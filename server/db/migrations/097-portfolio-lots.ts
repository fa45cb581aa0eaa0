import { type Kysely, sql } from 'kysely';

/**
 * What each coin cost (decision 413): one lot per acquisition, and one disposal record per lot a
 * disposal took from, with its time, so that holding periods can be told later. A customer's book
 * is rebuilt from the ledger on its first read (portfolio_books marks it kept from then on); every
 * movement after that writes its lots in its own transaction.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table portfolio_books (
      user_id text primary key references users(id),
      currency text not null check (currency in ('AUD', 'EUR')),
      rebuilt_at timestamptz not null
    )`.execute(db);
  await sql`
    create table portfolio_lots (
      id bigserial primary key,
      user_id text not null references users(id),
      currency text not null,
      movement_ref text not null,
      opened_at timestamptz not null,
      amount numeric(78, 0) not null check (amount > 0),
      remaining numeric(78, 0) not null check (remaining >= 0 and remaining <= amount),
      cost numeric(20, 0) not null check (cost >= 0),
      cost_remaining numeric(20, 0) not null check (cost_remaining >= 0 and cost_remaining <= cost),
      rate_missing boolean not null default false,
      estimated boolean not null default false,
      corrected boolean not null default false
    )`.execute(db);
  await sql`create index portfolio_lots_open on portfolio_lots (user_id, currency, opened_at, id)
    where remaining > 0`.execute(db);
  await sql`create index portfolio_lots_user on portfolio_lots (user_id)`.execute(db);
  await sql`
    create table portfolio_disposals (
      id bigserial primary key,
      user_id text not null references users(id),
      lot_id bigint references portfolio_lots(id),
      movement_ref text not null,
      kind text not null check (kind in ('sale', 'withdrawal', 'swap', 'transfer')),
      currency text not null,
      disposed_at timestamptz not null,
      units numeric(78, 0) not null check (units > 0),
      cost numeric(20, 0) not null check (cost >= 0),
      proceeds numeric(20, 0) not null check (proceeds >= 0),
      rate_missing boolean not null default false
    )`.execute(db);
  // The book's currency, read by the movement statement once it holds the customer's accounts.
  // plpgsql and VOLATILE: never inlined, and its query takes a snapshot of its own, so it sees a
  // rebuild that committed while the statement waited for those accounts.
  await sql`
    create function portfolio_book_of(p_user text) returns text language plpgsql volatile as $$
    begin
      return (select currency from portfolio_books where user_id = p_user);
    end $$`.execute(db);
  await sql`create index portfolio_disposals_user on portfolio_disposals (user_id, disposed_at)`.execute(db);
  await sql`create index portfolio_disposals_movement on portfolio_disposals (user_id, movement_ref)`.execute(db);
}

export async function down(): Promise<void> {}
