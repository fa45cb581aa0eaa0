import { type Kysely, sql } from 'kysely';

/**
 * Settlement claims each pending withdrawal before asking custody about it (decision 355):
 * - claimed_until: the claim's lease; another instance takes the withdrawal only once it passed
 *   (a crashed instance's claims end by themselves);
 * - checked_at: when custody was last asked; never asked (null) comes first, so a withdrawal
 *   custody holds as pending does not keep the newer ones from being submitted, and a run asks
 *   about none it or another instance asked about since the run began.
 * Both are the database's own time, the one clock every instance shares.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('withdrawals')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('checked_at', 'timestamptz')
    .execute();
  await sql`create index withdrawals_settlement_order on withdrawals (checked_at nulls first, created_at)
    where state = 'pending'`.execute(db);
}

export async function down(): Promise<void> {}
