import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { clientAddresses, createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { startSession } from '../accounts/index.js';
import { latestMail } from '../accounts/testing.js';
import { seedDemoWallet } from '../ledger/index.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => env.close());

const ip = clientAddresses('1.132');
const call = (path: string, payload: unknown, u: TestUser | string) =>
  env.api.call(path, payload, { token: typeof u === 'string' ? u : u.token, ip: ip() });
const login = (email: string, password: string) => env.api.call(CALLS.login, { email, password }, { ip: ip() });

describe('/users/update-profile', () => {
  it('saves the address fields, trimmed, and answers the updated user', async () => {
    const u = await createUser(env.deps);
    const r = await call(
      '/users/update-profile',
      { address: '  12 Rue de l’Église, Apt 3/B ', city: 'Saint-Étienne', state: 'Loire', postal: '42000' },
      u,
    );
    expect(r.status).toBe(200);
    expect(r.answer).toMatchObject({
      status: 'success',
      message: 'Profile updated successfully!',
      data: {
        user: { address: '12 Rue de l’Église, Apt 3/B', city: 'Saint-Étienne', state: 'Loire', postal: '42000' },
      },
    });
  });

  it('refuses overlong values and characters that have no place in an address', async () => {
    const u = await createUser(env.deps, { city: 'Perth' });
    const r = await call(
      '/users/update-profile',
      { address: '<script>alert(1)</script>', city: 'x'.repeat(61), state: 'WA', postal: '60$0' },
      u,
    );
    expect(r.status).toBe(400);
    expect(r.answer).toMatchObject({
      code: 'VALIDATION',
      errors: {
        address: 'Address contains characters that are not allowed',
        city: 'City must be at most 60 characters',
        postal: 'Postcode may contain only letters, digits, spaces and hyphens',
      },
    });
    const row = await env.deps.db.selectFrom('users').select('city').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.city).toBe('Perth');
  });
});

describe('/users/change-password', () => {
  it('applies the rules of the change-password form', async () => {
    const u = await createUser(env.deps);
    const empty = await call('/users/change-password', { oldPassword: '', newPassword: '' }, u);
    expect(empty.answer).toMatchObject({
      errors: { oldPassword: 'Current password is required', newPassword: 'New password is required' },
    });
    const short = await call('/users/change-password', { oldPassword: u.password, newPassword: 'Ab1!' }, u);
    expect(short.answer).toMatchObject({ errors: { newPassword: 'Password must be at least 8 characters' } });
  });

  it('refuses a wrong current password', async () => {
    const u = await createUser(env.deps);
    const r = await call(
      '/users/change-password',
      { oldPassword: 'Not-The-One-1', newPassword: 'Brand-New-Pass-2' },
      u,
    );
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'WRONG_PASSWORD', message: M.wrongPassword });
  });

  it('changes the password, ends the other sessions and keeps this one', async () => {
    const u = await createUser(env.deps);
    const other = await startSession(env.deps, { id: u.id, role: 'user' }, { ip: '1.1.1.1', userAgent: 'tablet' });
    const r = await call('/users/change-password', { oldPassword: u.password, newPassword: 'Brand-New-Pass-2' }, u);
    expect(r.answer).toEqual({ status: 'success', message: 'The password has been successfully changed' });
    expect((await call('/exchange/get-kyc-status', {}, other.token)).status).toBe(401);
    const refresh = await env.api.call(CALLS.getNewToken, { refreshToken: other.refreshToken });
    expect(refresh.status).toBe(401);
    expect((await call('/exchange/get-kyc-status', {}, u)).status).toBe(200);
    expect((await login(u.email, u.password)).answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await login(u.email, 'Brand-New-Pass-2')).answer).toMatchObject({ status: 'success' });
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toMatch(/password was changed/);
  });
});

describe('/users/delete-account', () => {
  it('refuses while any balance is above zero', async () => {
    const u = await createUser(env.deps);
    await seedDemoWallet(env.deps, u.id);
    const r = await call('/users/delete-account', { password: u.password }, u);
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'BALANCE_NOT_EMPTY', message: M.balanceNotEmpty });
    expect((await login(u.email, u.password)).answer).toMatchObject({ status: 'success' });
  });

  it('closes an empty account: sign-in refused, sessions ended, personal data minimised', async () => {
    const u = await createUser(env.deps, { address: '1 Main St', city: 'Perth', state: 'WA', postal: '6000' });
    await env.deps.db.updateTable('users').set({ anti_phishing_code: 'Secret words' }).where('id', '=', u.id).execute();
    const other = await startSession(env.deps, { id: u.id, role: 'user' }, { ip: '1.1.1.1', userAgent: 'phone' });
    const r = await call('/users/delete-account', { password: u.password }, u);
    expect(r.answer).toEqual({
      status: 'success',
      message: 'Account has been successfully deleted',
      data: { fundsHeld: false },
    });

    expect((await call('/exchange/get-kyc-status', {}, u)).status).toBe(401);
    expect((await call('/exchange/get-kyc-status', {}, other.token)).status).toBe(401);
    expect((await env.api.call(CALLS.getNewToken, { refreshToken: other.refreshToken })).status).toBe(401);
    expect((await login(u.email, u.password)).answer).toMatchObject({ code: 'INVALID_CREDENTIALS' });

    const row = await env.deps.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'closed',
      email: u.email,
      first_name: 'Test',
      last_name: 'Customer',
      dob: '1990-05-17',
      address: '1 Main St',
      city: 'Perth',
      anti_phishing_code: null,
      totp_secret_enc: null,
      totp_enabled: false,
    });
    expect(row.closed_at).not.toBeNull();
    expect(row.password_hash).toBe('!closed');
    expect(row.email_normalized).not.toBe(u.email.toLowerCase());
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toMatch(/account is closed/);
  });
});
