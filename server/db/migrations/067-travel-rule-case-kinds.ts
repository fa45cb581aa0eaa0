import { type Kysely, sql } from 'kysely';

/**
 * A case opened by a Travel Rule hold (a withdrawal to someone else's self-hosted wallet above the
 * threshold or to a provider that cannot be reached, a deposit whose information does not name the
 * customer) is of kind `travel_rule_withdrawal` or `travel_rule_deposit`, not a sanctions hit:
 * the officer sees why it was stopped, and its release needs no second officer (decision 293).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create or replace function compliance_case_from_screening() returns trigger language plpgsql as $$
    begin
      perform compliance_case_open(new.user_id, 'screening', new.id,
        (case when new.source like 'travel_rule%' then 'travel_rule_' else 'sanctions_' end) || new.direction,
        new.created_at);
      return new;
    end $$`.execute(db);
  await sql`update compliance_cases c set kind = 'travel_rule_' || s.direction
    from screening_cases s
    where c.source = 'screening' and c.source_id = s.id and s.source like 'travel_rule%'`.execute(db);
}

export async function down(): Promise<void> {}
