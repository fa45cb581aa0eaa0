import { type Kysely, sql } from 'kysely';

/**
 * Price samples of the market ticker: each coin's USD price, read from the price source at most
 * every few minutes, so the wallet can show the change over 24 hours. Samples older than two
 * days are pruned.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table market_price_samples (
      currency text not null,
      sampled_at timestamptz not null,
      usd_price text not null,
      primary key (currency, sampled_at)
    )`.execute(db);
  await sql`create index market_price_samples_time on market_price_samples (sampled_at)`.execute(db);
}

export async function down(): Promise<void> {}
