import { type Kysely, sql } from 'kysely';

/**
 * The audit trail (decision 235). Each entry gains whom it is about, why, the state before and
 * after, and the request it came from; and a place in a hash chain: `seq` counts the entries in
 * the order they were written (the id's order can differ under concurrency, as ids are drawn
 * before the chain's lock is taken), `hash` covers the entry and the hash before it. The
 * database itself refuses any UPDATE, DELETE or TRUNCATE of the table, so no code path of the
 * server can rewrite history; only a superuser who disables the trigger can, and the chain check
 * (audit.verify) then finds the entry that no longer matches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table audit_log
    add column subject_id text,
    add column reason text,
    add column request_id text,
    add column before jsonb,
    add column after jsonb,
    add column seq bigint,
    add column prev_hash text,
    add column hash text`.execute(db);

  // What an entry's hash covers, as one canonical text: a JSON array of its fields (jsonb text
  // is canonical), its time as epoch seconds so the session's time zone cannot change the text.
  await sql`create function audit_row_hash(prev text, r audit_log) returns text
    language sql immutable as $$
      select encode(sha256(convert_to(jsonb_build_array(
        prev, r.seq, r.id, extract(epoch from r.at)::text, r.actor_id, r.actor_role, r.action, r.outcome,
        r.ip, r.details, r.subject_id, r.reason, r.request_id, r.before, r.after
      )::text, 'UTF8')), 'hex')
    $$`.execute(db);

  // Entries written before this migration join the chain in their id order.
  await sql`do $$
    declare r audit_log; prev text := null; n bigint := 0;
    begin
      for r in select * from audit_log order by id loop
        n := n + 1;
        r.seq := n;
        update audit_log set seq = n, prev_hash = prev, hash = audit_row_hash(prev, r) where id = r.id;
        prev := audit_row_hash(prev, r);
      end loop;
    end $$`.execute(db);

  // One writer at a time extends the chain: the lock is held to the end of the writing
  // transaction, so the next writer sees this entry as the last.
  await sql`create function audit_log_chain() returns trigger language plpgsql as $$
    declare last_seq bigint; last_hash text;
    begin
      perform pg_advisory_xact_lock(73170101);
      select seq, hash into last_seq, last_hash from audit_log order by seq desc limit 1;
      new.seq := coalesce(last_seq, 0) + 1;
      new.prev_hash := last_hash;
      new.hash := audit_row_hash(last_hash, new);
      return new;
    end $$`.execute(db);
  await sql`create trigger audit_log_chain before insert on audit_log
    for each row execute function audit_log_chain()`.execute(db);

  await sql`create function audit_log_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only: % refused', tg_op using errcode = '42501';
    end $$`.execute(db);
  await sql`create trigger audit_log_append_only before update or delete on audit_log
    for each row execute function audit_log_refuse_change()`.execute(db);
  await sql`create trigger audit_log_no_truncate before truncate on audit_log
    for each statement execute function audit_log_refuse_change()`.execute(db);

  await sql`alter table audit_log alter column seq set not null, alter column hash set not null`.execute(db);
  await sql`create unique index audit_log_seq on audit_log (seq)`.execute(db);
  await sql`create index audit_log_subject on audit_log (subject_id, seq) where subject_id is not null`.execute(db);
  await sql`create index audit_log_actor on audit_log (actor_id, seq)`.execute(db);
  await sql`create index audit_log_action on audit_log (action, seq)`.execute(db);
}

export async function down(): Promise<void> {}
