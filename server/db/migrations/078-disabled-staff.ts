import { type Kysely, sql } from 'kysely';

/**
 * A disabled staff account (decision 320): status 'disabled' beside 'active' and 'closed', so
 * every check that lets only an active account sign in or keep a session refuses it too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_status_check`.execute(db);
  await sql`alter table users add constraint users_status_check
    check (status in ('active', 'closed', 'disabled'))`.execute(db);
}

export async function down(): Promise<void> {}
