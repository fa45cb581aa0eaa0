/**
 * Which folder and host have the embedded database open. The row is written when the server
 * opens the database and marked unused when it stops, so it travels inside any copy of the files.
 * A copy of a running folder, started at another path or on another host, finds the row still in
 * use by the original and is refused: it would otherwise settle again, from its stale state,
 * withdrawals the original already sent. A crash leaves the row in use at the same path and host,
 * which is an ordinary restart. A restore (npm run restore) writes the row for its new folder.
 */
import { realpathSync } from 'node:fs';
import { hostname } from 'node:os';
import { CannotStartError } from '../start-error.js';
import type { Database } from './index.js';

export class CopiedDataFolderError extends CannotStartError {}

export function folderIdentity(dataDir: string): { path: string; host: string } {
  return { path: realpathSync(dataDir), host: hostname() };
}

/** Refuses a copy of a folder that was in use elsewhere; otherwise records this folder as in use. */
export async function claimDataFolder(db: Database, dataDir: string, now: Date): Promise<() => Promise<void>> {
  const me = folderIdentity(dataDir);
  const row = await db.selectFrom('data_folder').selectAll().where('id', '=', 1).executeTakeFirst();
  if (row?.in_use && (row.path !== me.path || row.host !== me.host)) {
    throw new CopiedDataFolderError(
      `the data folder ${me.path} is a copy of ${row.path} on ${row.host}, taken while its server was running. ` +
        'Copying a running data folder is not a backup: take one with npm run backup and load it with npm run restore.',
    );
  }
  await markFolder(db, me, true, now);
  return async () => {
    await markFolder(db, me, false, now).catch(() => {});
  };
}

export async function markFolder(
  db: Database,
  me: { path: string; host: string },
  inUse: boolean,
  now: Date,
): Promise<void> {
  await db
    .insertInto('data_folder')
    .values({ id: 1, ...me, in_use: inUse, opened_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...me, in_use: inUse, opened_at: now }))
    .execute();
}
