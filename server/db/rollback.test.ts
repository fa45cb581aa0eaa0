/**
 * Data rolled back in place (decision 378): the folder's files put back as they were, at the same
 * path and inode, are told apart from an ordinary restart by the generation mark kept beside the
 * folder, and a restore is recorded so nothing leaves before reconciliation.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../log.js';
import { openDatabase } from './index.js';
import { restoreAwaitingReconciliation } from './restores.js';
import { checkpointWithMark, detectRollback, generationMarkPath } from './rollback.js';

async function start(dataDir: string, now: Date, log = memoryLogger()) {
  const opened = await openDatabase({ dataDir });
  const rolledBack = await detectRollback(opened.db, generationMarkPath(dataDir), now, log);
  return { opened, rolledBack, log };
}

describe('a data folder rolled back in place', () => {
  it('is detected at start, records a restore from the data’s own checkpoint, and is not flagged again', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cv-rollback-'));
    const dataDir = join(root, 'data');
    mkdirSync(dataDir);
    const inode = statSync(dataDir).ino;
    const t0 = new Date('2026-11-25T10:00:00Z');

    const first = await start(dataDir, t0);
    expect(first.rolledBack).toBe(false);
    await first.opened.close();
    // A snapshot of the folder, taken while stopped.
    const snapshot = join(root, 'snapshot');
    cpSync(dataDir, snapshot, { recursive: true });

    const second = await start(dataDir, new Date(t0.getTime() + 60_000));
    expect(second.rolledBack).toBe(false);
    await checkpointWithMark(second.opened.db, generationMarkPath(dataDir), new Date(t0.getTime() + 120_000));
    expect(await restoreAwaitingReconciliation(second.opened)).toBe(false);
    await second.opened.close();

    // The snapshot's files are put back into the same folder: same path, same inode.
    for (const f of readdirSync(dataDir)) rmSync(join(dataDir, f), { recursive: true, force: true });
    cpSync(snapshot, dataDir, { recursive: true });
    expect(statSync(dataDir).ino).toBe(inode);
    expect(existsSync(generationMarkPath(dataDir))).toBe(true);

    const rolled = await start(dataDir, new Date(t0.getTime() + 180_000));
    expect(rolled.rolledBack).toBe(true);
    expect(await restoreAwaitingReconciliation(rolled.opened)).toBe(true);
    const restore = await rolled.opened.db
      .selectFrom('database_restores')
      .select(['since', 'source'])
      .executeTakeFirstOrThrow();
    expect(new Date(restore.since!).toISOString()).toBe(t0.toISOString());
    expect(restore.source).toMatch(/rolled back in place/);
    expect(rolled.log.lines.some((l) => l.level === 'error' && String(l.msg).includes('went back in time'))).toBe(true);
    await rolled.opened.close();

    // The next ordinary restart is not taken for another rollback.
    const again = await start(dataDir, new Date(t0.getTime() + 240_000));
    expect(again.rolledBack).toBe(false);
    expect(await again.opened.db.selectFrom('database_restores').select('id').execute()).toHaveLength(1);
    await again.opened.close();
  }, 120_000);
});
