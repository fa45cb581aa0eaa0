import { type Kysely, sql } from 'kysely';

/**
 * How a recurring buy is paid (decision 268): by the saved card, as every plan was, or from the
 * customer's cash balance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table recurring_plans add column funding text not null default 'card'
    check (funding in ('card', 'balance'))`.execute(db);
}

export async function down(): Promise<void> {}
