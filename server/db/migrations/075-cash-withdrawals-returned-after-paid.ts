import { type Kysely, sql } from 'kysely';

/**
 * A cash withdrawal the bank returns after it was paid (decision 312) ends in state `returned`:
 * its amount was posted out to the world and came back to the customer's balance.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table bank_withdrawals drop constraint if exists bank_withdrawals_state_check`.execute(db);
  await sql`alter table bank_withdrawals add constraint bank_withdrawals_state_check
    check (state in ('pending', 'sent', 'failed', 'returned'))`.execute(db);
}

export async function down(): Promise<void> {}
