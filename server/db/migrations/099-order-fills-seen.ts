import { type Kysely, sql } from 'kysely';

/**
 * A filled order is news for the bell (decision 443) until the customer views their alerts: when
 * it was seen, null until then. Orders filled before this are taken as seen.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column seen_at timestamptz`.execute(db);
  await sql`update orders set seen_at = ended_at where state = 'filled'`.execute(db);
}

export async function down(): Promise<void> {}
