import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
      const r = await env.api.call('/users/login', who);
      expect(r.answer, who.email).toMatchObject({ status: 'success' });
    }
  });
});
