import { type Kysely, sql } from 'kysely';

/** The pipeline prunes old Idempotency-Keys every minute (server/http/housekeeping.ts) by age. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index idempotency_keys_created on idempotency_keys (created_at)`.execute(db);
}

export async function down(): Promise<void> {}
