import { type Kysely, sql } from 'kysely';

/**
 * The customer's history names each order movement's pair (decision 444) by joining orders on the
 * movement that held its amount and the one that settled it: both are looked up by index, so a
 * history page does not read the whole orders table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index orders_hold_movement on orders (hold_movement_id)`.execute(db);
  await sql`create index orders_settle_movement on orders (settle_movement_id) where settle_movement_id is not null`.execute(
    db,
  );
}

export async function down(): Promise<void> {}
