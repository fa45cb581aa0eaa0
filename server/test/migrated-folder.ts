/**
 * A data folder whose embedded database is already migrated, for the tests that open a database
 * or start the server on a folder without being about the folder's first start. A fresh folder's
 * initdb and migrations cost 9.7 s of CPU in a test process; a copy of a migrated folder, 0.2 s to
 * copy and about 1 s to open (docs/testing.md). The run makes the migrated folder once, in the folder that also holds the
 * migrated dump (PGLITE_TEMPLATE_DIR, migrated-template.ts): written aside and renamed, so a
 * worker that copies it meanwhile sees all of it or none. Without that folder (a benchmark run
 * alone) the answer is an empty folder, migrated on its first start as before.
 *
 * Tests of the first start itself (what initdb and the first migrations make, a folder prepared
 * by `npm run admin:create`) keep a fresh folder.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/index.js';

/** The database's own folder inside a data folder (server/db/index.ts opens `${dataDir}/pg`). */
const DATABASE = 'pg';

async function migratedTemplate(dir: string): Promise<string> {
  const folder = join(dir, 'migrated-folder');
  if (existsSync(join(folder, DATABASE, 'PG_VERSION'))) return folder;
  const partial = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  const opened = await openDatabase({ dataDir: partial });
  await opened.close();
  try {
    renameSync(partial, folder);
  } catch {
    // Another worker renamed its own first: that one is the template.
    rmSync(partial, { recursive: true, force: true });
  }
  return folder;
}

/** A new data folder (`<temp>/data`) holding a copy of the run's migrated database. */
export async function migratedDataFolder(prefix = 'cv-migrated-'): Promise<string> {
  const dataDir = join(mkdtempSync(join(tmpdir(), prefix)), 'data');
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  if (!dir || !existsSync(dir)) return dataDir;
  const template = await migratedTemplate(dir);
  cpSync(join(template, DATABASE), join(dataDir, DATABASE), { recursive: true });
  return dataDir;
}
