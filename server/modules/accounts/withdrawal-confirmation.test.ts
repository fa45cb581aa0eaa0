/**
 * A withdrawal, crypto or cash, is confirmed by the customer, not by the session alone (decision
 * 367): the 2FA code or a passkey when the account has 2FA, the passkey when it has only a
 * passkey, the code emailed for withdrawals and the password when it has neither. Each attack
 * below is refused with nothing moved: no withdrawal, no hold, the balance as it was.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { clientAddresses, createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { customerWithBankAccount } from '../bank/testing.js';
import { getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { softAuthenticator } from './passkeys/testing.js';
import { lastEmailedCode, latestMail, securityProof } from './testing.js';
import { newTotpSecret } from './totp.js';

const ORIGIN = 'https://wallet.example.com';
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const HOLD_S = 60;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({
    env: {
      PUBLIC_URL: ORIGIN,
      MARKET_VOLATILITY_BPS: '0',
      TRUST_PROXY: 'true',
      ADDRESS_HOLD_SECONDS: String(HOLD_S),
      ...HIGHEST_WITHDRAWAL_LIMITS,
    },
  });
});
afterAll(() => env.close());

const ip = clientAddresses('1.141');

async function coinCustomer(o: { totpSecret?: string } = {}): Promise<TestUser> {
  const u = await createUser(env.deps, { kycStatus: 'approved', ...o });
  await creditForTest(env.deps, u.id, 'BTC', '1');
  return u;
}

const withdrawCoins = (u: TestUser, extra: Record<string, unknown> = {}) =>
  env.api.call(
    CALLS.createWithdrawal,
    { amount: '0.5', cryptoAddress: BTC_ADDRESS, paymentRouteId: 1, beneficiary: TEST_BENEFICIARY, ...extra },
    { token: u.token, idempotencyKey: randomUUID(), ip: ip() },
  );

const withdrawals = async (u: TestUser) =>
  (await env.deps.db.selectFrom('withdrawals').select('id').where('user_id', '=', u.id).execute()).length;
const btc = async (u: TestUser) => (await getUserBalances(env.deps.db, u.id)).BTC;

async function cashCustomer() {
  const c = await customerWithBankAccount(env, 1_100_000n);
  env.deps.clock.advance(HOLD_S * 1000);
  return c;
}

const withdrawCash = (u: TestUser, payeeId: string, extra: Record<string, unknown> = {}) =>
  env.api.call(
    CALLS.createCashWithdrawal,
    { amount: '10500', bank_account_id: payeeId, ...extra },
    { token: u.token, idempotencyKey: randomUUID(), ip: ip() },
  );

const cashWithdrawals = async (u: TestUser) =>
  (await env.deps.db.selectFrom('bank_withdrawals').select('id').where('user_id', '=', u.id).execute()).length;
const aud = async (u: TestUser) => (await getUserCashBalances(env.deps.db, u.id)).AUD;

async function emailedCode(u: TestUser): Promise<string> {
  const sent = await env.api.call(CALLS.sendWithdrawalCode, {}, { token: u.token, ip: ip() });
  expect(sent.status, JSON.stringify(sent.answer)).toBe(200);
  return lastEmailedCode(env, u.email);
}

describe('a session alone moves no money out', () => {
  it('refuses a crypto withdrawal from an account without 2FA that brings no confirmation', async () => {
    const u = await coinCustomer();
    const r = await withdrawCoins(u);
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'EMAIL_CODE_REQUIRED' });
    expect(await withdrawals(u)).toBe(0);
    expect(await btc(u)).toBe(100_000_000n);
  });

  it('refuses a cash withdrawal of 10,500 from an account without 2FA that brings no confirmation', async () => {
    const { u, payeeId } = await cashCustomer();
    const r = await withdrawCash(u, payeeId);
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'EMAIL_CODE_REQUIRED' });
    expect(await cashWithdrawals(u)).toBe(0);
    expect(await aud(u)).toBe(1_100_000n);
  });
});

describe('the emailed code and the password', () => {
  it('confirm one crypto withdrawal; a wrong password, a used code or another purpose’s code do not', async () => {
    const u = await coinCustomer();
    const code = await emailedCode(u);
    expect((await latestMail(env, u.email)).subject).toMatch(/confirm a withdrawal/);
    const wrong = await withdrawCoins(u, { emailCode: code, password: 'not-the-password' });
    expect(wrong.answer).toMatchObject({ code: 'WRONG_PASSWORD' });
    const noPassword = await withdrawCoins(u, { emailCode: code });
    expect(noPassword.answer).toMatchObject({ code: 'VALIDATION' });
    const guessed = await withdrawCoins(u, {
      emailCode: code === '000000' ? '111111' : '000000',
      password: u.password,
    });
    expect(guessed.answer).toMatchObject({ code: 'OTP_INVALID' });
    await env.api.call(CALLS.sendEmailOtp, { email: u.email, type: 2 }, { ip: ip() });
    const resetCode = await lastEmailedCode(env, u.email);
    const otherPurpose = await withdrawCoins(u, { emailCode: resetCode, password: u.password });
    expect(otherPurpose.answer).toMatchObject({ code: 'OTP_INVALID' });
    expect(await withdrawals(u)).toBe(0);
    expect(await btc(u)).toBe(100_000_000n);

    const right = await withdrawCoins(u, { emailCode: code, password: u.password });
    expect(right.status, JSON.stringify(right.answer)).toBe(200);
    expect(await btc(u)).toBe(50_000_000n);
    const again = await withdrawCoins(u, { emailCode: code, password: u.password });
    expect(again.answer).toMatchObject({ code: 'OTP_INVALID' });
    expect(await withdrawals(u)).toBe(1);
    expect(await btc(u)).toBe(50_000_000n);
  });

  it('confirm one cash withdrawal; two sent at once with the same code move the amount once', async () => {
    const { u, payeeId } = await cashCustomer();
    const code = await emailedCode(u);
    const proof = { emailCode: code, password: u.password };
    const both = await Promise.all([withdrawCash(u, payeeId, proof), withdrawCash(u, payeeId, proof)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(await cashWithdrawals(u)).toBe(1);
    expect(await aud(u)).toBe(50_000n);
  });

  it('are not offered to an account with 2FA, whose code is asked instead', async () => {
    const u = await coinCustomer({ totpSecret: newTotpSecret() });
    const sent = await env.api.call(CALLS.sendWithdrawalCode, {}, { token: u.token, ip: ip() });
    expect(sent.answer).toMatchObject({ code: 'OTP_REQUIRED' });
    const r = await withdrawCoins(u, { emailCode: '123456', password: u.password });
    expect(r.answer).toMatchObject({ code: 'OTP_REQUIRED' });
    expect(await withdrawals(u)).toBe(0);
  });
});

describe('an account with a passkey and no 2FA', () => {
  it('confirms with the passkey; neither nothing nor an emailed code will do', async () => {
    const u = await coinCustomer();
    const key = softAuthenticator();
    const options = await env.api.call(
      CALLS.passkeyRegisterOptions,
      { password: u.password, ...(await securityProof(env, u)) },
      { token: u.token },
    );
    const registered = await env.api.call(
      CALLS.passkeyRegister,
      { response: key.register((options.answer as any).data.options, ORIGIN), name: 'Phone' },
      { token: u.token },
    );
    expect(registered.status, JSON.stringify(registered.answer)).toBe(200);

    expect((await withdrawCoins(u)).answer).toMatchObject({ code: 'PASSKEY_REQUIRED' });
    const sent = await env.api.call(CALLS.sendWithdrawalCode, {}, { token: u.token, ip: ip() });
    expect(sent.answer).toMatchObject({ code: 'PASSKEY_REQUIRED' });
    expect((await withdrawCoins(u, { emailCode: '123456', password: u.password })).answer).toMatchObject({
      code: 'PASSKEY_REQUIRED',
    });
    expect(await withdrawals(u)).toBe(0);

    const confirm = await env.api.call(CALLS.passkeyConfirmOptions, {}, { token: u.token });
    const passkey = key.assert((confirm.answer as any).data.options, ORIGIN);
    const r = await withdrawCoins(u, { passkey });
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
    expect(await btc(u)).toBe(50_000_000n);
  });
});
