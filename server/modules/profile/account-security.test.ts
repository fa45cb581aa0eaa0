/**
 * A stolen session cannot change how the account is protected (decision 091): turning 2FA on or
 * off, the anti-phishing code and closing the account need the current password in the same
 * call; recovery codes stand in for a lost authenticator; a reset of a 2FA account asks for a
 * code, or else turns 2FA off and holds withdrawals for 24 hours. Every change is emailed.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { accountTimeText } from '../../lib/account-time.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { clientAddresses, createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { totpFor } from '../accounts/index.js';
import { lastEmailedCode, latestMail, outboxFor, securityProof, withdrawalProof } from '../accounts/testing.js';
import { creditForTest } from '../ledger/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true', MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const ip = clientAddresses('1.160');
const call = (path: string, payload: unknown, u: TestUser | string) =>
  env.api.call(path, payload, { token: typeof u === 'string' ? u : u.token, ip: ip() });
const codeNow = (secret: string) => totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
const userRow = (id: string) =>
  env.deps.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const login = (email: string, password: string, otp?: string) =>
  env.api.call(CALLS.login, { email, password, otp }, { ip: ip() });

/** Turns 2FA on through the calls; returns the secret and the recovery codes. */
async function with2fa(u: TestUser) {
  const g = await call('/users/generate-2fa-secret', {}, u);
  const secret = (g.answer as any).data.base32 as string;
  env.deps.clock.advance(30_000);
  const r = await call(
    '/users/enable-2fa',
    { security_key: secret, otp: codeNow(secret), password: u.password, ...(await securityProof(env, u)) },
    u,
  );
  expect(r.status, JSON.stringify(r.answer)).toBe(200);
  return { secret, recoveryCodes: (r.answer as any).data.recoveryCodes as string[] };
}

describe('turning 2FA on', () => {
  it('needs the current password: a stolen session alone cannot turn it on', async () => {
    const u = await createUser(env.deps);
    const g = await call('/users/generate-2fa-secret', {}, u);
    const secret = (g.answer as any).data.base32;
    const none = await call('/users/enable-2fa', { security_key: secret, otp: codeNow(secret) }, u);
    expect(none.status).toBe(400);
    expect(none.answer).toMatchObject({ code: 'VALIDATION', errors: { password: 'Enter your current password' } });
    const wrong = await call(
      '/users/enable-2fa',
      { security_key: secret, otp: codeNow(secret), password: 'Not-The-Password-1' },
      u,
    );
    expect(wrong.answer).toMatchObject({
      code: 'WRONG_PASSWORD',
      errors: { password: 'Current password is incorrect' },
    });
    expect((await userRow(u.id)).totp_enabled).toBe(false);
  });

  it('answers ten recovery codes once, stored only as hashes', async () => {
    const u = await createUser(env.deps);
    const { recoveryCodes } = await with2fa(u);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const rows = await env.deps.db.selectFrom('recovery_codes').selectAll().where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const c of recoveryCodes) {
      expect(stored).not.toContain(c);
      expect(stored).not.toContain(c.replace('-', ''));
    }
    const settings = await call('/users/get-security-settings', {}, u);
    expect(settings.answer).toMatchObject({ data: { is2FA: true, recoveryCodesLeft: 10 } });
  });
});

