import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { clientAddresses, createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { newTotpSecret, totpFor } from './totp.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => env.close());

const freshIp = clientAddresses('1.130');
const login = (payload: Record<string, unknown>, ip = freshIp()) => env.api.call(CALLS.login, payload, { ip });

describe('/users/login', () => {
  it('answers the user, an access token and a refresh token', async () => {
    const u = await createUser(env.deps, { email: 'Sign.In@example.com', city: 'Perth' });
    const r = await login({ email: ' sign.in@EXAMPLE.com ', password: u.password });
    expect(r.status).toBe(200);
    expect(r.answer).toMatchObject({ status: 'success', message: 'Logged in successfully' });
    const data = (r.answer as { data: Record<string, any> }).data;
    expect(data.user).toMatchObject({
      id: u.id,
      email: 'Sign.In@example.com',
      first_name: 'Test',
      last_name: 'Customer',
      city: 'Perth',
      currency_code: 'AUD',
      country_code: 'AU',
      role: 'user',
      is2FA: false,
    });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.token.split('.')).toHaveLength(3);
    expect(Buffer.from(data.refreshToken, 'base64url')).toHaveLength(32);
    const me = await env.api.call(CALLS.logout, {}, { token: data.token });
    expect(me.status).toBe(200);
  });

  it('answers an unknown email and a wrong password alike, in about the same time', async () => {
    const u = await createUser(env.deps);
    const timed = async (p: Record<string, unknown>) => {
      const t = performance.now();
      const r = await login(p);
      return { r, ms: performance.now() - t };
    };
    const wrong = await timed({ email: u.email, password: 'Wrong-Pass-1' });
    const unknown = await timed({ email: 'no.such.person@example.com', password: 'Wrong-Pass-1' });
    expect(wrong.r.status).toBe(422);
    expect(unknown.r.status).toBe(wrong.r.status);
    expect(unknown.r.answer).toEqual(wrong.r.answer);
    expect(wrong.r.answer).toEqual({
      status: 'error',
      code: 'INVALID_CREDENTIALS',
      message: 'Login failed. Please check your credentials.',
    });
    // Both run one argon2id verification (about 17 ms); a skipped hash would be well under 5 ms.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 3);
  });

  it('requires email and password', async () => {
    const r = await login({ email: '', password: '' });
    expect(r.status).toBe(400);
    expect(r.answer).toMatchObject({
      code: 'VALIDATION',
      errors: { email: 'Email is required', password: 'Password is required' },
    });
  });

  it('refuses a closed account like an unknown one', async () => {
    const u = await createUser(env.deps);
    await env.deps.db.updateTable('users').set({ status: 'closed' }).where('id', '=', u.id).execute();
    const r = await login({ email: u.email, password: u.password });
    expect(r.answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('asks for the 2FA code when 2FA is on, and refuses a wrong or reused one', async () => {
    const secret = newTotpSecret();
    const u = await createUser(env.deps, { totpSecret: secret });
    const none = await login({ email: u.email, password: u.password });
    expect(none.answer).toMatchObject({ code: 'OTP_REQUIRED' });
    const code = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
    const bad = await login({ email: u.email, password: u.password, otp: code === '000000' ? '111111' : '000000' });
    expect(bad.answer).toMatchObject({ code: 'OTP_INVALID' });
    const ok = await login({ email: u.email, password: u.password, otp: code });
    expect(ok.answer).toMatchObject({ status: 'success', data: { user: { is2FA: true } } });
    const reused = await login({ email: u.email, password: u.password, otp: code });
    expect(reused.answer).toMatchObject({ code: 'OTP_INVALID' });
  });
});

describe('lockout', () => {
  it('locks an address for 15 minutes after 10 failures in 15 minutes, even with the right password', async () => {
    const u = await createUser(env.deps);
    for (let i = 0; i < 9; i++) {
      const r = await login({ email: u.email, password: `Wrong-${i}!aA` });
      expect(r.answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      env.deps.clock.advance(60_000);
    }
    const tenth = await login({ email: u.email, password: 'Wrong-10!aA' });
    expect(tenth.status).toBe(422);
    expect(tenth.answer).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(tenth.headers.get('retry-after')).toBe('900');
    expect((tenth.answer as { message: string }).message).toContain('15 minutes');

    env.deps.clock.advance(5 * 60_000);
    const right = await login({ email: u.email, password: u.password });
    expect(right.answer).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(right.headers.get('retry-after')).toBe('600');

    env.deps.clock.advance(10 * 60_000);
    const after = await login({ email: u.email, password: u.password });
    expect(after.answer).toMatchObject({ status: 'success' });
  });

  it('does not lock for failures spread over more than 15 minutes, and a success resets the count', async () => {
    const u = await createUser(env.deps);
    for (let i = 0; i < 12; i++) {
      const r = await login({ email: u.email, password: 'Wrong-1!aA' });
      expect(r.answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });
      env.deps.clock.advance(2 * 60_000);
    }
    const v = await createUser(env.deps);
    for (let i = 0; i < 9; i++) await login({ email: v.email, password: 'Wrong-1!aA' });
    expect((await login({ email: v.email, password: v.password })).answer).toMatchObject({ status: 'success' });
    expect((await login({ email: v.email, password: 'Wrong-1!aA' })).answer).toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('locks an unknown address the same way, so the lock reveals nothing', async () => {
    const email = 'ghost.account@example.com';
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 10; i++) last = await login({ email, password: 'Wrong-1!aA' });
    expect(last!.answer).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(last!.headers.get('retry-after')).toBe('900');
    env.deps.clock.advance(15 * 60_000);
  });

  it('limits failures per IP, whatever the addresses tried, with Retry-After', async () => {
    const ip = '1.131.0.1';
    for (let i = 0; i < 30; i++) {
      const r = await login({ email: `spray${i}@example.com`, password: 'Wrong-1!aA' }, ip);
      expect(r.answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    const u = await createUser(env.deps);
    const blocked = await login({ email: u.email, password: u.password }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.answer).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The owner signing in from elsewhere is not affected.
    expect((await login({ email: u.email, password: u.password })).answer).toMatchObject({ status: 'success' });
    env.deps.clock.advance(15 * 60_000);
    expect((await login({ email: u.email, password: u.password }, ip)).answer).toMatchObject({ status: 'success' });
  });

  it('counts wrong 2FA codes towards the lock', async () => {
    const u = await createUser(env.deps, { totpSecret: newTotpSecret() });
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 10; i++) last = await login({ email: u.email, password: u.password, otp: '000000' });
    expect(last!.answer).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    expect(ACCOUNT_MESSAGES.loginFailed).toBeTruthy();
  });
});
