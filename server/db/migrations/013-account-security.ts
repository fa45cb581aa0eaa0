import type { Kysely } from 'kysely';

/**
 * Account security (decisions 090 to 093):
 * - rate_limit_counters: one row per limit bucket, claimed by a single upsert, so parallel
 *   attempts can never see more room than the limit has;
 * - recovery_codes: the 2FA recovery codes, keyed hashes only, each used once;
 * - users.withdrawals_held_until: withdrawals are held after a password reset that turned 2FA off.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('bucket', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_counters_window').on('rate_limit_counters').column('window_start').execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('recovery_codes_pk', ['user_id', 'code_hash'])
    .execute();
  await db.schema.alterTable('users').addColumn('withdrawals_held_until', 'timestamptz').execute();
}

export async function down(): Promise<void> {}
