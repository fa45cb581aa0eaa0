import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../../contract/calls/index.js';
import { PASSKEY_MESSAGES, type PasskeyView } from '../../../../contract/passkeys.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../../test/harness.js';
import { latestMail, securityProof } from '../testing.js';
import { SAFARI_IPHONE } from '../testing-sessions.js';
import { totpFor } from '../totp.js';
import { CHALLENGE_TTL_MS } from './challenges.js';
import { type SoftAuthenticator, softAuthenticator } from './testing.js';

let env: TestEnv;
let origin: string;
beforeAll(async () => {
  env = await createTestEnv({ env: { PUBLIC_URL: 'https://wallet.example.com' } });
  origin = 'https://wallet.example.com';
});
afterAll(() => env.close());

type Options = { options: Record<string, unknown> };
const dataOf = <T>(r: { answer: unknown }) => (r.answer as { data: T }).data;

async function addPasskey(u: TestUser, key: SoftAuthenticator, name = 'Laptop') {
  const o = await env.api.call(
    CALLS.passkeyRegisterOptions,
    { password: u.password, otp: '', ...(await securityProof(env, u)) },
    { token: u.token },
  );
  expect(o.status).toBe(200);
  const response = key.register(dataOf<Options>(o).options, origin);
  return env.api.call(CALLS.passkeyRegister, { response, name }, { token: u.token });
}

async function signInOptions() {
  return dataOf<Options>(await env.api.call(CALLS.passkeySignInOptions, {})).options;
}

const passkeysOf = (u: TestUser) =>
  env.deps.db.selectFrom('passkeys').selectAll().where('user_id', '=', u.id).execute();

describe('adding a passkey', () => {
  it('verifies a real attestation bound to the site, stores the key and emails a security alert with the anti-phishing code', async () => {
    const u = await createUser(env.deps);
    await env.deps.db.updateTable('users').set({ anti_phishing_code: 'OWL-42' }).where('id', '=', u.id).execute();
    const key = softAuthenticator();
    const r = await addPasskey(u, key);
    expect(r.status).toBe(200);
    expect(dataOf<PasskeyView>(r)).toMatchObject({ id: key.credentialId, name: 'Laptop', lastUsedAt: null });
    const [stored] = await passkeysOf(u);
    expect(stored?.public_key.length).toBeGreaterThan(50);
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toBe('CoinVault security alert: A passkey was added');
    expect(mail.text).toContain('Your anti-phishing code: OWL-42');
    expect(mail.text).toContain('Passkey: "Laptop"');
    expect(mail.text).toContain('https://wallet.example.com/secure-account#');
    const alerts = await env.deps.db.selectFrom('security_alerts').select('kind').where('user_id', '=', u.id).execute();
    expect(alerts).toEqual([{ kind: 'passkey_added' }]);
  });

  it('takes the current password, and a 2FA code when 2FA is on', async () => {
    const u = await createUser(env.deps);
    const wrong = await env.api.call(CALLS.passkeyRegisterOptions, { password: 'nope', otp: '' }, { token: u.token });
    expect(wrong.answer).toMatchObject({ code: 'WRONG_PASSWORD' });
    const secret = 'JBSWY3DPEHPK3PXP';
    const withTotp = await createUser(env.deps, { totpSecret: secret });
    const noCode = await env.api.call(
      CALLS.passkeyRegisterOptions,
      { password: withTotp.password, otp: '' },
      { token: withTotp.token },
    );
    expect(noCode.answer).toMatchObject({ code: 'OTP_REQUIRED' });
    const otp = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
    const ok = await env.api.call(
      CALLS.passkeyRegisterOptions,
      { password: withTotp.password, otp },
      { token: withTotp.token },
    );
    expect(ok.status).toBe(200);
  });

  it('refuses a response for another site, a replayed response and an expired challenge, storing nothing', async () => {
    const u = await createUser(env.deps);
    const key = softAuthenticator();
    const o = await env.api.call(
      CALLS.passkeyRegisterOptions,
      { password: u.password, otp: '', ...(await securityProof(env, u)) },
      { token: u.token },
    );
    const options = dataOf<Options>(o).options;
    const phished = key.register(options, 'https://wallet.example.evil');
    const refused = await env.api.call(CALLS.passkeyRegister, { response: phished, name: 'X' }, { token: u.token });
    expect(refused.status).toBe(422);
    expect(refused.answer).toMatchObject({ code: 'PASSKEY_REFUSED' });
    // The challenge was spent by the refused try: the genuine answer to it is now refused too.
    const replay = await env.api.call(
      CALLS.passkeyRegister,
      { response: key.register(options, origin), name: 'X' },
      { token: u.token },
    );
    expect(replay.answer).toMatchObject({ code: 'PASSKEY_REFUSED', message: PASSKEY_MESSAGES.expired });
    const late = await env.api.call(
      CALLS.passkeyRegisterOptions,
      { password: u.password, otp: '', ...(await securityProof(env, u)) },
      { token: u.token },
    );
    env.deps.clock.advance(CHALLENGE_TTL_MS + 1000);
    const expired = await env.api.call(
      CALLS.passkeyRegister,
      { response: key.register(dataOf<Options>(late).options, origin), name: 'X' },
      { token: u.token },
    );
    expect(expired.answer).toMatchObject({ code: 'PASSKEY_REFUSED', message: PASSKEY_MESSAGES.expired });
    expect(await passkeysOf(u)).toEqual([]);
  });

  it('refuses junk responses and a 10,000-character name with a 4xx', async () => {
    const u = await createUser(env.deps);
    for (const response of [
      null,
      'x',
      { id: 'a', response: { clientDataJSON: '%%%' } },
      { response: { clientDataJSON: 'e30' } },
    ]) {
      const r = await env.api.call(CALLS.passkeyRegister, { response, name: 'Ok' }, { token: u.token });
      expect(r.status).toBe(422);
    }
    const huge = await env.api.call(
      CALLS.passkeyRegister,
      { response: {}, name: 'x'.repeat(10_000) },
      { token: u.token },
    );
    expect(huge.answer).toMatchObject({ code: 'VALIDATION', errors: { name: expect.any(String) } });
    const long = await env.api.call(CALLS.passkeyRegister, { response: {}, name: 'x'.repeat(61) }, { token: u.token });
    expect(long.answer).toMatchObject({ code: 'VALIDATION', errors: { name: PASSKEY_MESSAGES.nameTooLong } });
  });
});

