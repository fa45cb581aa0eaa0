/**
 * The compliance case a returned bank deposit opens (decision 310): money sent from an account in
 * someone else's name is a sign of a mule or a borrowed account, so an officer looks at it even
 * though nothing was credited. The case is opened by compliance_case_open, the database function
 * every case goes through (migration 060), keyed on the bank_deposits row: one case per payment.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';

const RETURNED_DEPOSIT_CASE_KIND = 'bank_deposit_returned';

export async function openReturnedDepositCase(
  trx: Database,
  c: { customerId: string; depositId: string; at: Date },
): Promise<void> {
  await sql`select compliance_case_open(${c.customerId}, 'bank', ${c.depositId}, ${RETURNED_DEPOSIT_CASE_KIND}, ${c.at})`.execute(
    trx,
  );
}
