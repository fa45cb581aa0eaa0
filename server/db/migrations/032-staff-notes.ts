import { type Kysely, sql } from 'kysely';

/** Support's notes on a customer (decision 236): kept, never edited (a correction is a new note). */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table staff_notes (
    id bigserial primary key,
    customer_id text not null references users(id),
    staff_id text not null references users(id),
    text text not null,
    created_at timestamptz not null
  )`.execute(db);
  await sql`create index staff_notes_customer on staff_notes (customer_id, created_at)`.execute(db);
}

export async function down(): Promise<void> {}