describe('signing in with a passkey', () => {
  it('starts a session from a verified assertion, without password or code', async () => {
    const u = await createUser(env.deps, { totpSecret: 'JBSWY3DPEHPK3PXP' });
    const key = softAuthenticator();
    const otp = totpFor('JBSWY3DPEHPK3PXP', 'x').generate({ timestamp: env.deps.clock.now().getTime() });
    const o = await env.api.call(CALLS.passkeyRegisterOptions, { password: u.password, otp }, { token: u.token });
    await env.api.call(
      CALLS.passkeyRegister,
      { response: key.register(dataOf<Options>(o).options, origin), name: 'Phone' },
      { token: u.token },
    );
    const r = await env.api.call(CALLS.passkeyLogin, { response: key.assert(await signInOptions(), origin) });
    expect(r.status).toBe(200);
    const data = dataOf<{ token: string; user: { id: string } }>(r);
    expect(data.user.id).toBe(u.id);
    const list = await env.api.call(CALLS.listPasskeys, {}, { token: data.token });
    expect(dataOf<PasskeyView[]>(list)[0]?.lastUsedAt).not.toBeNull();
  });

  it('emails the new-sign-in alert for a device the account has not used, as a password sign-in does', async () => {
    const u = await createUser(env.deps);
    const key = softAuthenticator();
    await addPasskey(u, key);
    const fromPhone = { headers: { 'user-agent': SAFARI_IPHONE } };
    const r = await env.api.call(
      CALLS.passkeyLogin,
      { response: key.assert(await signInOptions(), origin) },
      fromPhone,
    );
    expect(r.status).toBe(200);
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toBe('CoinVault security alert: New sign-in to your account');
    expect(mail.text).toContain('Device: Mobile Safari on Apple iPhone (iOS)');
  });

  it('refuses a replayed assertion and a counter that goes backwards, changing nothing', async () => {
    const u = await createUser(env.deps);
    const key = softAuthenticator();
    await addPasskey(u, key);
    const first = key.assert(await signInOptions(), origin, { counter: 5 });
    expect((await env.api.call(CALLS.passkeyLogin, { response: first })).status).toBe(200);
    const sessions = await env.deps.db.selectFrom('sessions').select('id').where('user_id', '=', u.id).execute();

    const replay = await env.api.call(CALLS.passkeyLogin, { response: first });
    expect(replay.status).toBe(422);
    expect(replay.answer).toMatchObject({ code: 'PASSKEY_REFUSED', message: PASSKEY_MESSAGES.expired });

    const backwards = await env.api.call(CALLS.passkeyLogin, {
      response: key.assert(await signInOptions(), origin, { counter: 3 }),
    });
    expect(backwards.status).toBe(422);
    expect(backwards.answer).toMatchObject({ code: 'PASSKEY_REFUSED', message: PASSKEY_MESSAGES.counter });
    const same = await env.api.call(CALLS.passkeyLogin, {
      response: key.assert(await signInOptions(), origin, { counter: 5 }),
    });
    expect(same.answer).toMatchObject({ code: 'PASSKEY_REFUSED', message: PASSKEY_MESSAGES.counter });

    const [stored] = await passkeysOf(u);
    expect(stored?.counter).toBe(5);
    expect(await env.deps.db.selectFrom('sessions').select('id').where('user_id', '=', u.id).execute()).toEqual(
      sessions,
    );
  });

  it('refuses a challenge issued to confirm an action, and an assertion from an unknown key', async () => {
    const u = await createUser(env.deps);
    const key = softAuthenticator();
    await addPasskey(u, key);
    const confirm = dataOf<Options>(await env.api.call(CALLS.passkeyConfirmOptions, {}, { token: u.token })).options;
    const wrongPurpose = await env.api.call(CALLS.passkeyLogin, { response: key.assert(confirm, origin) });
    expect(wrongPurpose.answer).toMatchObject({ code: 'PASSKEY_REFUSED' });
    const stranger = softAuthenticator();
    const unknown = await env.api.call(CALLS.passkeyLogin, {
      response: stranger.assert(await signInOptions(), origin),
    });
    expect(unknown.answer).toMatchObject({ code: 'PASSKEY_REFUSED' });
  });
});

