import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { clientAddresses, createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { startSession, totpFor } from '../accounts/index.js';
import { latestMail, securityProof } from '../accounts/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true' }, start: '2026-03-02T09:00:10Z' });
});
afterAll(() => env.close());

const ip = clientAddresses('1.131');
const call = (path: string, payload: unknown, u: TestUser | string) =>
  env.api.call(path, payload, { token: typeof u === 'string' ? u : u.token, ip: ip() });
const codeAt = (secret: string, ms: number) => totpFor(secret, 'test').generate({ timestamp: ms });
const now = () => env.deps.clock.now().getTime();

async function setUp2fa(u: TestUser) {
  const g = await call('/users/generate-2fa-secret', {}, u);
  expect(g.status).toBe(200);
  const { base32, qrCodeUrl } = (g.answer as { data: { base32: string; qrCodeUrl: string } }).data;
  return { base32, qrCodeUrl };
}

describe('2FA set-up', () => {
  it('generates a secret whose otpauth URI names the account, stored sealed as pending only', async () => {
    const u = await createUser(env.deps, { email: 'qr.person@example.com' });
    const { base32, qrCodeUrl } = await setUp2fa(u);
    expect(base32).toMatch(/^[A-Z2-7]{32}$/);
    expect(qrCodeUrl).toMatch(/^otpauth:\/\/totp\/CoinVault:qr\.person%40example\.com\?/);
    expect(qrCodeUrl).toContain(`secret=${base32}`);
    const row = await env.deps.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.totp_enabled).toBe(false);
    expect(row.totp_secret_enc).toBeNull();
    expect(row.totp_pending_secret_enc).toBeTruthy();
    expect(row.totp_pending_secret_enc).not.toContain(base32);
  });

  it('refuses to enable without a code, before a secret, with a stale secret, and with a wrong code', async () => {
    const u = await createUser(env.deps);
    const noSecret = await call(
      '/users/enable-2fa',
      { security_key: 'JBSWY3DPEHPK3PXP', otp: '123456', password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    expect(noSecret.answer).toMatchObject({ code: 'VALIDATION', message: M.generateSecretFirst });
    const { base32 } = await setUp2fa(u);
    const noCode = await call(
      '/users/enable-2fa',
      { security_key: base32, otp: '', password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    expect(noCode.answer).toMatchObject({ code: 'VALIDATION', message: M.enterVerificationCode });
    const stale = await call(
      '/users/enable-2fa',
      {
        security_key: 'JBSWY3DPEHPK3PXP',
        otp: codeAt(base32, now()),
        password: u.password,
        ...(await securityProof(env, u)),
      },
      u,
    );
    expect(stale.answer).toMatchObject({ message: M.generateSecretFirst });
    const wrongCode = codeAt(base32, now()) === '000000' ? '111111' : '000000';
    const wrong = await call(
      '/users/enable-2fa',
      { security_key: base32, otp: wrongCode, password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.answer).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid verification code' });
  });

  it('accepts a code one 30 s step back, refuses one a step ahead, and spends the set-up code', async () => {
    const u = await createUser(env.deps);
    const { base32 } = await setUp2fa(u);
    const ahead = await call(
      '/users/enable-2fa',
      {
        security_key: base32,
        otp: codeAt(base32, now() + 30_000),
        password: u.password,
        ...(await securityProof(env, u)),
      },
      u,
    );
    expect(ahead.answer).toMatchObject({ code: 'OTP_INVALID' });
    const twoBack = await call(
      '/users/enable-2fa',
      {
        security_key: base32,
        otp: codeAt(base32, now() - 60_000),
        password: u.password,
        ...(await securityProof(env, u)),
      },
      u,
    );
    expect(twoBack.answer).toMatchObject({ code: 'OTP_INVALID' });
    const oneBack = codeAt(base32, now() - 30_000);
    const ok = await call(
      '/users/enable-2fa',
      { security_key: base32, otp: oneBack, password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    expect(ok.answer).toMatchObject({
      status: 'success',
      message: 'Two-Factor Authentication has been successfully enabled',
    });
    // The code that enabled 2FA cannot sign in.
    const replay = await env.api.call(
      CALLS.login,
      { email: u.email, password: u.password, otp: oneBack },
      { ip: ip() },
    );
    expect(replay.answer).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('accepts each code once: verify-2fa answers valid, then invalid for the same code', async () => {
    const u = await createUser(env.deps);
    const { base32 } = await setUp2fa(u);
    env.deps.clock.advance(30_000);
    await call(
      '/users/enable-2fa',
      { security_key: base32, otp: codeAt(base32, now()), password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    env.deps.clock.advance(30_000);
    const code = codeAt(base32, now());
    const first = await call('/users/verify-2fa', { otp: code }, u);
    expect(first.answer).toEqual({ status: 'success', data: { valid: true } });
    const second = await call('/users/verify-2fa', { otp: code }, u);
    expect(second.answer).toEqual({ status: 'success', data: { valid: false } });
    // An older step than the last accepted one is refused too, even within the window.
    const older = await call('/users/verify-2fa', { otp: codeAt(base32, now() - 30_000) }, u);
    expect(older.answer).toEqual({ status: 'success', data: { valid: false } });
    env.deps.clock.advance(30_000);
    const next = await call('/users/verify-2fa', { otp: codeAt(base32, now()) }, u);
    expect(next.answer).toEqual({ status: 'success', data: { valid: true } });
  });

  it('asks for the code at sign-in once enabled, then signs in with a fresh code', async () => {
    const u = await createUser(env.deps);
    const { base32 } = await setUp2fa(u);
    env.deps.clock.advance(30_000);
    await call(
      '/users/enable-2fa',
      { security_key: base32, otp: codeAt(base32, now()), password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    const bare = await env.api.call(CALLS.login, { email: u.email, password: u.password }, { ip: ip() });
    expect(bare.answer).toMatchObject({ status: 'error', code: 'OTP_REQUIRED' });
    env.deps.clock.advance(30_000);
    const withCode = await env.api.call(
      CALLS.login,
      { email: u.email, password: u.password, otp: codeAt(base32, now()) },
      { ip: ip() },
    );
    expect(withCode.answer).toMatchObject({ status: 'success', data: { user: { is2FA: true } } });
  });

  it('ends the other sessions when 2FA is turned on, keeping the one that turned it on', async () => {
    const u = await createUser(env.deps);
    const other = await startSession(env.deps, { id: u.id, role: 'user' }, { ip: '1.1.1.1', userAgent: 'phone' });
    expect((await call('/exchange/get-kyc-status', {}, other.token)).status).toBe(200);
    const { base32 } = await setUp2fa(u);
    env.deps.clock.advance(30_000);
    await call(
      '/users/enable-2fa',
      { security_key: base32, otp: codeAt(base32, now()), password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    expect((await call('/exchange/get-kyc-status', {}, other.token)).status).toBe(401);
    expect((await call('/exchange/get-kyc-status', {}, u)).status).toBe(200);
    const notice = await latestMail(env, u.email);
    expect(notice.subject).toMatch(/Two-factor authentication is on/);
  });

  it('limits wrong codes per user', async () => {
    const u = await createUser(env.deps);
    const { base32 } = await setUp2fa(u);
    const good = codeAt(base32, now());
    const wrong = good === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++)
      await call(
        '/users/enable-2fa',
        { security_key: base32, otp: wrong, password: u.password, ...(await securityProof(env, u)) },
        u,
      );
    const blocked = await call(
      '/users/enable-2fa',
      { security_key: base32, otp: good, password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.answer).toMatchObject({ code: 'OTP_LOCKED' });
  });
});

describe('anti-phishing code', () => {
  it('is refused while 2FA is off, then shows in every email once set', async () => {
    const u = await createUser(env.deps);
    const off = await call('/users/set-anti-phishing-code', { code: 'Blue Harbour', password: u.password }, u);
    expect(off.answer).toMatchObject({ code: 'VALIDATION', message: M.antiPhishingNeeds2fa });
    const { base32 } = await setUp2fa(u);
    env.deps.clock.advance(30_000);
    await call(
      '/users/enable-2fa',
      { security_key: base32, otp: codeAt(base32, now()), password: u.password, ...(await securityProof(env, u)) },
      u,
    );
    const bad = await call('/users/set-anti-phishing-code', { code: '<b>', password: u.password }, u);
    expect(bad.answer).toMatchObject({ code: 'VALIDATION' });
    const set = await call('/users/set-anti-phishing-code', { code: 'Blue Harbour', password: u.password }, u);
    expect(set.answer).toMatchObject({ status: 'success', data: { is2FA: true, antiPhishingCode: 'Blue Harbour' } });
    const settings = await call('/users/get-security-settings', {}, u);
    expect(settings.answer).toEqual({
      status: 'success',
      data: { is2FA: true, antiPhishingCode: 'Blue Harbour', recoveryCodesLeft: 10, withdrawalsHeldUntil: null },
    });
    await call('/users/change-password', { oldPassword: u.password, newPassword: 'Another-Pass-77' }, u);
    const latest = await latestMail(env, u.email);
    expect(latest.subject).toMatch(/password was changed/);
    expect(latest.text).toContain('Your anti-phishing code: Blue Harbour');
    expect(latest.html).toContain('Blue Harbour');
  });
});

describe('2FA for staff', () => {
  it('cannot be turned off by a staff member, even with the right password and code; the session and secret stay', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    for (const role of ['support', 'compliance', 'admin'] as const) {
      const s = await createUser(env.deps, { role, totpSecret: secret });
      const r = await call(CALLS.disable2fa.path, { password: s.password, otp: codeAt(secret, now()) }, s);
      expect([role, r.status, r.answer]).toMatchObject([role, 403, { code: 'STAFF_TWO_FACTOR_KEPT' }]);
      const row = await env.deps.db
        .selectFrom('users')
        .select(['totp_enabled', 'totp_secret_enc'])
        .where('id', '=', s.id)
        .executeTakeFirstOrThrow();
      expect(row.totp_enabled).toBe(true);
      expect(row.totp_secret_enc).not.toBeNull();
      expect((await call(CALLS.getSessions.path, {}, s)).status).toBe(200);
    }
  });
});
