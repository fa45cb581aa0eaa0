/** Signed-in sessions and devices (decision 136): the list, signing one out, signing out the others. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { SESSION_MESSAGES } from '../../../contract/devices.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { softAuthenticator } from './passkeys/testing.js';
import { outboxFor, securityProof } from './testing.js';
import { AU_IP, CHROME_LINUX, customerWithoutSessions, GB_IP, SAFARI_IPHONE, signInFrom } from './testing-sessions.js';

const ORIGIN = 'https://wallet.example.com';
type Options = { options: Record<string, unknown> };
const optionsOf = (r: { answer: unknown }) => (r.answer as { data: Options }).data.options;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true', PUBLIC_URL: ORIGIN } });
});
afterAll(() => env.close());

const list = (token: string) => env.api.call(CALLS.getSessions, {}, { token });
const sessionsOf = async (token: string) => {
  const r = await list(token);
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
  return r.answer.data.sessions;
};

/** One customer signed in on a laptop in Australia, then on a phone in Great Britain. */
async function twoDevices() {
  const u = await customerWithoutSessions(env);
  const laptop = await signInFrom(env, u, CHROME_LINUX, AU_IP);
  env.deps.clock.advance(5 * 60_000);
  const phone = await signInFrom(env, u, SAFARI_IPHONE, GB_IP);
  return { u, laptop, phone };
}

describe('/users/get-sessions', () => {
  it('lists each signed-in device with its browser, country, sign-in time, last activity and "this device"', async () => {
    const { laptop } = await twoDevices();
    const signedInAt = env.deps.clock.now().toISOString();
    const sessions = await sessionsOf(laptop.token);
    expect(sessions).toHaveLength(2);
    const [first, second] = sessions;
    expect(first).toMatchObject({
      device: 'Chrome on Linux',
      browser: 'Chrome',
      os: 'Linux',
      type: 'desktop',
      country: 'AU',
      countryName: 'Australia',
      current: true,
    });
    expect(second).toMatchObject({
      device: 'Mobile Safari on Apple iPhone (iOS)',
      type: 'mobile',
      country: 'GB',
      countryName: 'United Kingdom',
      current: false,
      signedInAt,
    });
  });

  it('moves "last active" forward when a session makes a call, at most once a minute', async () => {
    const { laptop, phone } = await twoDevices();
    const before = (await sessionsOf(laptop.token)).find((s) => !s.current);
    env.deps.clock.advance(3 * 60_000);
    await list(phone.token);
    const activeAt = env.deps.clock.now().toISOString();
    env.deps.clock.advance(30_000);
    await list(phone.token);
    const after = (await sessionsOf(laptop.token)).find((s) => !s.current);
    expect(after?.lastActiveAt).toBe(activeAt);
    expect(after?.lastActiveAt).not.toBe(before?.lastActiveAt);
    expect(after?.signedInAt).toBe(before?.signedInAt);
  });

  it("shows only the caller's own live sessions", async () => {
    const { laptop, phone } = await twoDevices();
    const other = await customerWithoutSessions(env);
    await signInFrom(env, other, CHROME_LINUX, AU_IP);
    await env.api.call(CALLS.logout, {}, { token: phone.token });
    const sessions = await sessionsOf(laptop.token);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
  });
});

describe('/users/revoke-session', () => {
  it('signs one device out: its access token is refused on its very next call, and its refresh token too', async () => {
    const { laptop, phone } = await twoDevices();
    const phoneId = (await sessionsOf(laptop.token)).find((s) => !s.current)?.id;
    const r = await env.api.call(CALLS.revokeSession, { sessionId: phoneId }, { token: laptop.token });
    expect(r.answer).toEqual({ status: 'success', message: SESSION_MESSAGES.signedOut });
    const next = await list(phone.token);
    expect(next.status).toBe(401);
    expect(next.answer).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await env.api.call(CALLS.getNewToken, { refreshToken: phone.refreshToken })).status).toBe(401);
    expect(await sessionsOf(laptop.token)).toHaveLength(1);
  });

  it("refuses another customer's session with 404 and leaves it signed in", async () => {
    const { laptop } = await twoDevices();
    const stranger = await customerWithoutSessions(env);
    const theirs = await signInFrom(env, stranger, CHROME_LINUX, AU_IP);
    const theirId = (await sessionsOf(theirs.token))[0]?.id;
    const r = await env.api.call(CALLS.revokeSession, { sessionId: theirId }, { token: laptop.token });
    expect(r.status).toBe(404);
    expect(r.answer).toMatchObject({ code: 'NOT_FOUND', message: SESSION_MESSAGES.notFound, field: 'sessionId' });
    expect((await list(theirs.token)).status).toBe(200);
  });

  it('answers an unknown, a signed-out, a huge or a malformed id with a 4xx and changes nothing', async () => {
    const { laptop } = await twoDevices();
    const phoneId = (await sessionsOf(laptop.token)).find((s) => !s.current)?.id;
    await env.api.call(CALLS.revokeSession, { sessionId: phoneId }, { token: laptop.token });
    const again = await env.api.call(CALLS.revokeSession, { sessionId: phoneId }, { token: laptop.token });
    expect(again.status).toBe(404);
    const unknown = await env.api.call(
      CALLS.revokeSession,
      { sessionId: '00000000-0000-4000-8000-000000000000' },
      { token: laptop.token },
    );
    expect(unknown.status).toBe(404);
    for (const sessionId of ['x'.repeat(10_000), 42, null, { id: phoneId }, ['a'], '']) {
      const r = await env.api.call(CALLS.revokeSession, { sessionId }, { token: laptop.token });
      expect(r.status, JSON.stringify(sessionId).slice(0, 40)).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { sessionId: expect.any(String) } });
    }
    expect(await sessionsOf(laptop.token)).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    const r = await env.api.call(CALLS.revokeSession, { sessionId: '00000000-0000-4000-8000-000000000000' });
    expect(r.status).toBe(401);
  });
});