describe('listing, renaming and removing', () => {
  it('lists and renames only the customer’s own passkeys', async () => {
    const u = await createUser(env.deps);
    const other = await createUser(env.deps);
    const key = softAuthenticator();
    await addPasskey(u, key, 'Old name');
    const renamed = await env.api.call(
      CALLS.renamePasskey,
      { id: key.credentialId, name: '  Work laptop ' },
      { token: u.token },
    );
    expect(dataOf<PasskeyView>(renamed).name).toBe('Work laptop');
    const theirs = await env.api.call(
      CALLS.renamePasskey,
      { id: key.credentialId, name: 'Mine' },
      { token: other.token },
    );
    expect(theirs.status).toBe(404);
    expect(dataOf<PasskeyView[]>(await env.api.call(CALLS.listPasskeys, {}, { token: other.token }))).toEqual([]);
    const mine = dataOf<PasskeyView[]>(await env.api.call(CALLS.listPasskeys, {}, { token: u.token }));
    expect(mine.map((p) => p.name)).toEqual(['Work laptop']);
  });

  it('removes with the password and a passkey, emails an alert, and the passkey no longer signs in', async () => {
    const u = await createUser(env.deps);
    const other = await createUser(env.deps);
    const key = softAuthenticator();
    await addPasskey(u, key);
    const theirs = await env.api.call(
      CALLS.removePasskey,
      { id: key.credentialId, password: other.password, otp: '' },
      { token: other.token },
    );
    expect(theirs.status).toBe(404);
    const wrong = await env.api.call(
      CALLS.removePasskey,
      { id: key.credentialId, password: 'nope', otp: '' },
      { token: u.token },
    );
    expect(wrong.answer).toMatchObject({ code: 'WRONG_PASSWORD' });
    // The account confirms with its passkey, so the password alone does not remove one (decision 492).
    const alone = await env.api.call(
      CALLS.removePasskey,
      { id: key.credentialId, password: u.password, otp: '' },
      { token: u.token },
    );
    expect(alone.answer).toMatchObject({ code: 'PASSKEY_REQUIRED' });
    expect(await passkeysOf(u)).toHaveLength(1);
    const confirm = await env.api.call(CALLS.passkeyConfirmOptions, {}, { token: u.token });
    const r = await env.api.call(
      CALLS.removePasskey,
      { id: key.credentialId, password: u.password, passkey: key.assert(dataOf<Options>(confirm).options, origin) },
      { token: u.token },
    );
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
    const mail = await latestMail(env, u.email);
    expect(mail.subject).toBe('CoinVault security alert: A passkey was removed');
    expect(mail.text).toContain('/secure-account#');
    const after = await env.api.call(CALLS.passkeyLogin, { response: key.assert(await signInOptions(), origin) });
    expect(after.answer).toMatchObject({ code: 'PASSKEY_REFUSED' });
  });
});
