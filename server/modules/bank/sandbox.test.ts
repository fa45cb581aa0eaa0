import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { productionEnv } from '../../test/production-env.js';
import { customerWithBankAccount } from './testing.js';

const HOLD_S = 86_400;
const PATH = '/sandbox/bank-accounts/end-hold';
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { ADDRESS_HOLD_SECONDS: String(HOLD_S) } });
});
afterAll(() => env.close());

const endHold = async (on: TestEnv, body: unknown) => {
  const res = await on.app.request(PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
};

const states = async (token: string) => {
  const r = await env.api.call(CALLS.getBankAccounts, {}, { token });
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
  return r.answer.data.accounts.map((a) => a.state);
};

describe('the sandbox end of a bank account hold', () => {
  it("makes the customer's held account of that label usable now, and only that one", async () => {
    const { u } = await customerWithBankAccount(env, 50_000n);
    const other = await customerWithBankAccount(env, 50_000n);
    expect(await states(u.token)).toEqual(['holding']);

    expect(await endHold(env, { email: u.email.toUpperCase(), label: 'Everyday' })).toEqual({
      status: 200,
      body: { ended: 1 },
    });
    expect(await states(u.token)).toEqual(['usable']);
    expect(await states(other.u.token)).toEqual(['holding']);
    // The hold already over: nothing to end.
    expect(await endHold(env, { email: u.email, label: 'Everyday' })).toEqual({ status: 200, body: { ended: 0 } });
    expect(await states(u.token)).toEqual(['usable']);
  });

  it('refuses a body it cannot read with 400, and an unknown customer or label with 404', async () => {
    const { u } = await customerWithBankAccount(env, 50_000n);
    for (const body of [null, [], 'x', { email: u.email }, { email: 1, label: 'Everyday' }])
      expect((await endHold(env, body)).status, JSON.stringify(body)).toBe(400);
    for (const hostile of ['z\u0000z', 'z\ud800z', 'z'.repeat(100_000)]) {
      expect((await endHold(env, { email: hostile, label: 'Everyday' })).status).toBe(400);
      expect((await endHold(env, { email: u.email, label: hostile })).status).toBe(400);
    }
    expect((await endHold(env, { email: 'nobody@example.com', label: 'Everyday' })).status).toBe(404);
    expect((await endHold(env, { email: u.email, label: 'Savings' })).status).toBe(404);
    expect(await states(u.token)).toEqual(['holding']);
  });

  it('exists in local mode only', async () => {
    const prod = await createTestEnv({ env: { ...productionEnv } });
    try {
      expect((await endHold(prod, { email: 'a@example.com', label: 'Everyday' })).status).toBe(404);
    } finally {
      await prod.close();
    }
  }, 120_000);
});
