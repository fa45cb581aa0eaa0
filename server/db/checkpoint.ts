/**
 * The database's own clock of its life (decision 377): one row, moved forward at every start and
 * every minute while the server runs. A backup carries it, so a restored database knows from when
 * to read the payments custody and the bank made since; and a generation number that only grows
 * tells, against a mark kept outside the data, that the data went back in time in place.
 */
import type { Database } from './index.js';

interface Checkpoint {
  generation: number;
  at: Date;
}

export async function readCheckpoint(db: Database): Promise<Checkpoint | null> {
  const row = await db
    .selectFrom('database_checkpoint')
    .select(['generation', 'checkpoint_at'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return row ? { generation: Number(row.generation), at: new Date(row.checkpoint_at) } : null;
}

/** Moves the checkpoint forward: the next generation, at `now`. */
export async function advanceCheckpoint(db: Database, now: Date): Promise<Checkpoint> {
  const row = await db
    .insertInto('database_checkpoint')
    .values({ id: 1, generation: 1, checkpoint_at: now })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        generation: eb('database_checkpoint.generation', '+', 1),
        checkpoint_at: now,
      })),
    )
    .returning(['generation', 'checkpoint_at'])
    .executeTakeFirstOrThrow();
  return { generation: Number(row.generation), at: new Date(row.checkpoint_at) };
}
