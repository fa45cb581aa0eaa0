/**
 * A staff member signs in only with a second factor (decisions 234, 321): neither their mailbox
 * alone (a reset "without 2FA") nor their own session (their last passkey) can take it away.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { totpFor } from './index.js';
import { lastEmailedCode } from './testing.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const code = () => totpFor(SECRET, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
const factors = (id: string) =>
  env.deps.db
    .selectFrom('users')
    .select(['totp_enabled', 'password_hash', 'withdrawals_held_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

async function addPasskey(userId: string) {
  const id = randomUUID();
  await env.deps.db
    .insertInto('passkeys')
    .values({
      id,
      user_id: userId,
      public_key: 'pk',
      counter: 0,
      transports: '',
      name: 'Laptop',
      created_at: env.deps.clock.now(),
      last_used_at: null,
    })
    .execute();
  return id;
}

describe('a password reset without 2FA', () => {
  it('is refused for a staff member: the mailbox alone keeps their 2FA, password and code as they were', async () => {
    const s = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
    expect((await env.api.call(CALLS.sendEmailOtp, { email: s.email, type: 2 })).status).toBe(200);
    const otp = await lastEmailedCode(env, s.email);
    const before = await factors(s.id);
    const r = await env.api.call(CALLS.resetPassword, {
      email: s.email,
      otp,
      password: 'Brand-New-Pass-7',
      without2fa: true,
    });
    expect([r.status, r.answer]).toMatchObject([403, { code: 'STAFF_TWO_FACTOR_KEPT' }]);
    expect(await factors(s.id)).toEqual(before);
    // The code is not spent: with the authenticator's code the member still resets.
    const ok = await env.api.call(CALLS.resetPassword, {
      email: s.email,
      otp,
      password: 'Brand-New-Pass-7',
      totp: code(),
    });
    expect(ok.status).toBe(200);
    expect((await factors(s.id)).totp_enabled).toBe(true);
  });

  it('still turns 2FA off for a customer, as decision 091 says', async () => {
    const c = await createUser(env.deps, { totpSecret: SECRET });
    await env.api.call(CALLS.sendEmailOtp, { email: c.email, type: 2 });
    const otp = await lastEmailedCode(env, c.email);
    const r = await env.api.call(CALLS.resetPassword, {
      email: c.email,
      otp,
      password: 'Brand-New-Pass-7',
      without2fa: true,
    });
    expect(r.status).toBe(200);
    expect((await factors(c.id)).totp_enabled).toBe(false);
  });
});

describe("removing a staff member's last passkey", () => {
  it('is refused, and the passkey stays', async () => {
    const s = await createUser(env.deps, { role: 'compliance', totpSecret: SECRET });
    const id = await addPasskey(s.id);
    env.deps.clock.advance(30_000);
    const r = await env.api.call(
      CALLS.removePasskey,
      { id, password: s.password, otp: code(), passkey: null },
      { token: s.token },
    );
    expect(r.status).toBe(403);
    const left = await env.deps.db.selectFrom('passkeys').select('id').where('user_id', '=', s.id).execute();
    expect(left).toHaveLength(1);
  });

  it('still lets a customer remove their last', async () => {
    const c = await createUser(env.deps, { totpSecret: SECRET });
    const only = await addPasskey(c.id);
    env.deps.clock.advance(30_000);
    const rc = await env.api.call(
      CALLS.removePasskey,
      { id: only, password: c.password, otp: code(), passkey: null },
      { token: c.token },
    );
    expect(rc.status).toBe(200);
  });
});
