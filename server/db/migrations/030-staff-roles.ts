import { type Kysely, sql } from 'kysely';

/**
 * Staff roles (decision 234): support, compliance and admin. The existing admins keep the role
 * `admin` and everything they had; only the check on the column widens.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check
    check (role in ('user', 'support', 'compliance', 'admin'))`.execute(db);
}

export async function down(): Promise<void> {}
