/**
 * Sign-in alerts (decision 137): a sign-in from a device or country not seen in 90 days, a
 * password change and a 2FA change email one security alert with a "This wasn't me" link, which
 * signs out every session, holds withdrawals for 24 hours and starts a password reset.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { SESSION_MESSAGES } from '../../../contract/devices.js';
import { accountTimeText } from '../../lib/account-time.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { creditForTest } from '../ledger/testing.js';
import { withdrawBtc } from '../wallet/testing.js';
import { ALERT_LINK_TTL_MS, sendSecurityAlert } from './security-alerts.js';
import { lastEmailedCode, outboxFor, securityProof, withdrawalProofByToken } from './testing.js';
import { AU_IP, CHROME_LINUX, customerWithoutSessions, GB_IP, SAFARI_IPHONE, signInFrom } from './testing-sessions.js';
import { totpFor } from './totp.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { TRUST_PROXY: 'true', MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const alertsFor = async (email: string) =>
  (await outboxFor(env, email)).filter((m) => m.subject.startsWith('CoinVault security alert'));
const linkToken = (text: string) => /\/secure-account#([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const secure = (token: unknown) => env.api.call(CALLS.secureAccount, { token });
const heldUntil = async (id: string) =>
  (
    await env.deps.db
      .selectFrom('users')
      .select('withdrawals_held_until')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).withdrawals_held_until;
const withdraw = async (token: string, password?: string) =>
  withdrawBtc(env, token, await withdrawalProofByToken(env, token, password));

describe('new sign-in alerts', () => {
  it("stay quiet for an account's first sign-in and for a known device in a known country", async () => {
    const u = await customerWithoutSessions(env);
    await signInFrom(env, u, CHROME_LINUX, AU_IP);
    env.deps.clock.advance(86_400_000);
    await signInFrom(env, u, CHROME_LINUX, AU_IP);
    expect(await alertsFor(u.email)).toEqual([]);
  });

  it("email time (in the account's zone, named), device, country, the anti-phishing code and a link for a new device", async () => {
    const u = await customerWithoutSessions(env);
    await env.deps.db
      .updateTable('users')
      .set({ anti_phishing_code: 'Blue Heron 7', time_zone: 'Australia/Sydney' })
      .where('id', '=', u.id)
      .execute();
    await signInFrom(env, u, CHROME_LINUX, AU_IP);
    await signInFrom(env, u, SAFARI_IPHONE, AU_IP);
    const [mail, ...more] = await alertsFor(u.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('CoinVault security alert: New sign-in to your account');
    expect(mail?.text).toContain(`Time: ${accountTimeText(env.deps.clock.now(), 'Australia/Sydney')}`);
    expect(mail?.text).toMatch(/Time: \w+ \d+, \d{4} at \d+:\d\d [AP]M \(Sydney time\)/);
    expect(mail?.text).toContain('Device: Mobile Safari on Apple iPhone (iOS)');
    expect(mail?.text).toContain('Country: Australia');
    expect(mail?.text).toContain('Your anti-phishing code: Blue Heron 7');
    expect(mail?.html).toContain('Blue Heron 7');
    expect(linkToken(mail?.text ?? '')).toHaveLength(43);
  });

  it('email for a known device in a new country', async () => {
    const u = await customerWithoutSessions(env);
    await signInFrom(env, u, CHROME_LINUX, AU_IP);
    await signInFrom(env, u, CHROME_LINUX, GB_IP);
    const [mail] = await alertsFor(u.email);
    expect(mail?.text).toContain('Country: United Kingdom');
  });

  it('email for a device last seen more than 90 days ago', async () => {
    const u = await customerWithoutSessions(env);
    await signInFrom(env, u, CHROME_LINUX, AU_IP);
    env.deps.clock.advance(89 * 86_400_000);
    await signInFrom(env, u, CHROME_LINUX, AU_IP);
    expect(await alertsFor(u.email)).toHaveLength(0);
    // The sign-in just made is within 90 days of the next one: only a long gap counts.
    env.deps.clock.advance(91 * 86_400_000);
    await signInFrom(env, u, CHROME_LINUX, AU_IP);
    expect(await alertsFor(u.email)).toHaveLength(1);
  });
});

describe('the same alert for other security changes', () => {
  it('goes out for a password change, with a link', async () => {
    const u = await customerWithoutSessions(env);
    const s = await signInFrom(env, u, CHROME_LINUX, AU_IP);
    const r = await env.api.call(
      CALLS.changePassword,
      { oldPassword: u.password, newPassword: 'Another-Long-Pass-42' },
      { token: s.token, ip: AU_IP, headers: { 'user-agent': CHROME_LINUX } },
    );
    expect(r.status).toBe(200);
    const [mail] = await alertsFor(u.email);
    expect(mail?.subject).toBe('CoinVault security alert: Your password was changed');
    expect(mail?.text).toContain('Device: Chrome on Linux');
    expect(linkToken(mail?.text ?? '')).not.toBe('');
  });

  it('goes out for turning 2FA on, with a link', async () => {
    const u = await customerWithoutSessions(env);
    const s = await signInFrom(env, u, CHROME_LINUX, AU_IP);
    const from = { token: s.token, ip: AU_IP, headers: { 'user-agent': CHROME_LINUX } };
    const g = await env.api.call(CALLS.generate2faSecret, {}, from);
    const secret = g.answer.status === 'success' ? (g.answer.data?.base32 ?? '') : '';
    const otp = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
    const on = await env.api.call(
      CALLS.enable2fa,
      { security_key: secret, otp, password: u.password, ...(await securityProof(env, u)) },
      from,
    );
    expect(on.status).toBe(200);
    const [mail] = await alertsFor(u.email);
    expect(mail?.subject).toBe('CoinVault security alert: Two-factor authentication is on');
    expect(mail?.text).toContain('Device: Chrome on Linux');
    expect(linkToken(mail?.text ?? '')).not.toBe('');
  });

  it('is what other features send for a new address-book entry or passkey', async () => {
    const u = await customerWithoutSessions(env);
    const origin = { ip: GB_IP, userAgent: CHROME_LINUX };
    await sendSecurityAlert(env.deps, u, {
      kind: 'address_added',
      origin,
      detail: { kind: 'address', label: 'Cold storage', address: 'bc1qexample', currency: 'BTC', network: 'Bitcoin' },
    });
    await sendSecurityAlert(env.deps, u, { kind: 'passkey_added', origin });
    const [passkey, address] = await alertsFor(u.email);
    expect(address?.subject).toBe('CoinVault security alert: A withdrawal address was added');
    expect(address?.text).toContain('"Cold storage": bc1qexample (BTC on Bitcoin)');
    expect(address?.text).toContain('Country: United Kingdom');
    expect(passkey?.subject).toBe('CoinVault security alert: A passkey was added');
    expect(linkToken(passkey?.text ?? '')).not.toBe(linkToken(address?.text ?? ''));
  });
});

describe("/users/secure-account ('This wasn't me')", () => {
  async function alerted() {
    const u = await customerWithoutSessions(env, { kycStatus: 'approved' });
    await creditForTest(env.deps, u.id, 'BTC', '1');
    const mine = await signInFrom(env, u, CHROME_LINUX, AU_IP);
    const theirs = await signInFrom(env, u, SAFARI_IPHONE, GB_IP);
    const [mail] = await alertsFor(u.email);
    return { u, mine, theirs, token: linkToken(mail?.text ?? '') };
  }

  it('signs out every session, holds withdrawals for 24 hours and emails a reset code', async () => {
    const { u, mine, theirs, token } = await alerted();
    const until = new Date(env.deps.clock.now().getTime() + 24 * 3_600_000).toISOString();
    const r = await secure(token);
    expect(r.answer).toEqual({
      status: 'success',
      message: SESSION_MESSAGES.secured,
      data: { email: u.email, withdrawalsHeldUntil: until },
    });
    for (const s of [mine, theirs]) {
      expect((await env.api.call(CALLS.getSessions, {}, { token: s.token })).status).toBe(401);
      expect((await env.api.call(CALLS.getNewToken, { refreshToken: s.refreshToken })).status).toBe(401);
    }
    // The reset it started: the emailed code sets a new password.
    const code = await lastEmailedCode(env, u.email);
    const reset = await env.api.call(CALLS.resetPassword, {
      email: u.email,
      otp: code,
      password: 'Fresh-Start-Pass-9',
    });
    expect(reset.status).toBe(200);
    // Signed in again with the new password, withdrawals are still refused until the hold ends.
    const again = await signInFrom(env, { email: u.email, password: 'Fresh-Start-Pass-9' }, CHROME_LINUX, AU_IP);
    const refused = await withdraw(again.token);
    expect(refused.status).toBe(422);
    expect(refused.answer).toMatchObject({
      code: 'WITHDRAWALS_HELD',
      retryAt: until,
      message: expect.stringContaining('reported as not yours'),
    });
    env.deps.clock.advance(24 * 3_600_000 + 1000);
    const later = await signInFrom(env, { email: u.email, password: 'Fresh-Start-Pass-9' }, CHROME_LINUX, AU_IP);
    expect((await withdraw(later.token, 'Fresh-Start-Pass-9')).answer).toMatchObject({ status: 'success' });
  });

  it('works once: a second use is refused and changes nothing', async () => {
    const { u, token } = await alerted();
    await secure(token);
    const fresh = await signInFrom(env, u, CHROME_LINUX, AU_IP);
    const r = await secure(token);
    expect(r.status).toBe(422);
    expect(r.answer).toMatchObject({ code: 'LINK_INVALID', message: SESSION_MESSAGES.linkUsed });
    expect((await env.api.call(CALLS.getSessions, {}, { token: fresh.token })).status).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const { u, mine, token } = await alerted();
    env.deps.clock.advance(ALERT_LINK_TTL_MS + 1000);
    const r = await secure(token);
    expect(r.answer).toMatchObject({ code: 'LINK_EXPIRED', message: SESSION_MESSAGES.linkExpired });
    // The session it would have ended still refreshes, and withdrawals are not held.
    expect((await env.api.call(CALLS.getNewToken, { refreshToken: mine.refreshToken })).status).toBe(200);
    expect(await heldUntil(u.id)).toBeNull();
  });

  it('refuses the link of a closed account and leaves it unused', async () => {
    const { u, token } = await alerted();
    await env.deps.db.updateTable('users').set({ status: 'closed' }).where('id', '=', u.id).execute();
    expect((await secure(token)).answer).toMatchObject({ code: 'LINK_INVALID', message: SESSION_MESSAGES.linkInvalid });
    const links = await env.deps.db
      .selectFrom('security_alerts')
      .select('used_at')
      .where('user_id', '=', u.id)
      .execute();
    expect(links.map((l) => l.used_at)).toEqual([null]);
  });

  it('refuses a forged, huge or malformed token with a 4xx and changes nothing', async () => {
    const { u, mine, token } = await alerted();
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await secure(forged)).answer).toMatchObject({
      code: 'LINK_INVALID',
      message: SESSION_MESSAGES.linkInvalid,
    });
    for (const bad of ['x'.repeat(10_000), 123, null, { token }, [token], '']) {
      const r = await secure(bad);
      expect(r.status, JSON.stringify(bad).slice(0, 30)).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { token: expect.any(String) } });
    }
    expect((await env.api.call(CALLS.getSessions, {}, { token: mine.token })).status).toBe(200);
    expect(await heldUntil(u.id)).toBeNull();
  });
});
