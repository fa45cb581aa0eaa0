import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/calls/index.js';
import { totpFor } from './modules/accounts/index.js';
import { DEMO_HOLDINGS } from './modules/ledger/index.js';
import { createScratchDatabase, TEST_DATABASE_URL } from './modules/ledger/testing.js';
import {
  DEMO_ADMIN,
  DEMO_COMPLIANCE,
  DEMO_CUSTOMER,
  DEMO_SECOND_ADMIN,
  DEMO_STAFF_TOTP_SECRET,
  DEMO_SUPPORT,
  seedLocalData,
} from './seed.js';
import { createTestEnv, type TestEnv } from './test/harness.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('local demo data', () => {
  it('creates the demo customer and staff once, prints them, and each can sign in (staff with 2FA)', async () => {
    await seedLocalData(env.deps);
    await seedLocalData(env.deps);
    const users = await env.deps.db.selectFrom('users').select(['email', 'role']).orderBy('email').execute();
    expect(users).toEqual([
      { email: DEMO_SECOND_ADMIN.email, role: 'admin' },
      { email: DEMO_ADMIN.email, role: 'admin' },
      { email: DEMO_COMPLIANCE.email, role: 'compliance' },
      { email: DEMO_CUSTOMER.email, role: 'user' },
      { email: DEMO_SUPPORT.email, role: 'support' },
    ]);
    const printed = env.deps.log.lines.filter((l) => l.msg === 'demo accounts (local mode only)');
    expect(printed[0]).toMatchObject({
      customer: `${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
      staffAuthenticatorSecret: DEMO_STAFF_TOTP_SECRET,
    });
    expect((await env.api.call(CALLS.login, DEMO_CUSTOMER)).answer).toMatchObject({ status: 'success' });
    for (const [i, who] of [DEMO_ADMIN, DEMO_SECOND_ADMIN, DEMO_SUPPORT, DEMO_COMPLIANCE].entries()) {
      // Each code is used once: the clock moves a step between sign-ins.
      env.deps.clock.advance(30_000 * (i + 1));
      expect((await env.api.call(CALLS.login, who)).answer, who.email).toMatchObject({ code: 'OTP_REQUIRED' });
      const otp = totpFor(DEMO_STAFF_TOTP_SECRET, who.email).generate({ timestamp: env.deps.clock.now().getTime() });
      const r = await env.api.call(CALLS.login, { ...who, otp });
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
      expect(users.map((u) => u.email).sort()).toEqual(
        [
          DEMO_ADMIN.email,
          DEMO_SECOND_ADMIN.email,
          DEMO_COMPLIANCE.email,
          DEMO_CUSTOMER.email,
          DEMO_SUPPORT.email,
        ].sort(),
      );
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
