import { type Kysely, sql } from 'kysely';

/**
 * ledger_check: fails the statement it appears in when a condition does not hold. A movement
 * posted as one statement (no explicit transaction) checks its own outcome with it, so a wrong
 * outcome rolls the whole statement back instead of being noticed after it committed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function ledger_check(ok boolean, message text) returns boolean language plpgsql as $$
    begin
      if ok is not true then
        raise exception 'ledger check failed: %', message using errcode = 'P0001';
      end if;
      return true;
    end $$`.execute(db);
}

export async function down(): Promise<void> {}
