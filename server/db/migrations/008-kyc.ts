import type { Kysely } from 'kysely';

/**
 * Identity verification: the provider webhooks received (each processed once, kept as the record
 * of what the provider told us and when), and the local sandbox provider's own state (its access
 * tokens and applicants), which stands in for the provider's database in local mode.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('kyc_webhook_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('applicant_id', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz')
    .addColumn('resulting_status', 'text')
    .addUniqueConstraint('kyc_webhook_events_key', ['provider', 'event_key'])
    .execute();

  await db.schema
    .createTable('kyc_sandbox_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('kyc_sandbox_applicants')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('applicant_id', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('review_status', 'text', (c) => c.notNull()) // init, pending, completed
    .addColumn('review_answer', 'text') // GREEN, RED: decided at submission, visible once due
    .addColumn('reject_type', 'text') // FINAL, RETRY
    .addColumn('document_bytes', 'integer')
    .addColumn('selfie_bytes', 'integer')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('review_due_at', 'timestamptz')
    .addColumn('delivered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {}