describe('/users/revoke-other-sessions', () => {
  const alertsFor = async (email: string) =>
    (await outboxFor(env, email)).filter((m) => m.subject.startsWith('CoinVault security alert'));

  it('signs out every other device and keeps this one', async () => {
    const { u, laptop, phone } = await twoDevices();
    const tablet = await signInFrom(env, u, SAFARI_IPHONE, AU_IP);
    const r = await env.api.call(CALLS.revokeOtherSessions, { password: u.password }, { token: laptop.token });
    expect(r.answer).toEqual({ status: 'success', message: SESSION_MESSAGES.othersSignedOut, data: { revoked: 2 } });
    expect((await list(phone.token)).status).toBe(401);
    expect((await list(tablet.token)).status).toBe(401);
    const left = await sessionsOf(laptop.token);
    expect(left.map((s) => s.current)).toEqual([true]);
  });

  it('refuses a copied access token without the password: nothing signed out, nothing emailed as done', async () => {
    const { u, laptop, phone } = await twoDevices();
    const before = (await alertsFor(u.email)).length;
    for (const payload of [{}, { password: '' }, { password: 'not-the-password' }, { password: 42 }]) {
      const r = await env.api.call(CALLS.revokeOtherSessions, payload, { token: phone.token });
      expect(r.status, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(r.status, JSON.stringify(payload)).toBeLessThan(500);
      expect(r.answer).toMatchObject({ errors: { password: expect.any(String) } });
    }
    expect((await list(laptop.token)).status).toBe(200);
    expect((await list(phone.token)).status).toBe(200);
    expect(await alertsFor(u.email)).toHaveLength(before);
  });

  it("emails the security alert with a 'This wasn't me' link that signs out the caller too", async () => {
    const { u, laptop, phone } = await twoDevices();
    const before = (await alertsFor(u.email)).length;
    await env.api.call(
      CALLS.revokeOtherSessions,
      { password: u.password },
      { token: phone.token, ip: GB_IP, headers: { 'user-agent': SAFARI_IPHONE } },
    );
    const alerts = await alertsFor(u.email);
    expect(alerts).toHaveLength(before + 1);
    const mail = alerts.find((m) => m.subject === 'CoinVault security alert: Your other devices were signed out');
    expect(mail?.text).toContain('Device: Mobile Safari on Apple iPhone (iOS)');
    expect(mail?.text).toContain('Country: United Kingdom');
    const token = /\/secure-account#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect((await list(laptop.token)).status).toBe(401);
    const secured = await env.api.call(CALLS.secureAccount, { token });
    expect(secured.status).toBe(200);
    expect((await list(phone.token)).status).toBe(401);
  });

  it('takes a passkey of the account in place of the password', async () => {
    const u = await customerWithoutSessions(env, { kycStatus: 'approved' });
    const laptop = await signInFrom(env, u, CHROME_LINUX, AU_IP);
    const phone = await signInFrom(env, u, SAFARI_IPHONE, GB_IP);
    const key = softAuthenticator();
    const o = await env.api.call(
      CALLS.passkeyRegisterOptions,
      { password: u.password, ...(await securityProof(env, u)) },
      { token: laptop.token },
    );
    const added = await env.api.call(
      CALLS.passkeyRegister,
      { response: key.register(optionsOf(o), ORIGIN), name: 'Laptop' },
      { token: laptop.token },
    );
    expect(added.status).toBe(200);
    const confirm = async () =>
      key.assert(optionsOf(await env.api.call(CALLS.passkeyConfirmOptions, {}, { token: laptop.token })), ORIGIN);
    const passkey = await confirm();
    const r = await env.api.call(CALLS.revokeOtherSessions, { passkey }, { token: laptop.token });
    expect(r.answer).toMatchObject({ status: 'success', data: { revoked: 1 } });
    expect((await list(phone.token)).status).toBe(401);
    // The same assertion again is refused.
    const replay = await env.api.call(CALLS.revokeOtherSessions, { passkey }, { token: laptop.token });
    expect(replay.answer).toMatchObject({ code: 'PASSKEY_REFUSED' });
  });
});
