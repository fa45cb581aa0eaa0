import { type Kysely, sql } from 'kysely';

/**
 * A case may be closed with no action (decision 383): a finding or a hit whose transfer is no
 * longer held, where nothing is left to move. The decision's check takes the new value.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table compliance_cases drop constraint if exists compliance_cases_decision_check`.execute(db);
  await sql`alter table compliance_cases add constraint compliance_cases_decision_check
    check (decision in ('release', 'return', 'freeze', 'report', 'no_action'))`.execute(db);
}

export async function down(): Promise<void> {}
