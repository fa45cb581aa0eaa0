/**
 * One migrated embedded database per test run instead of one migration per test file: migrating
 * costs seconds of CPU, loading a dump of a migrated database a fraction of that. The test run
 * names a folder (PGLITE_TEMPLATE_DIR, set by vitest.setup.ts from server/test/global-setup.ts);
 * the first test database opened in it migrates and leaves its dump there, every later one, in any
 * worker, starts from that dump and runs the migrations only to find nothing left to do. Without
 * the folder (benchmarks, scripts) each database migrates itself as before.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type OpenedDatabase, openDatabase } from '../db/index.js';
import { openCopyOfTemplate } from './postgres-template.js';

export async function openTestDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  connections?: number;
  /** The embedded database even when the run has a PostgreSQL template (postgres-template.ts). */
  embedded?: boolean;
}): Promise<OpenedDatabase> {
  const pgTemplate = process.env.PG_TEMPLATE_DATABASE;
  const pgServer = process.env.TEST_DATABASE_URL;
  if (!opts.databaseUrl && !opts.dataDir && !opts.embedded && pgTemplate && pgServer) {
    return openCopyOfTemplate(pgServer, pgTemplate, opts.connections);
  }
  const dir = process.env.PGLITE_TEMPLATE_DIR;
  if (opts.databaseUrl || opts.dataDir || !dir || !existsSync(dir)) return openDatabase(opts);
  const file = join(dir, 'migrated.tar.gz');
  if (existsSync(file)) return openDatabase({ ...opts, template: new Blob([new Uint8Array(readFileSync(file))]) });
  const opened = await openDatabase(opts);
  if (opened.dump) {
    // Written aside and renamed: a worker that opens its database meanwhile sees all of it or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, await opened.dump());
    renameSync(partial, file);
  }
  return opened;
}
