/**
 * A password reset decides by what protects the account's withdrawals (decision 490): an account
 * with passkeys and no 2FA does not reset with the mailbox alone unless the customer accepts that
 * the passkeys go and withdrawals wait 24 hours; a reset that drops 2FA drops the passkeys too.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { totpFor } from './index.js';
import { lastEmailedCode, latestMail } from './testing.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const NEW = 'Brand-New-Pass-7';
const DAY_MS = 24 * 3_600_000;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const reset = (p: Record<string, unknown>) => env.api.call(CALLS.resetPassword, p);
const login = (email: string, password: string) => env.api.call(CALLS.login, { email, password });
const code = () => totpFor(SECRET, 'x').generate({ timestamp: env.deps.clock.now().getTime() });

async function addPasskey(userId: string): Promise<void> {
  await env.deps.db
    .insertInto('passkeys')
    .values({
      id: randomUUID(),
      user_id: userId,
      public_key: 'pk',
      counter: 0,
      transports: '',
      name: 'Laptop',
      created_at: env.deps.clock.now(),
      last_used_at: null,
    })
    .execute();
}

async function resetCode(u: TestUser): Promise<string> {
  env.deps.clock.advance(61_000);
  expect((await env.api.call(CALLS.sendEmailOtp, { email: u.email, type: 2 })).status).toBe(200);
  return lastEmailedCode(env, u.email);
}

const account = async (id: string) => ({
  ...(await env.deps.db
    .selectFrom('users')
    .select(['totp_enabled', 'withdrawals_held_until', 'withdrawals_held_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()),
  passkeys: (await env.deps.db.selectFrom('passkeys').select('id').where('user_id', '=', id).execute()).length,
});

describe('a password reset of an account with passkeys and no 2FA', () => {
  it('is refused with the emailed code alone: the password, the passkeys and the code stay', async () => {
    const u = await createUser(env.deps);
    await addPasskey(u.id);
    const otp = await resetCode(u);
    const r = await reset({ email: u.email, otp, password: NEW });
    expect([r.status, r.answer]).toMatchObject([422, { code: 'RESET_REMOVES_PASSKEYS' }]);
    expect(await account(u.id)).toMatchObject({ passkeys: 1, withdrawals_held_until: null });
    expect((await login(u.email, u.password)).answer).toMatchObject({ status: 'success' });

    // Confirmed: the passkeys go, withdrawals wait 24 hours, the customer is told.
    const ok = await reset({ email: u.email, otp, password: NEW, without2fa: true });
    expect(ok.answer).toMatchObject({ status: 'success' });
    const after = await account(u.id);
    expect(after).toMatchObject({ passkeys: 0, withdrawals_held_reason: 'reset_without_passkey' });
    expect(new Date(after.withdrawals_held_until as Date).getTime()).toBe(env.deps.clock.now().getTime() + DAY_MS);
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toMatch(/passkeys were removed/);
    expect(mail.text).toContain('withdrawals are paused until');
    expect(mail.text).not.toMatch(/two-factor authentication was turned off|Turn two-factor authentication on again/);
    expect((await login(u.email, NEW)).answer).toMatchObject({ status: 'success' });
  });

  it('is refused for a staff member: their passkey stays', async () => {
    const s = await createUser(env.deps, { role: 'support' });
    await addPasskey(s.id);
    const otp = await resetCode(s);
    const r = await reset({ email: s.email, otp, password: NEW, without2fa: true });
    expect([r.status, r.answer]).toMatchObject([403, { code: 'STAFF_TWO_FACTOR_KEPT' }]);
    expect(await account(s.id)).toMatchObject({ passkeys: 1, withdrawals_held_until: null });
  });
});

describe('a password reset of an account with 2FA and passkeys', () => {
  it('without 2FA removes the passkeys too, and says so', async () => {
    const u = await createUser(env.deps, { totpSecret: SECRET });
    await addPasskey(u.id);
    const otp = await resetCode(u);
    const r = await reset({ email: u.email, otp, password: NEW, without2fa: true });
    expect(r.answer).toMatchObject({ status: 'success' });
    expect(await account(u.id)).toMatchObject({
      totp_enabled: false,
      passkeys: 0,
      withdrawals_held_reason: 'reset_without_2fa',
    });
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toMatch(/two-factor authentication was turned off/);
    expect(mail.text).toContain('Your passkeys were removed too.');
  });

  it('with the authenticator’s code keeps 2FA and the passkeys, and holds nothing', async () => {
    const u = await createUser(env.deps, { totpSecret: SECRET });
    await addPasskey(u.id);
    const otp = await resetCode(u);
    const r = await reset({ email: u.email, otp, password: NEW, totp: code() });
    expect(r.answer).toMatchObject({ status: 'success' });
    expect(await account(u.id)).toMatchObject({ totp_enabled: true, passkeys: 1, withdrawals_held_until: null });
  });
});

describe('a withdrawal hold already running', () => {
  it('is not shortened by a reset that drops a factor, and keeps its reason', async () => {
    const u = await createUser(env.deps, { totpSecret: SECRET });
    const supportUntil = new Date(env.deps.clock.now().getTime() + 3 * DAY_MS);
    await env.deps.db
      .updateTable('users')
      .set({ withdrawals_held_until: supportUntil, withdrawals_held_reason: 'support' })
      .where('id', '=', u.id)
      .execute();
    const r = await reset({ email: u.email, otp: await resetCode(u), password: NEW, without2fa: true });
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
    const after = await account(u.id);
    expect(after.totp_enabled).toBe(false);
    expect(new Date(after.withdrawals_held_until ?? 0).getTime()).toBe(supportUntil.getTime());
    expect(after.withdrawals_held_reason).toBe('support');
  });
});
