/**
 * The operator's path, against the real server process: `npm run backup` while it runs, `npm run
 * restore` into an empty folder (never one in use), the restored server reconciling before it
 * settles, and a copy of the running folder refused at start.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, TEST_DATABASE_URL } from '../modules/ledger/testing.js';
import { serverCommand } from '../test/compiled-server.js';
import { createTestEnv } from '../test/harness.js';
import { migratedDataFolder } from '../test/migrated-folder.js';
import { backup } from './backup.js';
import { restore } from './restore.js';

const PORT = '8307';
const serverEnv = (dataDir: string) => ({
  PATH: process.env.PATH ?? '',
  PORT,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
});

/** Starts the server and resolves once a log line matches `until`. */
function startUntil(dataDir: string, until: RegExp): Promise<{ child: ChildProcess; lines: string[] }> {
  const [cmd, ...args] = serverCommand();
  const child = spawn(cmd, args, { env: serverEnv(dataDir) });
  running.push(child);
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (b: Buffer) => {
      lines.push(...b.toString().split('\n').filter(Boolean));
      if (lines.some((l) => until.test(l))) resolve({ child, lines });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${lines.join('\n')}`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((r) => {
    if (child.exitCode !== null) return r();
    child.once('exit', () => r());
    child.kill('SIGTERM');
  });

const running: ChildProcess[] = [];
afterAll(async () => {
  for (const c of running) await stop(c);
});

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

const scratch = () => join(mkdtempSync(join(tmpdir(), 'cv-backup-')), 'data');

describe('backup and restore of the embedded database', () => {
  it('backs up the running server, restores into an empty folder only, and refuses a copied running folder', async () => {
    const original = await migratedDataFolder();
    const { child } = await startUntil(original, /"msg":"listening"/);

    const file = join(mkdtempSync(join(tmpdir(), 'cv-backup-file-')), 'coinvault.tar.gz');
    const b = io();
    expect(await backup(['--out', file], { DATA_DIR: original }, b.io), b.err.join('\n')).toBe(0);
    expect(b.out[0]).toMatch(/^Backup of .* written to /);
    expect(statSync(file).size).toBeGreaterThan(0);
    expect(existsSync(`${file}.local-secrets.json`)).toBe(true);

    // Restoring over the folder in use is refused.
    const over = io();
    expect(await restore(['--from', file], { DATA_DIR: original }, over.io)).toBe(1);
    expect(over.err[0]).toMatch(/is not empty/);

    // A copy of the running folder does not start silently.
    const copy = scratch();
    cpSync(original, copy, { recursive: true, filter: (src) => !src.endsWith('.sock') });
    const [cmd, ...args] = serverCommand();
    const copied = spawnSync(cmd, args, { env: serverEnv(copy), encoding: 'utf8', timeout: 120_000 });
    expect(copied.status).toBe(1);
    expect(copied.stderr).toMatch(
      /Cannot start: the data folder .* is a copy of .* taken while its server was running/,
    );
    await stop(child);

    const restoredDir = scratch();
    const r = io();
    expect(await restore(['--from', file], { DATA_DIR: restoredDir }, r.io), r.err.join('\n')).toBe(0);
    const restored = await startUntil(restoredDir, /restore reconciled: custody and the bank paid nothing/);
    await stop(restored.child);
  }, 300_000);

  it('refuses a folder without a database', async () => {
    const b = io();
    expect(await backup(['--out', '/tmp/x'], { DATA_DIR: scratch() }, b.io)).toBe(1);
    expect(b.err[0]).toMatch(/no embedded database/);
  });

  it('points to pg_dump on PostgreSQL', async () => {
    const b = io();
    expect(await backup(['--out', '/tmp/x'], { DATABASE_URL: 'postgres://localhost/none' }, b.io)).toBe(2);
    expect(b.err[0]).toMatch(/pg_dump --format=custom/);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('restore on PostgreSQL', () => {
  it('after pg_restore, --mark-restored makes settlement wait for reconciliation', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    try {
      const r = io();
      expect(await restore([], { DATABASE_URL: scratch.url }, r.io)).toBe(2);
      expect(r.err[0]).toMatch(/pg_restore/);
      expect(await restore(['--mark-restored'], { DATABASE_URL: scratch.url }, r.io)).toBe(0);
      const env = await createTestEnv({ databaseUrl: scratch.url });
      try {
        const open = await env.deps.db.selectFrom('database_restores').select(['source', 'reconciled_at']).execute();
        expect(open).toEqual([{ source: 'pg_restore', reconciled_at: null }]);
      } finally {
        await env.close();
      }
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
