import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/index.js';
import { loadConfig } from './load-config.js';
import { memoryLogger } from './log.js';
import { createScratchDatabase, TEST_DATABASE_URL } from './modules/ledger/testing.js';
import { loadSecrets } from './secrets.js';
import { CannotStartError } from './start-error.js';
import { createUser } from './test/factories.js';
import { createTestEnv, type TestEnv } from './test/harness.js';

const dataDir = () => mkdtempSync(join(tmpdir(), 'cv-secrets-'));

// One data folder goes from fresh to generated to damaged: the order is kept.
describe('local secrets on the embedded database', { shuffle: false }, () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  }, 120_000);
  afterAll(() => env.close());

  it('are generated once into the data folder and kept', async () => {
    const config = loadConfig({ APP_MODE: 'local', DATA_DIR: dataDir() });
    const first = await loadSecrets(config, memoryLogger(), env.deps.db);
    const again = await loadSecrets(config, memoryLogger(), env.deps.db);
    expect(again).toEqual(first);
  });

  it('refuse to start with one line when the database holds accounts but the secrets file is gone', async () => {
    await createUser(env.deps);
    const dir = dataDir();
    const config = loadConfig({ APP_MODE: 'local', DATA_DIR: dir });
    const refusal = loadSecrets(config, memoryLogger(), env.deps.db);
    await expect(refusal).rejects.toBeInstanceOf(CannotStartError);
    await expect(refusal).rejects.toThrow(/^The data folder .* holds accounts but its generated secrets are missing;/);
    // Set in the environment, the secrets are used, and nothing is generated.
    const given = loadConfig({
      APP_MODE: 'local',
      DATA_DIR: dir,
      JWT_SECRET: Buffer.alloc(32, 1).toString('base64'),
      DATA_KEY: Buffer.alloc(32, 2).toString('base64'),
      MASTER_SEED: env.deps.secrets.masterSeed,
    });
    expect((await loadSecrets(given, memoryLogger(), env.deps.db)).masterSeed).toBe(env.deps.secrets.masterSeed);
  });

  it('add a VAPID key pair to a secrets file kept from before Web Push, keeping the rest', async () => {
    await createUser(env.deps);
    const dir = dataDir();
    const older = { jwt: Buffer.alloc(32, 1).toString('base64'), data: Buffer.alloc(32, 2).toString('base64') };
    writeFileSync(
      join(dir, 'local-secrets.json'),
      JSON.stringify({ ...older, masterSeed: env.deps.secrets.masterSeed }),
    );
    const config = loadConfig({ APP_MODE: 'local', DATA_DIR: dir });
    const loaded = await loadSecrets(config, memoryLogger(), env.deps.db);
    expect(loaded.masterSeed).toBe(env.deps.secrets.masterSeed);
    expect(Buffer.from(loaded.vapid.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(loaded.vapid.privateKey, 'base64url')).toHaveLength(32);
    expect((await loadSecrets(config, memoryLogger(), env.deps.db)).vapid).toEqual(loaded.vapid);
  });

  it('refuse to start with one line on an unreadable secrets file', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'local-secrets.json'), '{ not json');
    const config = loadConfig({ APP_MODE: 'local', DATA_DIR: dir });
    await expect(loadSecrets(config, memoryLogger(), env.deps.db)).rejects.toThrow(
      /^cannot read the secrets in .*local-secrets\.json: /,
    );
  });
});

describe.skipIf(!TEST_DATABASE_URL)('local secrets on a shared PostgreSQL', () => {
  it('are generated once and shared by instances that start together with their own data folders', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    const opened = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: scratch.url })));
    try {
      const all = await Promise.all(
        opened.map((o) =>
          loadSecrets(
            loadConfig({ APP_MODE: 'local', DATA_DIR: dataDir(), DATABASE_URL: scratch.url }),
            memoryLogger(),
            o.db,
          ),
        ),
      );
      expect(all[1]).toEqual(all[0]);
      expect(all[2]).toEqual(all[0]);

      // Lost from the database while it holds accounts: refuse, never generate new ones.
      await opened[0]!.db.deleteFrom('instance_secrets').execute();
      const env = await createTestEnv({ databaseUrl: scratch.url });
      await createUser(env.deps);
      await expect(
        loadSecrets(
          loadConfig({ APP_MODE: 'local', DATA_DIR: dataDir(), DATABASE_URL: scratch.url }),
          memoryLogger(),
          env.deps.db,
        ),
      ).rejects.toThrow(/^The database holds accounts but its generated secrets are missing;/);
      await env.close();
    } finally {
      await Promise.all(opened.map((o) => o.close()));
      await scratch.drop();
    }
  }, 120_000);
});
