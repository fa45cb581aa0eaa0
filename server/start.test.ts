/**
 * Data-folder problems end the start with one line, `Cannot start: …`, naming the folder and the
 * cause; what can be known without the database is said before it is opened. The server runs as
 * a separate process (as `npm run serve` would), as `nobody` where a permission is the problem
 * (root may write anywhere).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/index.js';
import { serverCommand } from './test/compiled-server.js';
import { migratedDataFolder } from './test/migrated-folder.js';

const asRoot = process.getuid?.() === 0;
const nobody = asRoot ? Number(spawnSync('id', ['-u', 'nobody']).stdout.toString().trim()) : NaN;

function start(env: Record<string, string>, asNobody = false): { code: number | null; stderr: string[] } {
  const node = serverCommand();
  const [cmd = process.execPath, ...args] = asNobody ? ['runuser', '-u', 'nobody', '--', ...node] : node;
  const r = spawnSync(cmd, args, {
    env: { PATH: process.env.PATH ?? '', PORT: '8204', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: r.status, stderr: r.stderr.split('\n').filter((l) => l.trim() && !l.includes('ExperimentalWarning')) };
}

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cv-start-'));
  chmodSync(dir, 0o755);
  return dir;
}

describe('a data folder the server cannot use', () => {
  it('that is a file: one line naming it', () => {
    const file = join(scratch(), 'data');
    writeFileSync(file, 'not a folder');
    const r = start({ DATA_DIR: file });
    expect(r.code).toBe(1);
    expect(r.stderr).toEqual([`Cannot start: the data folder ${file} is a file, not a folder (DATA_DIR)`]);
  }, 120_000);

  it('whose secrets cannot be read: one line naming the file', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'local-secrets.json'), '{"jwt": ');
    const r = start({ DATA_DIR: dir });
    expect(r.code).toBe(1);
    expect(r.stderr).toHaveLength(1);
    expect(r.stderr[0]).toMatch(new RegExp(`^Cannot start: cannot read the secrets in ${dir}/local-secrets.json: `));
    // Said before the database is opened: nothing was created in the folder meanwhile.
    expect(readdirSync(dir)).toEqual(['local-secrets.json']);
  }, 120_000);

  it.skipIf(!asRoot)(
    'that is not writable: one line naming it',
    () => {
      const dir = join(scratch(), 'data');
      mkdirSync(dir, { mode: 0o755 }); // owned by root: nobody may not write
      const r = start({ DATA_DIR: dir }, true);
      expect(r.code).toBe(1);
      expect(r.stderr).toEqual([`Cannot start: the data folder ${dir} is not writable: permission denied`]);
    },
    120_000,
  );

  it.skipIf(!asRoot)(
    'whose database files are read-only: one line naming it',
    async () => {
      const dir = await migratedDataFolder();
      chmodSync(dirname(dir), 0o755);
      const opened = await openDatabase({ dataDir: dir });
      await opened.close();
      chownSync(dir, nobody, nobody); // the folder is nobody's, the database files stay root's
      const r = start({ DATA_DIR: dir }, true);
      expect(r.code).toBe(1);
      expect(r.stderr).toHaveLength(1);
      expect(r.stderr[0]).toMatch(new RegExp(`^Cannot start: the embedded database in ${dir} cannot be opened: `));
    },
    240_000,
  );
});
