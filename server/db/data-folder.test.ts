/**
 * A copy of a running embedded data folder must not start silently: it names the original and
 * is refused, even put back at the original's path. A restart after a crash (same folder, on the
 * same host or a recreated container's new one) and a restored folder start.
 */
import { cpSync, mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedDataFolder } from '../test/migrated-folder.js';
import { restoreIntoFolder } from './backup.js';
import { CopiedDataFolderError, claimDataFolder, folderIdentity, markFolder } from './data-folder.js';
import { openDatabase } from './index.js';

const scratch = () => join(mkdtempSync(join(tmpdir(), 'cv-folder-')), 'data');
const now = new Date('2026-11-25T00:00:00Z');

describe('the data folder in use', () => {
  it('refuses a copy of a running folder, and starts the original again after a crash', async () => {
    const original = await migratedDataFolder();
    const running = await openDatabase({ dataDir: original });
    await claimDataFolder(running.db, original, now);
    await running.db.insertInto('health_probe').values({ id: 1, checked_at: now }).execute();
    const backup = await running.dump!();

    const copy = scratch();
    cpSync(original, copy, { recursive: true });
    const copied = await openDatabase({ dataDir: copy });
    try {
      const refused = claimDataFolder(copied.db, copy, now);
      await expect(refused).rejects.toBeInstanceOf(CopiedDataFolderError);
      await expect(refused).rejects.toThrow(/is a copy of .* taken while its server was running.*npm run backup/);
    } finally {
      await copied.close();
    }

    // The original stops without marking its folder free (a crash), then starts again.
    await running.close();
    const again = await openDatabase({ dataDir: original });
    try {
      const release = await claimDataFolder(again.db, original, now);
      await release();
    } finally {
      await again.close();
    }

    // A backup of the running folder, restored, starts, and knows it was restored.
    const restoredDir = scratch();
    await restoreIntoFolder(restoredDir, backup, 'backup.tar.gz', now);
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      await claimDataFolder(restored.db, restoredDir, now);
      expect(await restored.db.selectFrom('database_restores').select('source').execute()).toEqual([
        { source: 'backup.tar.gz' },
      ]);
      expect(await restored.db.selectFrom('health_probe').select('id').execute()).toEqual([{ id: 1 }]);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it('starts the same folder after a crash on a new hostname, and refuses a copy put at its path', async () => {
    const original = await migratedDataFolder();
    const running = await openDatabase({ dataDir: original });
    // The server was running in a container since recreated: the row names the old hostname.
    await markFolder(running.db, { ...folderIdentity(original), host: 'container-7f3a' }, true, now);
    const release = await claimDataFolder(running.db, original, now);
    await release();
    await markFolder(running.db, folderIdentity(original), true, now);
    await running.close();

    // A copy of the running folder, moved into the original's place while the original moved away.
    const copy = scratch();
    cpSync(original, copy, { recursive: true });
    renameSync(original, `${original}-moved`);
    renameSync(copy, original);
    const copied = await openDatabase({ dataDir: original });
    try {
      await expect(claimDataFolder(copied.db, original, now)).rejects.toBeInstanceOf(CopiedDataFolderError);
    } finally {
      await copied.close();
    }
  }, 120_000);

  it('restores only into an empty folder', async () => {
    const dir = await migratedDataFolder();
    const opened = await openDatabase({ dataDir: dir });
    const backup = await opened.dump!();
    await opened.close();
    await expect(restoreIntoFolder(dir, backup, 'x', now)).rejects.toThrow(/is not empty/);
  }, 60_000);
});
