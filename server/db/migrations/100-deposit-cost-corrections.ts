import { type Kysely, sql } from 'kysely';

/**
 * What a customer says a deposited coin cost them (issue 46): a deposit is valued at its time's
 * price until then. Kept apart from the lots, which are rebuilt from the ledger and these.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table deposit_cost_corrections (
      user_id text not null references users(id),
      movement_ref text not null,
      currency text not null,
      cost numeric(20, 0) not null check (cost >= 0),
      corrected_at timestamptz not null,
      primary key (user_id, movement_ref, currency)
    )`.execute(db);
}

export async function down(): Promise<void> {}