describe('recovery codes', () => {
  it('sign in once each instead of a code, in any case and spacing, and the customer is emailed', async () => {
    const u = await createUser(env.deps);
    const { recoveryCodes } = await with2fa(u);
    const typed = recoveryCodes[3]!.toLowerCase().replace('-', ' ');
    const ok = await login(u.email, u.password, typed);
    expect(ok.answer).toMatchObject({ status: 'success' });
    // A sign-in from a new country also brings a security alert: the notice is found by its subject.
    const mail = (await outboxFor(env, u.email)).find((m) => /recovery code was used/.test(m.subject));
    expect(mail?.text).toContain('9 unused codes remain');
    const again = await login(u.email, u.password, recoveryCodes[3]);
    expect(again.answer).toMatchObject({ code: 'OTP_INVALID' });
    // Not for withdrawals: those need the authenticator.
    const v = await createUser(env.deps, { kycStatus: 'approved' });
    const { recoveryCodes: vCodes } = await with2fa(v);
    await creditForTest(env.deps, v.id, 'BTC', '1');
    const w = await call(
      '/exchange/create-withdrawal-action',
      {
        amount: '0.1',
        cryptoAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
        paymentRouteId: 1,
        otp: vCodes[0],
        beneficiary: TEST_BENEFICIARY,
      },
      v,
    );
    expect(w.answer).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('are renewed with the password and a code; the old ones stop working, other sessions end, and an alert goes out', async () => {
    const u = await createUser(env.deps);
    const { secret, recoveryCodes } = await with2fa(u);
    env.deps.clock.advance(30_000);
    const other = await login(u.email, u.password, codeNow(secret));
    const otherToken = (other.answer as any).data.token as string;
    const noPassword = await call('/users/regenerate-recovery-codes', { password: '', otp: codeNow(secret) }, u);
    expect(noPassword.status).toBe(400);
    env.deps.clock.advance(30_000);
    const r = await call('/users/regenerate-recovery-codes', { password: u.password, otp: codeNow(secret) }, u);
    expect(r.answer).toMatchObject({
      status: 'success',
      message: 'New recovery codes created. Your old codes no longer work.',
    });
    const fresh = (r.answer as any).data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await login(u.email, u.password, recoveryCodes[0])).answer).toMatchObject({ code: 'OTP_INVALID' });
    expect((await login(u.email, u.password, fresh[0])).answer).toMatchObject({ status: 'success' });
    // The session that renewed them stays; the other one ends.
    expect((await call('/exchange/get-kyc-status', {}, u)).status).toBe(200);
    expect((await call('/exchange/get-kyc-status', {}, otherToken)).status).toBe(401);
    const alert = (await outboxFor(env, u.email)).find((m) => m.subject.endsWith('New recovery codes were made'));
    expect(alert?.subject).toBe('CoinVault security alert: New recovery codes were made');
    expect(alert?.text).toContain('/secure-account#');
  });
});

describe('turning 2FA off', () => {
  it('needs the password and a current code, ends other sessions and emails', async () => {
    const u = await createUser(env.deps);
    const { secret } = await with2fa(u);
    env.deps.clock.advance(30_000);
    const badPassword = await call('/users/disable-2fa', { password: 'Wrong-Pass-1!', otp: codeNow(secret) }, u);
    expect(badPassword.answer).toMatchObject({ code: 'WRONG_PASSWORD' });
    const badCode = await call('/users/disable-2fa', { password: u.password, otp: '12345x' }, u);
    expect(badCode.answer).toMatchObject({ code: 'OTP_INVALID' });
    expect((await userRow(u.id)).totp_enabled).toBe(true);
    const off = await call('/users/disable-2fa', { password: u.password, otp: codeNow(secret) }, u);
    expect(off.answer).toEqual({ status: 'success', message: 'Two-Factor Authentication has been turned off' });
    const row = await userRow(u.id);
    expect(row).toMatchObject({ totp_enabled: false, totp_secret_enc: null });
    expect(
      await env.deps.db.selectFrom('recovery_codes').select('user_id').where('user_id', '=', u.id).execute(),
    ).toEqual([]);
    expect((await login(u.email, u.password)).answer).toMatchObject({ status: 'success' });
    const subjects = (await outboxFor(env, u.email)).map((m) => m.subject);
    expect(subjects.some((s) => /Two-factor authentication is off/.test(s))).toBe(true);
  });

  it('accepts a recovery code when the authenticator is lost', async () => {
    const u = await createUser(env.deps);
    const { recoveryCodes } = await with2fa(u);
    const off = await call('/users/disable-2fa', { password: u.password, otp: recoveryCodes[9] }, u);
    expect(off.answer).toMatchObject({ status: 'success' });
  });
});

describe('the current password on other security changes', () => {
  it('is needed to set the anti-phishing code and to close the account', async () => {
    const u = await createUser(env.deps);
    await with2fa(u);
    const code = await call('/users/set-anti-phishing-code', { code: 'Blue Harbour', password: 'Wrong-Pass-1!' }, u);
    expect(code.answer).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await userRow(u.id)).anti_phishing_code).toBeNull();
    const close = await call('/users/delete-account', {}, u);
    expect(close.answer).toMatchObject({ code: 'VALIDATION', errors: { password: 'Enter your current password' } });
    const closeWrong = await call('/users/delete-account', { password: 'Wrong-Pass-1!' }, u);
    expect(closeWrong.answer).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect((await userRow(u.id)).status).toBe('active');
  });

  it('counts wrong passwords towards the sign-in lock', async () => {
    const u = await createUser(env.deps);
    for (let i = 0; i < 10; i++) await call('/users/delete-account', { password: `Wrong-Pass-${i}!` }, u);
    const right = await call('/users/delete-account', { password: u.password }, u);
    expect(right.answer).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect((await login(u.email, u.password)).answer).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    env.deps.clock.advance(15 * 60_000);
  });
});

