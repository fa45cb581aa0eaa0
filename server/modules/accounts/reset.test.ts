import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { VALIDATION_MESSAGES as V } from '../../../contract/validation/accounts.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { lastEmailedCode, latestMail } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const NEW_PASSWORD = 'Brand-New-Pass-7';
const reset = (p: Record<string, unknown>) => env.api.call(CALLS.resetPassword, p);
const login = (email: string, password: string) => env.api.call(CALLS.login, { email, password });

async function userWithResetCode() {
  const u = await createUser(env.deps);
  const sent = await env.api.call(CALLS.sendEmailOtp, { email: u.email, type: 2 });
  expect(sent.status).toBe(200);
  return { ...u, code: await lastEmailedCode(env, u.email) };
}

describe('/users/verify-otp-and-update-password', () => {
  it('sets the new password, ends every session and emails that the password was changed', async () => {
    const u = await userWithResetCode();
    const a = await login(u.email, u.password);
    const session = (a.answer as { data: { token: string; refreshToken: string } }).data;
    const r = await reset({ email: u.email, otp: u.code, password: NEW_PASSWORD });
    expect(r.status).toBe(200);
    expect(r.answer).toMatchObject({ status: 'success' });

    expect((await login(u.email, u.password)).answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await login(u.email, NEW_PASSWORD)).answer).toMatchObject({ status: 'success' });
    expect((await env.api.call(CALLS.logout, {}, { token: session.token })).status).toBe(401);
    expect((await env.api.call(CALLS.logout, {}, { token: u.token })).status).toBe(401);
    expect((await env.api.call(CALLS.getNewToken, { refreshToken: session.refreshToken })).status).toBe(401);

    const mail = await latestMail(env, u.email);
    expect(mail.subject).toMatch(/password was changed/i);
    expect(mail.text).toContain('was signed out');
  });

  it('uses a code once', async () => {
    const u = await userWithResetCode();
    expect((await reset({ email: u.email, otp: u.code, password: NEW_PASSWORD })).status).toBe(200);
    const again = await reset({ email: u.email, otp: u.code, password: 'Another-Pass-8' });
    expect(again.answer).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid code' });
  });

  it("refuses a wrong code with 'Invalid code', an old one with OTP_EXPIRED, and voids after five tries", async () => {
    const u = await userWithResetCode();
    const wrong = u.code === '123456' ? '654321' : '123456';
    const r = await reset({ email: u.email, otp: wrong, password: NEW_PASSWORD });
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid code' });
    for (let i = 0; i < 4; i++) await reset({ email: u.email, otp: wrong, password: NEW_PASSWORD });
    expect((await reset({ email: u.email, otp: u.code, password: NEW_PASSWORD })).answer).toMatchObject({
      code: 'OTP_INVALID',
    });

    env.deps.clock.advance(61_000);
    const v = await userWithResetCode();
    env.deps.clock.advance(10 * 60_000 + 1);
    const late = await reset({ email: v.email, otp: v.code, password: NEW_PASSWORD });
    expect(late.answer).toMatchObject({ code: 'OTP_EXPIRED' });
    expect((await login(v.email, v.password)).answer).toMatchObject({ status: 'success' });
  });

  it('does not accept a sign-up code as a reset code', async () => {
    const u = await createUser(env.deps);
    await env.api.call(CALLS.sendEmailOtp, { email: u.email, type: 1 });
    const code = await lastEmailedCode(env, u.email);
    expect((await reset({ email: u.email, otp: code, password: NEW_PASSWORD })).answer).toMatchObject({
      code: 'OTP_INVALID',
    });
  });

  it('answers an unknown address like a wrong code', async () => {
    const r = await reset({ email: 'nobody.at.all@example.com', otp: '123456', password: NEW_PASSWORD });
    expect(r.answer).toMatchObject({ code: 'OTP_INVALID', message: 'Invalid code' });
  });

  it('checks code and password with the reset messages', async () => {
    const r = await reset({ email: 'a@example.com', otp: '12ab', password: 'weak' });
    expect(r.status).toBe(400);
    expect(r.answer).toMatchObject({
      code: 'VALIDATION',
      errors: { otp: V.codeNumeric, password: V.resetPasswordPolicy },
    });
    expect((await reset({ email: 'a@example.com', otp: '', password: NEW_PASSWORD })).answer).toMatchObject({
      errors: { otp: V.codeRequired },
    });
  });

  it('lifts a sign-in lock, so an attacker cannot keep the owner out', async () => {
    const u = await createUser(env.deps);
    for (let i = 0; i < 10; i++) await login(u.email, 'Wrong-1!aA');
    expect((await login(u.email, u.password)).answer).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    env.deps.clock.advance(61_000);
    await env.api.call(CALLS.sendEmailOtp, { email: u.email, type: 2 });
    const code = await lastEmailedCode(env, u.email);
    expect((await reset({ email: u.email, otp: code, password: NEW_PASSWORD })).status).toBe(200);
    expect((await login(u.email, NEW_PASSWORD)).answer).toMatchObject({ status: 'success' });
  });
});
