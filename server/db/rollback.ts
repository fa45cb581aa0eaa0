/**
 * Data rolled back in place (decision 378): the same folder, at the same path and inode, holding
 * older data (a volume snapshot put back, files copied back over it) passes the copied-folder check
 * (decision 252) and would start as if nothing happened, its balances still counting payouts made
 * since. The database's checkpoint generation only grows (checkpoint.ts); the highest one this
 * folder reached is also kept in a mark file outside it (`<DATA_DIR>.generation`, beside the
 * folder, so a rollback of the folder does not roll the mark back). A start that finds the
 * database's generation below the mark records a restore, since the data's own last checkpoint:
 * the exit gate then holds every exit until custody's and the bank's payments are reconciled.
 *
 * The database is moved forward before the mark, so a crash between the two leaves the mark
 * behind (no false alarm), never ahead.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Logger } from '../log.js';
import { advanceCheckpoint, readCheckpoint } from './checkpoint.js';
import type { Database } from './index.js';

/** Where the folder's highest generation is kept: beside the folder, never inside it. */
export const generationMarkPath = (dataDir: string) => `${resolve(dataDir)}.generation`;

function readMark(path: string): number | null {
  try {
    const n = Number(JSON.parse(readFileSync(path, 'utf8')).generation);
    return Number.isSafeInteger(n) && n > 0 ? n : null;
  } catch {
    return null; // no mark yet (a new folder, or one from before marks were kept)
  }
}

function writeMark(path: string, generation: number): void {
  const tmp = `${path}.${randomUUID()}.tmp`;
  writeFileSync(tmp, JSON.stringify({ generation }));
  renameSync(tmp, path);
}

/** Moves the checkpoint forward and the mark after it; at start and every minute. */
export async function checkpointWithMark(db: Database, markPath: string, now: Date): Promise<number> {
  const { generation } = await advanceCheckpoint(db, now);
  if ((readMark(markPath) ?? 0) < generation) writeMark(markPath, generation);
  return generation;
}

/**
 * At start, before anything is settled: true when the data went back in time (a restore is then
 * recorded); the checkpoint and mark move forward either way.
 */
export async function detectRollback(db: Database, markPath: string, now: Date, log: Logger): Promise<boolean> {
  const mark = readMark(markPath);
  const checkpoint = await readCheckpoint(db);
  const rolledBack = mark !== null && (checkpoint?.generation ?? 0) < mark;
  if (rolledBack) {
    await db
      .insertInto('database_restores')
      .values({
        id: randomUUID(),
        restored_at: now,
        source: `rolled back in place: generation ${checkpoint?.generation ?? 0}, the folder had reached ${mark}`,
        since: checkpoint?.at ?? null,
      })
      .execute();
    log.error('the data folder went back in time: no money leaves until it is reconciled with custody and the bank', {
      generation: checkpoint?.generation ?? 0,
      reached: mark,
      since: checkpoint?.at.toISOString() ?? null,
    });
  }
  // This start is the newest the folder has been: past both the data's generation and the mark.
  const next = Math.max(checkpoint?.generation ?? 0, mark ?? 0) + 1;
  await db
    .insertInto('database_checkpoint')
    .values({ id: 1, generation: next, checkpoint_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ generation: next, checkpoint_at: now }))
    .execute();
  writeMark(markPath, next);
  return rolledBack;
}
