import { type Kysely, sql } from 'kysely';

/**
 * Every page of a customer's history and every statement joins the ledger's movements to the
 * chain deposits, the cash withdrawals and the swap quotes that made them, each table holding
 * every customer's rows: by these indexes each movement finds its row, instead of each page
 * reading those tables whole (server/test/indexed-reads.ts and a test beside each read).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index deposits_movement on deposits (movement_id)`.execute(db);
  await sql`create index bank_withdrawals_hold_movement on bank_withdrawals (hold_movement_id)`.execute(db);
  await sql`create index swap_quotes_movement on swap_quotes (movement_id) where movement_id is not null`.execute(db);
}

export async function down(): Promise<void> {}
