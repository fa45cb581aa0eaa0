/**
 * New passwords must not be easy to guess (decision 094): common and breached-pattern passwords
 * that pass the character-class rule, and control characters, are refused with the reason, at
 * sign-up, reset and change alike.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { clientAddresses, createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { lastEmailedCode, signUpPayload } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => env.close());

const ip = clientAddresses('1.170');

async function signUp(password: string) {
  const p = signUpPayload({ password });
  await env.api.call(CALLS.sendEmailOtp, { email: p.email, type: 1 });
  const otp = await lastEmailedCode(env, p.email);
  return env.api.call(CALLS.createUser, { ...p, otp });
}

describe('password strength', () => {
  it.each(['Password1!', 'Qwerty123!', 'Welcome1!'])('refuses %s at sign-up with the reason', async (password) => {
    const r = await signUp(password);
    expect(r.status).toBe(400);
    const message = (r.answer as any).errors.password as string;
    expect(message).toMatch(/^This password is too easy to guess\. This is similar to a commonly used password\./);
  });

  it('refuses control characters with their own message', async () => {
    const r = await signUp('Tidy-Harbour\u0007-42');
    expect(r.answer).toMatchObject({
      code: 'VALIDATION',
      errors: { password: 'Password must not contain control characters or line breaks' },
    });
  });

  it('refuses a password made of the customer’s own name', async () => {
    const r = await signUp('Lovelace1990!');
    expect((r.answer as any).errors?.password).toMatch(/too easy to guess/);
  });

  it('accepts the demo passwords and strong ones', async () => {
    for (const password of ['Demo-Customer-1!', 'Demo-Admin-1!', 'Tidy-Harbour-Lantern-42'])
      expect((await signUp(password)).status).toBe(200);
  });

  it('applies at password change and password reset too', async () => {
    const u = await createUser(env.deps);
    const change = await env.api.call(
      CALLS.changePassword,
      { oldPassword: u.password, newPassword: 'Qwerty123!' },
      { token: u.token, ip: ip() },
    );
    expect((change.answer as any).errors?.newPassword).toMatch(/too easy to guess/);
    await env.api.call(CALLS.sendEmailOtp, { email: u.email, type: 2 }, { ip: ip() });
    const otp = await lastEmailedCode(env, u.email);
    const reset = await env.api.call(
      CALLS.resetPassword,
      { email: u.email, otp, password: 'Password1!' },
      { ip: ip() },
    );
    expect((reset.answer as any).errors?.password).toMatch(/too easy to guess/);
    const ok = await env.api.call(
      CALLS.resetPassword,
      { email: u.email, otp, password: 'Tidy-Harbour-Lantern-42' },
      { ip: ip() },
    );
    expect(ok.answer).toMatchObject({ status: 'success' });
  });
});
