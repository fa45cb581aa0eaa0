/** A test env on a PostgreSQL database of its own, for the tests of one describe block. */
import { afterAll, beforeAll } from 'vitest';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../modules/ledger/testing.js';
import { createTestEnv, type TestEnv } from './harness.js';

type EnvOptions = Omit<NonNullable<Parameters<typeof createTestEnv>[0]>, 'databaseUrl'>;

/**
 * Before the tests around the call: a scratch database on TEST_DATABASE_URL's server and a test
 * env on it, handed to `ready`; after them the env is closed and the database dropped.
 */
export function onScratchDatabase(opts: EnvOptions, ready: (env: TestEnv) => unknown): void {
  let scratch: ScratchDatabase | undefined;
  let env: TestEnv | undefined;
  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    env = await createTestEnv({ ...opts, databaseUrl: scratch.url });
    await ready(env);
  });
  afterAll(async () => {
    await env?.close();
    await scratch?.drop();
  });
}

/** Where a rule that must hold on both databases is run: PostgreSQL only when the run has one. */
export const DATABASE_KINDS: ReadonlyArray<'embedded' | 'postgres'> = TEST_DATABASE_URL
  ? ['embedded', 'postgres']
  : ['embedded'];

/**
 * A test env on the run's usual database ('embedded'), or on a scratch PostgreSQL database of its
 * own ('postgres') that closing the env drops.
 */
export async function createTestEnvOn(kind: 'embedded' | 'postgres', opts: EnvOptions = {}): Promise<TestEnv> {
  if (kind === 'embedded') return createTestEnv(opts);
  const scratch = await createScratchDatabase(TEST_DATABASE_URL!);
  const env = await createTestEnv({ ...opts, databaseUrl: scratch.url });
  return {
    ...env,
    async close() {
      await env.close();
      await scratch.drop();
    },
  };
}
