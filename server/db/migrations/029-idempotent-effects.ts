import { type Kysely, sql } from 'kysely';

/**
 * The Idempotency-Key of the request that made a recurring-buy plan, a price alert, a card
 * checkout or an account (decision 189): a retry whose stored answer was lost finds the row the
 * first attempt wrote and answers from it instead of making a second one. Null for rows made
 * otherwise (a plan's scheduled purchases, rows older than this migration); unique per customer,
 * and for accounts (whose sign-up has no customer yet) unique on its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['recurring_plans', 'price_alerts', 'card_purchases']) {
    await sql`alter table ${sql.table(table)} add column idempotency_key text`.execute(db);
    await sql`create unique index ${sql.id(`${table}_idempotency_key`)} on ${sql.table(table)} (user_id, idempotency_key)
      where idempotency_key is not null`.execute(db);
  }
  await sql`alter table users add column idempotency_key text`.execute(db);
  await sql`create unique index users_idempotency_key on users (idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {}
