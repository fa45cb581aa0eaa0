import type { Kysely } from 'kysely';

/**
 * The customer's own bank accounts that cash withdrawals may go to (decision 243), confirmed by
 * email and usable after the same hold as crypto addresses: one row per customer and account
 * (`account_key`: the BSB and account number, or the IBAN, without spaces).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_payees')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('account_key', 'text', (c) => c.notNull())
    .addColumn('bsb', 'text')
    .addColumn('account_number', 'text')
    .addColumn('iban', 'text')
    .addColumn('holder_name', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirm_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('confirm_expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('usable_at', 'timestamptz')
    .addUniqueConstraint('bank_payees_entry', ['user_id', 'account_key'])
    .execute();
}

export async function down(): Promise<void> {}
