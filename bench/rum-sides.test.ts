import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../scripts/serve-built.js';
import { runCopy, type Seeded, seededTemplate, seedKey, serverArgs, sideEnv } from './rum-sides.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'rum-sides-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const SEEDED: Seeded = {
  buyer: { email: 'buyer@example.com', password: 'pw-buyer' },
  history: { email: 'history@example.com', password: 'pw-history' },
};

/** A stand-in for a side's server and seeding: writes a data folder and the server's mark beside it. */
function fakeSeed(calls: string[]) {
  return async (dataDir: string) => {
    calls.push(dataDir);
    mkdirSync(join(dataDir, 'pg'), { recursive: true });
    writeFileSync(join(dataDir, 'pg', 'PG_VERSION'), '17');
    writeFileSync(`${dataDir}.generation`, '{"generation":2}');
    return SEEDED;
  };
}

describe('a side’s server environment', () => {
  it('runs on the side’s own data folder, even when the caller’s environment names a database', () => {
    const env = sideEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:55432/postgres', HOME: '/root' }, 8601, '/d');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({ DATA_DIR: '/d', PORT: '8601', APP_MODE: 'local', HOME: '/root' });
  });

  it('starts a checkout’s compiled server, and one from before the compiled server from its sources', () => {
    const old = join(root, 'old');
    const current = join(root, 'current');
    mkdirSync(old);
    mkdirSync(current);
    writeFileSync(join(current, 'tsconfig.server.json'), '{}');
    expect(serverArgs(current)).toContain(SERVER_ENTRY);
    expect(serverArgs(old)).toEqual(['--enable-source-maps', '--import', 'tsx', 'server/main.ts']);
  });
});

describe('the key a side’s template is kept under', () => {
  const checkout = (name: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, name, file)), { recursive: true });
      writeFileSync(join(root, name, file), text);
    }
    return join(root, name);
  };
  const TODAY = {
    'server/db/migrations/001-core.ts': 'create users',
    'server/test/factories.ts': 'createUser',
    'server/modules/ledger/post.ts': 'post a movement',
    'server/modules/ledger/post.test.ts': 'it posts',
    'contract/assets.ts': 'BTC',
    'src/App.tsx': 'the app',
  };

  it('is shared by checkouts whose server code is the same, whatever their client or tests', () => {
    const same = checkout('same', {
      ...TODAY,
      'src/App.tsx': 'the app, faster',
      'server/modules/ledger/post.test.ts': 'it posts once',
    });
    expect(seedKey(same)).toBe(seedKey(checkout('today', TODAY)));
  });

  it('differs when a migration is added or edited, or any module the seeding runs differs', () => {
    const today = seedKey(checkout('today', TODAY));
    const variants = [
      { ...TODAY, 'server/db/migrations/030-staff-roles.ts': 'create roles' },
      { ...TODAY, 'server/db/migrations/001-core.ts': 'create users and sessions' },
      { ...TODAY, 'server/test/factories.ts': 'createUser with a language' },
      { ...TODAY, 'server/modules/ledger/post.ts': 'post a movement in one statement' },
      { ...TODAY, 'contract/assets.ts': 'BTC, ETH' },
    ];
    const keys = variants.map((files, i) => seedKey(checkout(`variant-${i}`, files)));
    expect(keys.filter((k) => k === today)).toEqual([]);
    expect(new Set(keys).size).toBe(variants.length);
  });
});

describe('a seeded template', () => {
  it('is seeded once and then reused, with the customers it was seeded with', async () => {
    const calls: string[] = [];
    const first = await seededTemplate('abc-100', fakeSeed(calls), root);
    const again = await seededTemplate('abc-100', fakeSeed(calls), root);
    expect(calls).toHaveLength(1);
    expect(again).toEqual(first);
    expect(first.seeded).toEqual(SEEDED);
    expect(existsSync(join(first.dir, 'pg', 'PG_VERSION'))).toBe(true);
  });

  it('is seeded again for another schema or history size', async () => {
    const calls: string[] = [];
    await seededTemplate('abc-100', fakeSeed(calls), root);
    await seededTemplate('def-100', fakeSeed(calls), root);
    await seededTemplate('abc-10000', fakeSeed(calls), root);
    expect(calls).toHaveLength(3);
  });

  it('leaves nothing a later run would take when its seeding fails, and the next run seeds it', async () => {
    const failing = async (dataDir: string) => {
      mkdirSync(join(dataDir, 'pg'), { recursive: true });
      writeFileSync(`${dataDir}.generation`, '{"generation":1}');
      throw new Error('the seeding printed no customers');
    };
    await expect(seededTemplate('abc-100', failing, root)).rejects.toThrow('no customers');
    expect(readdirSync(root)).toEqual([]);
    const calls: string[] = [];
    const made = await seededTemplate('abc-100', fakeSeed(calls), root);
    expect(calls).toHaveLength(1);
    expect(made.seeded).toEqual(SEEDED);
  });

  it('replaces an unfinished template an older benchmark left, and its mark', async () => {
    mkdirSync(join(root, 'rum-data-abc-100', 'pg'), { recursive: true });
    writeFileSync(join(root, 'rum-data-abc-100.generation'), '{"generation":9}');
    const calls: string[] = [];
    await seededTemplate('abc-100', fakeSeed(calls), root);
    expect(calls).toHaveLength(1);
    // No mark of a higher generation beside it for a server to read as a rollback.
    expect(readdirSync(root)).toEqual(['rum-data-abc-100']);
  });
});

describe('a run’s copy of a template', () => {
  it('holds the data without the customers file, and leaves nothing behind once removed', async () => {
    const { dir } = await seededTemplate('abc-100', fakeSeed([]), root);
    const copy = runCopy(dir, root);
    expect(readFileSync(join(copy.dataDir, 'pg', 'PG_VERSION'), 'utf8')).toBe('17');
    expect(existsSync(join(copy.dataDir, 'rum-seeded.json'))).toBe(false);
    // What the server writes beside its data folder as it runs.
    writeFileSync(`${copy.dataDir}.generation`, '{"generation":3}');
    copy.remove();
    expect(readdirSync(root)).toEqual(['rum-data-abc-100']);
  });
});
