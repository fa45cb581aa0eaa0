import { type Kysely, sql } from 'kysely';

/**
 * Refused card-gateway notifications are counted per reason; only the last few are kept as rows
 * (server/modules/payments/webhook.ts prunes them), so unauthenticated posts cannot fill the table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gateway_notification_refusals')
    .addColumn('reason', 'text', (c) => c.primaryKey())
    .addColumn('count', 'bigint', (c) => c.notNull())
    .addColumn('first_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`insert into gateway_notification_refusals (reason, count, first_at, last_at)
    select coalesce(reason, 'unknown'), count(*), min(received_at), max(received_at)
    from gateway_notifications where not accepted group by coalesce(reason, 'unknown')`.execute(db);
  await sql`create index gateway_notifications_refused on gateway_notifications (id) where not accepted`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('gateway_notification_refusals').execute();
  await sql`drop index if exists gateway_notifications_refused`.execute(db);
}
