/**
 * npm run restore -- --from <file>
 * Loads a backup (npm run backup) into DATA_DIR, which must be empty: a folder in use is never
 * overwritten. The restored database records that it was restored, and the server then settles
 * and pays out no withdrawal before each pending one was reconciled with custody (decision 252).
 * On PostgreSQL, after pg_restore: npm run restore -- --mark-restored records the same.
 */
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { markRestored, RestoreRefusedError, restoreIntoFolder } from '../db/backup.js';
import { openDatabase } from '../db/index.js';
import { DataDirLockedError } from '../db/lock.js';
import { USAGE_POSTGRES } from './backup.js';
import { type CliOutput, loadToolConfig, parseArgs } from './tool-io.js';

const USAGE = 'Usage: npm run restore -- --from <file>   (PostgreSQL, after pg_restore: --mark-restored)';

export async function restore(argv: string[], env: Record<string, string | undefined>, io: CliOutput): Promise<number> {
  const args = parseArgs(argv);
  const config = loadToolConfig(env, io);
  if (!config) return 1;
  if (config.databaseUrl) {
    if (!('mark-restored' in args)) {
      io.err(USAGE_POSTGRES);
      return 2;
    }
    const opened = await openDatabase({ databaseUrl: config.databaseUrl });
    try {
      await markRestored(opened.db, 'pg_restore', new Date());
    } finally {
      await opened.close();
    }
    io.out('Marked as restored: settlement waits until every pending withdrawal is reconciled with custody.');
    return 0;
  }
  const from = args.from;
  if (!from || !existsSync(from)) {
    io.err(from ? `No backup at ${from}.\n${USAGE}` : USAGE);
    return 2;
  }
  try {
    await restoreIntoFolder(config.dataDir, new Uint8Array(readFileSync(from)), from, new Date());
  } catch (e) {
    if (!(e instanceof RestoreRefusedError || e instanceof DataDirLockedError)) throw e;
    io.err(`Cannot restore: ${e.message}`);
    return 1;
  }
  if (existsSync(`${from}.local-secrets.json`))
    copyFileSync(`${from}.local-secrets.json`, join(config.dataDir, 'local-secrets.json'));
  io.out(
    `Restored ${from} into ${config.dataDir}. On start, withdrawals are reconciled with custody before any is settled.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await restore(process.argv.slice(2), process.env, {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
  });
  process.exit(code);
}
