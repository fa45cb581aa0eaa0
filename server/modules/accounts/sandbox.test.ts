import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { productionEnv } from '../../test/production-env.js';

const PATH = '/sandbox/accounts/end-code-wait';
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const endWait = async (on: TestEnv, body: unknown) => {
  const res = await on.app.request(PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
};

const sendCode = (u: TestUser) => env.api.call(CALLS.sendWithdrawalCode, {}, { token: u.token });

describe('the sandbox end of the wait between emailed codes', () => {
  it("lets the address's next code go at once; the hourly count stands", async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved' });
    const other = await createUser(env.deps, { kycStatus: 'approved' });
    expect((await sendCode(u)).status).toBe(200);
    expect((await sendCode(other)).status).toBe(200);
    expect((await sendCode(u)).answer).toMatchObject({ code: 'RATE_LIMITED' });

    expect(await endWait(env, { email: u.email.toUpperCase() })).toEqual({ status: 200, body: { ended: true } });
    expect((await sendCode(u)).status).toBe(200);
    // Only that address: the other still waits its minute.
    expect((await sendCode(other)).answer).toMatchObject({ code: 'RATE_LIMITED' });

    // Five an hour: the sixth is refused for the rest of the hour, the minute's end or not.
    for (let sent = 2; sent < 5; sent++) {
      await endWait(env, { email: u.email });
      expect((await sendCode(u)).status).toBe(200);
    }
    await endWait(env, { email: u.email });
    const sixth = await sendCode(u);
    expect(sixth.answer).toMatchObject({ code: 'RATE_LIMITED' });
    expect(sixth.answer.message).toMatch(/Please wait \d+ minutes/);
  });

  it('refuses a body it cannot read with 400', async () => {
    for (const body of [null, [], 'x', {}, { email: 1 }, { email: '' }, { email: 'z\u0000z' }, { email: 'z\ud800z' }])
      expect((await endWait(env, body)).status, JSON.stringify(body)).toBe(400);
    expect((await endWait(env, { email: 'z'.repeat(100_000) })).status).toBe(400);
  });

  it('exists in local mode only', async () => {
    const prod = await createTestEnv({ env: { ...productionEnv } });
    try {
      expect((await endWait(prod, { email: 'a@example.com' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  }, 120_000);
});
