import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/calls/index.js';
import { DEMO_HOLDINGS } from './modules/ledger/index.js';
import { createScratchDatabase, TEST_DATABASE_URL } from './modules/ledger/testing.js';
import { DEMO_ADMIN, DEMO_CUSTOMER, seedLocalData } from './seed.js';
import { createTestEnv, type TestEnv } from './test/harness.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('local demo data', () => {
  it('creates the demo customer and admin once, prints them, and both can sign in', async () => {
    await seedLocalData(env.deps);
    await seedLocalData(env.deps);
    const users = await env.deps.db.selectFrom('users').select(['email', 'role']).orderBy('email').execute();
    expect(users).toEqual([
      { email: DEMO_ADMIN.email, role: 'admin' },
      { email: DEMO_CUSTOMER.email, role: 'user' },
    ]);
    const printed = env.deps.log.lines.filter((l) => l.msg === 'demo accounts (local mode only)');
    expect(printed[0]).toMatchObject({ customer: `${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}` });
    for (const who of [DEMO_CUSTOMER, DEMO_ADMIN]) {
      const r = await env.api.call(CALLS.login, who);
      expect(r.answer, who.email).toMatchObject({ status: 'success' });
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('local demo data on a shared PostgreSQL', () => {
  it('is seeded once when several instances start together on a fresh database', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    // Four instances open the fresh database at once (each migrates), then each seeds.
    const instances = await Promise.all([1, 2, 3, 4].map(() => createTestEnv({ databaseUrl: scratch.url })));
    try {
      await Promise.all(instances.map((i) => seedLocalData(i.deps)));
      const users = await instances[0]!.deps.db.selectFrom('users').select('email').execute();
      expect(users.map((u) => u.email).sort()).toEqual([DEMO_ADMIN.email, DEMO_CUSTOMER.email]);
      const credits = await instances[0]!.deps.db
        .selectFrom('ledger_movements')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'demo_credit')
        .executeTakeFirstOrThrow();
      expect(credits.n).toBe(Object.keys(DEMO_HOLDINGS).length);
    } finally {
      await Promise.all(instances.map((i) => i.close()));
      await scratch.drop();
    }
  }, 120_000);
});
