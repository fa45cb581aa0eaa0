import { type Kysely, sql } from 'kysely';

/**
 * A withdrawal the receiving provider refused or never answered opens a case (decision 330), of
 * kind `travel_rule_refused` or `travel_rule_timed_out`, from its screening case's source
 * (`travel_rule:refused`, `travel_rule:timed_out`); other Travel Rule holds keep
 * `travel_rule_<direction>` and sanctions hits `sanctions_<direction>`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create or replace function compliance_case_from_screening() returns trigger language plpgsql as $$
    begin
      perform compliance_case_open(new.user_id, 'screening', new.id,
        case
          when new.source = 'travel_rule:refused' then 'travel_rule_refused'
          when new.source = 'travel_rule:timed_out' then 'travel_rule_timed_out'
          when new.source like 'travel_rule%' then 'travel_rule_' || new.direction
          else 'sanctions_' || new.direction
        end,
        new.created_at);
      return new;
    end $$`.execute(db);
}

export async function down(): Promise<void> {}
