import { type Kysely, sql } from 'kysely';

/**
 * A bank deposit returned because the sending account is not in the customer's verified name
 * opens a compliance case of kind `bank_deposit_returned` (decision 310). Its source is `bank` and
 * its source id the bank_deposits row, which is one per provider payment id: the case is opened by
 * the same compliance_case_open as every other case, so a payment told again opens nothing more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table compliance_cases drop constraint if exists compliance_cases_source_check`.execute(db);
  await sql`alter table compliance_cases add constraint compliance_cases_source_check
    check (source in ('screening', 'monitoring', 'bank'))`.execute(db);
}

export async function down(): Promise<void> {}
