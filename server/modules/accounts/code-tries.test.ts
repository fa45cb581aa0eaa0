/**
 * One counter of wrong 2FA codes per user, shared by every call that checks a code: after ten
 * wrong codes in 15 minutes every code is refused with OTP_LOCKED (429, with when it lifts), the
 * right one included, and the customer is emailed.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { clientAddresses, createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { creditForTest } from '../ledger/testing.js';
import { latestMail } from './testing.js';
import { newTotpSecret, totpFor } from './totp.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true', MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const ip = clientAddresses('1.140');
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const codeNow = (secret: string) => totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
const wrongFor = (secret: string) => (codeNow(secret) === '000000' ? '111111' : '000000');

async function customerWith2fa(): Promise<TestUser & { secret: string }> {
  const secret = newTotpSecret();
  const u = await createUser(env.deps, { kycStatus: 'approved', totpSecret: secret });
  await creditForTest(env.deps, u.id, 'BTC', '1');
  return { ...u, secret };
}

const withdraw = (u: TestUser, otp: string) =>
  env.api.call(
    CALLS.createWithdrawal,
    { amount: '0.1', cryptoAddress: BTC_ADDRESS, paymentRouteId: 1, otp, beneficiary: TEST_BENEFICIARY },
    { token: u.token, ip: ip() },
  );

describe('wrong 2FA codes', () => {
  it('refuses every code, the right one included, after ten wrong withdrawal codes, and emails the customer', async () => {
    const u = await customerWith2fa();
    for (let i = 0; i < 9; i++) {
      const r = await withdraw(u, wrongFor(u.secret));
      expect(r.answer).toMatchObject({ code: 'OTP_INVALID' });
    }
    const tenth = await withdraw(u, wrongFor(u.secret));
    expect(tenth.status).toBe(429);
    expect(tenth.answer).toMatchObject({ code: 'OTP_LOCKED' });
    expect(tenth.headers.get('retry-after')).toBe('900');
    const until = new Date((tenth.answer as { retryAt: string }).retryAt).getTime();
    expect(until).toBe(env.deps.clock.now().getTime() + 900_000);

    const right = await withdraw(u, codeNow(u.secret));
    expect(right.status).toBe(429);
    expect(right.answer).toMatchObject({ code: 'OTP_LOCKED' });
    expect((right.answer as { message: string }).message).toMatch(/not accepted for 15 minutes/);
    const made = await env.deps.db.selectFrom('withdrawals').select('id').where('user_id', '=', u.id).execute();
    expect(made).toEqual([]);

    const mail = await latestMail(env, u.email);
    expect(mail.subject).toMatch(/Too many incorrect 2FA codes/);

    env.deps.clock.advance(15 * 60_000);
    const after = await withdraw({ ...u, token: await tokenFor(env.deps, u) }, codeNow(u.secret));
    expect(after.status, JSON.stringify(after.answer)).toBe(200);
  });

  it('counts sign-in, verify-2fa and withdrawal codes in one counter', async () => {
    const u = await customerWith2fa();
    const wrong = wrongFor(u.secret);
    for (let i = 0; i < 3; i++)
      await env.api.call(CALLS.login, { email: u.email, password: u.password, otp: wrong }, { ip: ip() });
    for (let i = 0; i < 3; i++) await env.api.call(CALLS.verify2fa, { otp: wrong }, { token: u.token, ip: ip() });
    for (let i = 0; i < 3; i++) await withdraw(u, wrong);
    const tenth = await env.api.call(CALLS.verify2fa, { otp: wrong }, { token: u.token, ip: ip() });
    expect(tenth.answer).toMatchObject({ code: 'OTP_LOCKED' });
    const signIn = await env.api.call(
      CALLS.login,
      { email: u.email, password: u.password, otp: codeNow(u.secret) },
      { ip: ip() },
    );
    expect(signIn.status).toBe(429);
    expect(signIn.answer).toMatchObject({ code: 'OTP_LOCKED' });
    env.deps.clock.advance(15 * 60_000);
  });

  it('does not count right codes', async () => {
    const u = await customerWith2fa();
    for (let i = 0; i < 9; i++) await withdraw(u, wrongFor(u.secret));
    for (let i = 0; i < 3; i++) {
      env.deps.clock.advance(30_000);
      const ok = await env.api.call(CALLS.verify2fa, { otp: codeNow(u.secret) }, { token: u.token, ip: ip() });
      expect(ok.answer).toEqual({ status: 'success', data: { valid: true } });
    }
    env.deps.clock.advance(15 * 60_000);
  });
});
