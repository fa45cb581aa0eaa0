/**
 * /exchange/check-withdrawal (decision 178): the withdraw form learns of a withdrawal hold or an
 * address the allowlist refuses before it asks for a 2FA code, in the words the withdrawal itself
 * would answer with; the withdrawal still refuses; bad input is a 4xx and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { newTotpSecret, totpFor } from '../accounts/index.js';
import { creditForTest } from '../ledger/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const BTC_ROUTE = 1;
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

async function customer(secret?: string): Promise<TestUser> {
  const u = await createUser(env.deps, { kycStatus: 'approved', ...(secret ? { totpSecret: secret } : {}) });
  await creditForTest(env.deps, u.id, 'BTC', '1');
  return u;
}

const check = async (u: TestUser, payload: Record<string, unknown>) =>
  env.api.call(CALLS.checkWithdrawal, payload, { token: await tokenFor(env.deps, u) });

async function holdOf(u: TestUser, payload: Record<string, unknown> = { paymentRouteId: BTC_ROUTE }) {
  const r = await check(u, payload);
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
  return r.answer.data.hold;
}

describe('checking a withdrawal before the code is asked', () => {
  it('finds nothing on an account without holds', async () => {
    const u = await customer();
    expect(await holdOf(u, { paymentRouteId: BTC_ROUTE, cryptoAddress: ADDRESS })).toBeNull();
  });

  it('says withdrawals are paused and until when, as the withdrawal then refuses', async () => {
    const secret = newTotpSecret();
    const u = await customer(secret);
    const until = new Date(env.deps.clock.now().getTime() + 24 * 3_600_000);
    await env.deps.db
      .updateTable('users')
      .set({ withdrawals_held_until: until, withdrawals_held_reason: 'not_me' })
      .where('id', '=', u.id)
      .execute();
    const hold = await holdOf(u);
    expect(hold).toMatchObject({ code: 'WITHDRAWALS_HELD', retry_at: until.toISOString(), field: null });
    expect(hold?.message).toContain('withdrawals are paused until');

    const code = totpFor(secret, 'test').generate({ timestamp: env.deps.clock.now().getTime() });
    const w = await env.api.call(
      CALLS.createWithdrawal,
      { amount: '0.01', cryptoAddress: ADDRESS, paymentRouteId: BTC_ROUTE, otp: code, beneficiary: TEST_BENEFICIARY },
      { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
    );
    expect(w.answer.status === 'error' && [w.answer.code, w.answer.message]).toEqual([
      'WITHDRAWALS_HELD',
      hold?.message,
    ]);
  });

  it('says an address outside the allowlist is refused, on the address field', async () => {
    const u = await customer();
    const on = await env.api.call(
      CALLS.setAllowlistOnly,
      { enabled: true, password: u.password },
      { token: await tokenFor(env.deps, u) },
    );
    expect(on.status).toBe(200);
    const hold = await holdOf(u, { paymentRouteId: BTC_ROUTE, cryptoAddress: ADDRESS });
    expect(hold).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED', field: 'cryptoAddress', retry_at: null });
    // Without an address (the form still empty) only the account's holds are asked about.
    expect(await holdOf(u)).toBeNull();
    // An address that is not of the network is the form's own problem, not a hold.
    expect(await holdOf(u, { paymentRouteId: BTC_ROUTE, cryptoAddress: '0xnot-bitcoin' })).toBeNull();
  });

  it.each([
    ['an unknown network', { paymentRouteId: 999 }, 422],
    ['no network', {}, 422],
    ['an address that is not text', { paymentRouteId: BTC_ROUTE, cryptoAddress: 42 }, 400],
    ['an address of 10,000 characters', { paymentRouteId: BTC_ROUTE, cryptoAddress: 'b'.repeat(10_000) }, 400],
  ])('refuses %s with a 4xx', async (_name, payload, status) => {
    const u = await customer();
    const r = await check(u, payload);
    expect(r.status).toBe(status);
  });
});
