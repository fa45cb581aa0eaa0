/**
 * npm run backup -- --out <file>
 * A consistent backup of the embedded database (decision 252), also while the server runs: the
 * running server dumps its own files between two statements; a stopped one's folder is dumped
 * under its lock. Copying a running data folder is not a backup. In local mode the generated
 * secrets (local-secrets.json) are written beside the backup, as <file>.local-secrets.json.
 * On PostgreSQL the backup is pg_dump's (see USAGE_POSTGRES).
 */
import { copyFileSync, existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { dumpFromRunningServer, dumpStoppedFolder } from '../db/backup.js';
import { DataDirLockedError } from '../db/lock.js';
import { type CliOutput, loadToolConfig, parseArgs } from './tool-io.js';

const USAGE = 'Usage: npm run backup -- --out <file>';
export const USAGE_POSTGRES =
  'On PostgreSQL take the backup with pg_dump: pg_dump --format=custom --file <file> "$DATABASE_URL"; ' +
  'restore it with pg_restore into an empty database, then run npm run restore -- --mark-restored before starting the server.';

export async function backup(argv: string[], env: Record<string, string | undefined>, io: CliOutput): Promise<number> {
  const out = parseArgs(argv).out;
  if (!out) {
    io.err(USAGE);
    return 2;
  }
  const config = loadToolConfig(env, io);
  if (!config) return 1;
  if (config.databaseUrl) {
    io.err(USAGE_POSTGRES);
    return 2;
  }
  if (!existsSync(join(config.dataDir, 'pg'))) {
    io.err(`There is no embedded database in ${config.dataDir} to back up (DATA_DIR).`);
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = (await dumpFromRunningServer(config.dataDir)) ?? (await dumpStoppedFolder(config.dataDir));
  } catch (e) {
    if (!(e instanceof DataDirLockedError)) throw e;
    io.err(`Cannot take the backup now. ${e.message}`);
    return 1;
  }
  // Written whole under another name first: a half-written file never looks like a backup.
  writeFileSync(`${out}.partial`, bytes, { mode: 0o600 });
  renameSync(`${out}.partial`, out);
  const secrets = join(config.dataDir, 'local-secrets.json');
  if (existsSync(secrets)) copyFileSync(secrets, `${out}.local-secrets.json`);
  io.out(`Backup of ${config.dataDir} written to ${out} (${bytes.length} bytes).`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await backup(process.argv.slice(2), process.env, {
    out: (l) => process.stdout.write(`${l}\n`),
    err: (l) => process.stderr.write(`${l}\n`),
  });
  process.exit(code);
}
