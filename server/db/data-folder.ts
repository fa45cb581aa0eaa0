/**
 * Which folder has the embedded database open. The row is written when the server opens the
 * database and marked unused when it stops, so it travels inside any copy of the files. A copy of
 * a running folder is a new directory (another path, or at the same path a new inode), finds the
 * row still in use by the original and is refused: it would otherwise settle again, from its
 * stale state, withdrawals the original already sent. A crash leaves the row in use for the same
 * directory, which is an ordinary restart, on whatever host it comes back (a recreated container
 * has a new hostname but the same volume: decision 302). The host is kept to name the original.
 * A restore (npm run restore) writes the row for its new folder.
 */
import { realpathSync, statSync } from 'node:fs';
import { hostname } from 'node:os';
import { CannotStartError } from '../start-error.js';
import type { Database } from './index.js';

export class CopiedDataFolderError extends CannotStartError {}

interface FolderIdentity {
  path: string;
  host: string;
  /** The directory's inode, as text: bigint-sized on some filesystems. */
  inode: string;
}

export function folderIdentity(dataDir: string): FolderIdentity {
  const path = realpathSync(dataDir);
  return { path, host: hostname(), inode: String(statSync(path, { bigint: true }).ino) };
}

/** A row from before inodes were kept names the folder by its path alone. */
function sameFolder(row: { path: string; inode: string | null }, me: FolderIdentity): boolean {
  return row.path === me.path && (row.inode === null || row.inode === me.inode);
}

/** Refuses a copy of a folder that was in use elsewhere; otherwise records this folder as in use. */
export async function claimDataFolder(db: Database, dataDir: string, now: Date): Promise<() => Promise<void>> {
  const me = folderIdentity(dataDir);
  const row = await db.selectFrom('data_folder').selectAll().where('id', '=', 1).executeTakeFirst();
  if (row?.in_use && !sameFolder(row, me)) {
    throw new CopiedDataFolderError(
      `the data folder ${me.path} is a copy of ${row.path} on ${row.host}, taken while its server was running. ` +
        'Copying a running data folder is not a backup: take one with npm run backup and load it with npm run restore.',
    );
  }
  await markFolder(db, me, true, now);
  return async () => {
    // A mark left standing names this same folder (path and inode): its next start is not refused.
    await markFolder(db, me, false, now).catch(() => {});
  };
}

export async function markFolder(db: Database, me: FolderIdentity, inUse: boolean, now: Date): Promise<void> {
  await db
    .insertInto('data_folder')
    .values({ id: 1, ...me, in_use: inUse, opened_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...me, in_use: inUse, opened_at: now }))
    .execute();
}
