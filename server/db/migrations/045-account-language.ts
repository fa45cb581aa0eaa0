import { type Kysely, sql } from 'kysely';

/**
 * The language the customer chose for the app and their emails (decision 230): one of
 * contract/languages.ts; null until chosen, when the browser's language applies.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column language text`.execute(db);
}

export async function down(): Promise<void> {}
