/**
 * A change to an account's factors takes what confirmed its withdrawals until then (decision 492):
 * the emailed code on an account with neither 2FA nor a passkey, a passkey it has on one with
 * passkeys only. Otherwise a session and the password alone could add an authenticator or a
 * passkey of the holder's, and confirm withdrawals with it without the mailbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_TYPE } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { clientAddresses, createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { newCode, storeCode } from './codes.js';
import { softAuthenticator } from './passkeys/testing.js';
import { lastEmailedCode } from './testing.js';
import { totpFor } from './totp.js';

const ORIGIN = 'https://wallet.example.com';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true' } });
});
afterAll(() => env.close());

const ip = clientAddresses('1.177');
const as = (u: TestUser) => ({ token: u.token, ip: ip() });

async function newSecret(u: TestUser): Promise<string> {
  const g = await env.api.call(CALLS.generate2faSecret, {}, as(u));
  return (g.answer as { data: { base32: string } }).data.base32;
}
const codeNow = (secret: string) => totpFor(secret, 'test').generate({ timestamp: env.deps.clock.now().getTime() });

const twoFactorOn = async (u: TestUser) =>
  (await env.deps.db.selectFrom('users').select('totp_enabled').where('id', '=', u.id).executeTakeFirstOrThrow())
    .totp_enabled;
const passkeys = async (u: TestUser) =>
  (await env.deps.db.selectFrom('passkeys').select('id').where('user_id', '=', u.id).execute()).length;

async function addPasskey(u: TestUser, proof: Record<string, unknown>) {
  const key = softAuthenticator();
  const o = await env.api.call(CALLS.passkeyRegisterOptions, { password: u.password, ...proof }, as(u));
  if (o.status !== 200) return { answer: o.answer, key };
  const r = await env.api.call(
    CALLS.passkeyRegister,
    { response: key.register((o.answer as any).data.options, ORIGIN), name: 'Phone' },
    as(u),
  );
  expect(r.status, JSON.stringify(r.answer)).toBe(200);
  return { answer: r.answer, key };
}

async function passkeyAnswer(u: TestUser, key: ReturnType<typeof softAuthenticator>) {
  const c = await env.api.call(CALLS.passkeyConfirmOptions, {}, as(u));
  return key.assert((c.answer as any).data.options, ORIGIN);
}

describe('an account with neither 2FA nor a passkey', () => {
  it('turns 2FA on only with the code emailed for the change, not with the password alone', async () => {
    const u = await createUser(env.deps);
    const secret = await newSecret(u);
    const alone = await env.api.call(
      CALLS.enable2fa,
      { security_key: secret, otp: codeNow(secret), password: u.password },
      as(u),
    );
    expect(alone.answer).toMatchObject({ code: 'EMAIL_CODE_REQUIRED' });
    expect(await twoFactorOn(u)).toBe(false);

    // A code emailed for a withdrawal is not one for this change.
    const withdrawalCode = newCode();
    await storeCode(env.deps, u.email, OTP_TYPE.withdrawal, withdrawalCode);
    const other = await env.api.call(
      CALLS.enable2fa,
      { security_key: secret, otp: codeNow(secret), password: u.password, emailCode: withdrawalCode },
      as(u),
    );
    expect(other.answer).toMatchObject({ code: 'OTP_INVALID' });
    expect(await twoFactorOn(u)).toBe(false);

    const sent = await env.api.call(CALLS.sendSecurityCode, {}, as(u));
    expect(sent.status, JSON.stringify(sent.answer)).toBe(200);
    const emailCode = await lastEmailedCode(env, u.email);
    const on = await env.api.call(
      CALLS.enable2fa,
      { security_key: secret, otp: codeNow(secret), password: u.password, emailCode },
      as(u),
    );
    expect(on.status, JSON.stringify(on.answer)).toBe(200);
    expect(await twoFactorOn(u)).toBe(true);
  });

  it('adds a passkey only with the emailed code; a wrong password is refused before it', async () => {
    const u = await createUser(env.deps);
    expect((await addPasskey(u, {})).answer).toMatchObject({ code: 'EMAIL_CODE_REQUIRED' });
    const wrong = await env.api.call(CALLS.passkeyRegisterOptions, { password: 'Not-The-One-1' }, as(u));
    expect(wrong.answer).toMatchObject({ code: 'WRONG_PASSWORD' });
    expect(await passkeys(u)).toBe(0);

    await env.api.call(CALLS.sendSecurityCode, {}, as(u));
    const emailCode = await lastEmailedCode(env, u.email);
    await addPasskey(u, { emailCode });
    expect(await passkeys(u)).toBe(1);
    // The code works once.
    expect((await addPasskey(u, { emailCode })).answer).toMatchObject({ code: 'PASSKEY_REQUIRED' });
  });
});

describe('an account with a passkey and no 2FA', () => {
  async function withPasskey() {
    const u = await createUser(env.deps);
    const code = newCode();
    await storeCode(env.deps, u.email, OTP_TYPE.securityChange, code);
    const { key } = await addPasskey(u, { emailCode: code });
    return { u, key };
  }

  it('adds another passkey, turns 2FA on and removes a passkey only with a passkey it has', async () => {
    const { u, key } = await withPasskey();
    expect((await addPasskey(u, {})).answer).toMatchObject({ code: 'PASSKEY_REQUIRED' });

    const secret = await newSecret(u);
    const alone = await env.api.call(
      CALLS.enable2fa,
      { security_key: secret, otp: codeNow(secret), password: u.password },
      as(u),
    );
    expect(alone.answer).toMatchObject({ code: 'PASSKEY_REQUIRED' });
    expect(await twoFactorOn(u)).toBe(false);

    const { id } = await env.deps.db
      .selectFrom('passkeys')
      .select('id')
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    const removed = await env.api.call(CALLS.removePasskey, { id, password: u.password }, as(u));
    expect(removed.answer).toMatchObject({ code: 'PASSKEY_REQUIRED' });
    expect(await passkeys(u)).toBe(1);

    // The emailed code is not offered to it.
    expect((await env.api.call(CALLS.sendSecurityCode, {}, as(u))).answer).toMatchObject({ code: 'PASSKEY_REQUIRED' });

    await addPasskey(u, { passkey: await passkeyAnswer(u, key) });
    expect(await passkeys(u)).toBe(2);
    const on = await env.api.call(
      CALLS.enable2fa,
      { security_key: secret, otp: codeNow(secret), password: u.password, passkey: await passkeyAnswer(u, key) },
      as(u),
    );
    expect(on.status, JSON.stringify(on.answer)).toBe(200);
    expect(await twoFactorOn(u)).toBe(true);
  });
});

it('the emailed code is not offered to an account with 2FA', async () => {
  const u = await createUser(env.deps, { totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
  expect((await env.api.call(CALLS.sendSecurityCode, {}, as(u))).answer).toMatchObject({ code: 'OTP_REQUIRED' });
});
