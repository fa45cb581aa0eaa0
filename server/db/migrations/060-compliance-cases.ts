import { type Kysely, sql } from 'kysely';

/**
 * One case queue for compliance (decision 277): every screening hit and every monitoring finding
 * opens a case, by a trigger on their tables, so no code path that records a hit or a finding can
 * forget the case. A case has a state, an owner, a timeline of events and a decision with its
 * reason. Hits and findings recorded before this migration become cases too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table compliance_cases (
    id serial primary key,
    customer_id text not null references users(id),
    source text not null check (source in ('screening', 'monitoring')),
    source_id text not null,
    kind text not null,
    state text not null default 'open' check (state in ('open', 'in_review', 'escalated', 'closed')),
    owner_id text references users(id),
    decision text check (decision in ('release', 'return', 'freeze', 'report')),
    decision_reason text,
    opened_at timestamptz not null,
    closed_at timestamptz,
    unique (source, source_id),
    check ((state = 'closed') = (decision is not null))
  )`.execute(db);
  await sql`create index compliance_cases_queue on compliance_cases (state, opened_at)`.execute(db);
  await sql`create table compliance_case_events (
    id serial primary key,
    case_id integer not null references compliance_cases(id),
    at timestamptz not null,
    staff_id text references users(id),
    event text not null,
    note text
  )`.execute(db);
  await sql`create index compliance_case_events_case on compliance_case_events (case_id, id)`.execute(db);

  await sql`create function compliance_case_open(customer text, src text, src_id text, what text, at timestamptz)
    returns void language plpgsql as $$
    declare made integer;
    begin
      insert into compliance_cases (customer_id, source, source_id, kind, opened_at)
        values (customer, src, src_id, what, at)
        on conflict (source, source_id) do nothing
        returning id into made;
      if made is not null then
        insert into compliance_case_events (case_id, at, event) values (made, at, 'opened');
      end if;
    end $$`.execute(db);
  await sql`create function compliance_case_from_screening() returns trigger language plpgsql as $$
    begin
      perform compliance_case_open(new.user_id, 'screening', new.id, 'sanctions_' || new.direction, new.created_at);
      return new;
    end $$`.execute(db);
  await sql`create function compliance_case_from_monitoring() returns trigger language plpgsql as $$
    begin
      perform compliance_case_open(new.user_id, 'monitoring', new.id::text, new.rule, new.found_at);
      return new;
    end $$`.execute(db);
  await sql`create trigger compliance_case_from_screening after insert on screening_cases
    for each row execute function compliance_case_from_screening()`.execute(db);
  await sql`create trigger compliance_case_from_monitoring after insert on monitoring_findings
    for each row execute function compliance_case_from_monitoring()`.execute(db);

  await sql`select compliance_case_open(user_id, 'screening', id, 'sanctions_' || direction, created_at)
    from screening_cases order by created_at`.execute(db);
  await sql`select compliance_case_open(user_id, 'monitoring', id::text, rule, found_at)
    from monitoring_findings order by id`.execute(db);
}

export async function down(): Promise<void> {}
