import type { Kysely } from 'kysely';

/**
 * Sessions and devices, sign-in alerts (decisions 136 and 137):
 * - sessions.device_key and country: what a sign-in came from, compared with the account's
 *   earlier sign-ins to recognise a new device or country; last_active_at for the session list;
 * - security_alerts: the "This wasn't me" link of each security-alert email, as a hash only;
 * - users.withdrawals_held_reason: why withdrawals_held_until is set, for the refusal's words.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('device_key', 'text')
    .addColumn('country', 'text')
    .addColumn('last_active_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_created').on('sessions').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('security_alerts')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('security_alerts_expiry').on('security_alerts').column('expires_at').execute();
  await db.schema.alterTable('users').addColumn('withdrawals_held_reason', 'text').execute();
}

export async function down(): Promise<void> {}
