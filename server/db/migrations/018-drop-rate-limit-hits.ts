import { type Kysely, sql } from 'kysely';

/**
 * rate_limit_hits: one row per hit, replaced by rate_limit_counters (one row per bucket and
 * window, claimed atomically). Nothing reads or writes it any more; housekeeping only emptied it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists rate_limit_hits`.execute(db);
}

export async function down(): Promise<void> {}
