import { type Kysely, sql } from 'kysely';

/**
 * Withdrawal limits (decision 135): each withdrawal's value when it was made, in every display
 * currency (USD, EUR, AUD; 2 decimals), so the rolling windows add up recorded values whatever
 * the currency the customer shows values in later, never today's prices. Withdrawals made before
 * this migration have none and count as 0. The index serves the windows' sums per customer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table withdrawals
    add column value_usd numeric(20, 2) check (value_usd >= 0),
    add column value_eur numeric(20, 2) check (value_eur >= 0),
    add column value_aud numeric(20, 2) check (value_aud >= 0)`.execute(db);
  await sql`create index withdrawals_user_created on withdrawals (user_id, created_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index withdrawals_user_created`.execute(db);
  await sql`alter table withdrawals drop column value_usd, drop column value_eur, drop column value_aud`.execute(db);
}
