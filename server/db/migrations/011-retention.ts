import type { Kysely } from 'kysely';

/**
 * erased_at: when the personal data kept for AML retention after an account was closed was
 * erased, once the retention period ended (decision 068). Null while the data is still kept;
 * the erasure job skips rows where it is set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('erased_at', 'timestamptz').execute();
}

export async function down(): Promise<void> {}