describe('password reset of an account with 2FA', () => {
  const NEW = 'Brand-New-Pass-7';
  async function resetCode(u: TestUser) {
    env.deps.clock.advance(61_000);
    await env.api.call(CALLS.sendEmailOtp, { email: u.email, type: 2 }, { ip: ip() });
    return lastEmailedCode(env, u.email);
  }
  const reset = (p: Record<string, unknown>) => env.api.call(CALLS.resetPassword, p, { ip: ip() });

  it('asks for a code or a recovery code, and keeps the emailed code for the retry', async () => {
    const u = await createUser(env.deps);
    const { secret } = await with2fa(u);
    const otp = await resetCode(u);
    const asked = await reset({ email: u.email, otp, password: NEW });
    expect(asked.answer).toMatchObject({
      code: 'OTP_REQUIRED',
      errors: { totp: 'Enter a code from your authenticator app or a recovery code' },
    });
    const wrong = await reset({
      email: u.email,
      otp,
      password: NEW,
      totp: '000000' === codeNow(secret) ? '111111' : '000000',
    });
    expect(wrong.answer).toMatchObject({ code: 'OTP_INVALID', errors: { totp: 'Invalid 2FA code or recovery code' } });
    env.deps.clock.advance(30_000);
    const ok = await reset({ email: u.email, otp, password: NEW, totp: codeNow(secret) });
    expect(ok.answer).toMatchObject({ status: 'success' });
    expect((await userRow(u.id)).totp_enabled).toBe(true);
    expect((await userRow(u.id)).withdrawals_held_until).toBeNull();
  });

  it('without one: turns 2FA off, holds withdrawals for 24 hours and emails the customer', async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved' });
    await env.deps.db.updateTable('users').set({ time_zone: 'Australia/Sydney' }).where('id', '=', u.id).execute();
    await with2fa(u);
    await creditForTest(env.deps, u.id, 'BTC', '1');
    const otp = await resetCode(u);
    const r = await reset({ email: u.email, otp, password: NEW, without2fa: true });
    expect(r.answer).toMatchObject({ status: 'success' });
    const row = await userRow(u.id);
    expect(row.totp_enabled).toBe(false);
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toMatch(/two-factor authentication was turned off/);
    // Times in the account's zone, named, in the email and in the refusal alike.
    const until = accountTimeText(new Date(row.withdrawals_held_until as Date), 'Australia/Sydney');
    expect(mail.text).toContain(`withdrawals are paused until ${until}`);
    expect(mail.text).toContain(
      `Your password was reset on ${accountTimeText(env.deps.clock.now(), 'Australia/Sydney')}`,
    );

    const signIn = await login(u.email, NEW);
    const token = (signIn.answer as any).data.token as string;
    const payload = {
      amount: '0.1',
      cryptoAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
      paymentRouteId: 1,
      beneficiary: TEST_BENEFICIARY,
    };
    const held = await call('/exchange/create-withdrawal-action', payload, token);
    expect(held.status).toBe(422);
    expect(held.answer).toMatchObject({ code: 'WITHDRAWALS_HELD' });
    expect((held.answer as any).message).toContain(`paused until ${until} because`);
    const settings = await call('/users/get-security-settings', {}, token);
    expect((settings.answer as any).data.withdrawalsHeldUntil).toBe(
      new Date(new Date(row.withdrawals_held_until as Date).getTime()).toISOString(),
    );
    env.deps.clock.advance(24 * 3_600_000 + 1000);
    const again = await login(u.email, NEW);
    const later = await call(
      '/exchange/create-withdrawal-action',
      { ...payload, ...(await withdrawalProof(env, { email: u.email, password: NEW })) },
      (again.answer as any).data.token,
    );
    expect(later.status, JSON.stringify(later.answer)).toBe(200);
  });
});
