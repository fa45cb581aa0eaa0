import { type Kysely, sql } from 'kysely';

/**
 * - health_probe: one row the health check rewrites, so health reports a database that answers
 *   but cannot write (disk full, read-only) as unavailable.
 * - instance_secrets: secrets generated once in local mode on a shared PostgreSQL, so every
 *   instance signs and encrypts with the same keys.
 * - server_instances: each running server's heartbeat; a pending Idempotency-Key whose holder has
 *   stopped beating was left by a crash and may be taken over by a retry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('health_probe')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('instance_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('server_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('idempotency_keys').addColumn('holder', 'text').execute();
}

export async function down(): Promise<void> {}
