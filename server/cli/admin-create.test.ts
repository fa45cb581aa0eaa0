import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.js';
import { acquireDataDirLock } from '../db/lock.js';
import { loadConfig } from '../load-config.js';
import { memoryLogger } from '../log.js';
import { loadSecrets } from '../secrets.js';
import { migratedDataFolder } from '../test/migrated-folder.js';
import { adminCreate } from './admin-create.js';
import { parseArgs } from './tool-io.js';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'admin-create-'));
  dirs.push(d);
  return d;
}
/** A free data folder whose database is already migrated (not a first start), removed afterwards too. */
async function migratedDir(): Promise<string> {
  const d = await migratedDataFolder('admin-create-');
  dirs.push(dirname(d));
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe('npm run admin:create', () => {
  it('reads --name value and --name=value', () => {
    expect(parseArgs(['--email', 'a@b.co', '--password=X y'])).toEqual({ email: 'a@b.co', password: 'X y' });
  });

  it('refuses with a clear message while the server holds the embedded database', async () => {
    const dir = tempDir();
    // The server holds the lease, renewing it every second.
    const release = await acquireDataDirLock(dir, 'server', { staleMs: 3_000 });
    const o = io();
    const code = await adminCreate(
      ['--email', 'boss@example.com', '--password', 'Adm1n-Pass!'],
      { DATA_DIR: dir },
      o.io,
    );
    await release();
    expect(code).toBe(1);
    expect(o.err.join('\n')).toMatch(/in use by the server on .*\. Stop it first, or use DATABASE_URL/);
  });

  it('refuses a weak password or a bad email before touching the database', async () => {
    const o = io();
    expect(
      await adminCreate(['--email', 'boss@example.com', '--password', 'short'], { DATA_DIR: tempDir() }, o.io),
    ).toBe(2);
    expect(o.err[0]).toMatch(/Password must be at least 8 characters/);
    expect(await adminCreate([], { DATA_DIR: tempDir() }, o.io)).toBe(2);
    expect(o.err.at(-1)).toMatch(/^Usage:/);
  });

  it('creates an admin once on a free data folder, and refuses the same email again', async () => {
    const dir = await migratedDir();
    const o = io();
    const args = ['--email', 'Boss@Example.com', '--password', 'Adm1n-Pass!'];
    expect(await adminCreate(args, { DATA_DIR: dir }, o.io)).toBe(0);
    expect(o.out[0]).toContain('Admin Boss@Example.com created');
    expect(await adminCreate(args, { DATA_DIR: dir }, o.io)).toBe(1);
    expect(o.err.at(-1)).toContain('already exists');
    const opened = await openDatabase({ dataDir: dir });
    try {
      const row = await opened.db
        .selectFrom('users')
        .selectAll()
        .where('email_normalized', '=', 'boss@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ role: 'admin', currency_code: 'AUD', country_code: 'AU' });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await opened.close();
    }
  });

  it('prepares a fresh data folder as a first start does, so the server then starts on it', async () => {
    const dir = join(tempDir(), 'fresh');
    const o = io();
    expect(
      await adminCreate(['--email', 'first@example.com', '--password', 'Adm1n-Pass!'], { DATA_DIR: dir }, o.io),
    ).toBe(0);
    const opened = await openDatabase({ dataDir: dir });
    try {
      // What the server's start does with the folder: it must find the secrets, not refuse.
      const secrets = await loadSecrets(loadConfig({ DATA_DIR: dir }), memoryLogger(), opened.db);
      expect(secrets.masterSeed.split(' ')).toHaveLength(24);
    } finally {
      await opened.close();
    }
  });

  it('refuses a name a customer could not sign up with', async () => {
    const o = io();
    const args = ['--email', 'boss@example.com', '--password', 'Adm1n-Pass!', '--first-name', '=1+1'];
    expect(await adminCreate(args, { DATA_DIR: tempDir() }, o.io)).toBe(2);
    expect(o.err[0]).toMatch(/First name may contain only letters/);
  });

  it('makes a staff member of a role with 2FA on, and gives an existing staff account a second factor', async () => {
    const dir = await migratedDir();
    const o = io();
    expect(
      await adminCreate(
        ['--email', 'agent@example.com', '--password', 'Agent-Pass-9', '--role', 'support'],
        { DATA_DIR: dir },
        o.io,
      ),
    ).toBe(0);
    expect(o.out.join('\n')).toMatch(/Staff \(support\) agent@example.com created/);
    expect(o.out.join('\n')).toMatch(/otpauth:\/\/totp\//);
    expect(
      await adminCreate(
        ['--email', 'x@example.com', '--password', 'Agent-Pass-9', '--role', 'root'],
        { DATA_DIR: dir },
        o.io,
      ),
    ).toBe(2);
    expect(await adminCreate(['--email', 'agent@example.com', '--second-factor'], { DATA_DIR: dir }, o.io)).toBe(0);
    expect(o.out.at(-1)).toMatch(/^otpauth:\/\/totp\//);
    expect(await adminCreate(['--email', 'nobody@example.com', '--second-factor'], { DATA_DIR: dir }, o.io)).toBe(1);
    const opened = await openDatabase({ dataDir: dir });
    try {
      const row = await opened.db
        .selectFrom('users')
        .select(['role', 'totp_enabled', 'totp_secret_enc'])
        .where('email_normalized', '=', 'agent@example.com')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ role: 'support', totp_enabled: true });
      expect(row.totp_secret_enc).not.toBeNull();
    } finally {
      await opened.close();
    }
  });
});
