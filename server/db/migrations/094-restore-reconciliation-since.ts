import { type Kysely, sql } from 'kysely';

/**
 * A restore reconciles against the outside world (decision 377):
 * - database_checkpoint: one row, moved forward at every start and every minute; a backup carries
 *   it, so a restored database knows from when to read custody's and the bank's payments;
 * - database_restores.since: that time for each restore (null: from the beginning);
 * - restore_found_payments: each payment custody or the bank made that the restored database
 *   did not know as paid, debited once (unique on source and payment), listed for the operator.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('database_checkpoint')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('checkpoint_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('database_restores').addColumn('since', 'timestamptz').execute();
  await db.schema
    .createTable('restore_found_payments')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('restore_id', 'text', (c) => c.notNull().references('database_restores.id'))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('custody', 'bank')`))
    .addColumn('payment_id', 'text', (c) => c.notNull())
    .addColumn('withdrawal_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'timestamptz', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) =>
      c.notNull().check(sql`outcome in ('settled', 'debited', 'unattributed', 'short')`),
    )
    .addColumn('movement_id', 'integer')
    .addColumn('found_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('restore_found_payments_once', ['source', 'payment_id'])
    .execute();
}

export async function down(): Promise<void> {}
