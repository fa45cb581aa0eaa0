/**
 * The withdrawal address book (decision 134): adding needs the password (and 2FA code), emails a
 * confirmation link with the anti-phishing code and a security alert; an address is usable only
 * after the hold, on the injected clock; allowlist-only refuses other addresses at once and ends
 * only after the hold; bad input and other customers' ids change nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MESSAGES as M } from '../../../contract/address-book.js';
import { CALLS } from '../../../contract/calls/index.js';
import { accountTimeText } from '../../lib/account-time.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { newTotpSecret, totpFor } from '../accounts/index.js';
import { outboxFor, withdrawalProof } from '../accounts/testing.js';
import { creditForTest } from '../ledger/testing.js';
import { allowlistState, readAllowlist } from './entries.js';

const HOLD_S = 3600;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { ADDRESS_HOLD_SECONDS: String(HOLD_S) } });
});
afterAll(() => env.close());

const BTC_ROUTE = 1;
const SAVED = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const OTHER = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

async function customer(o: { totpSecret?: string } = {}) {
  const u = await createUser(env.deps, { kycStatus: 'approved', ...o });
  await creditForTest(env.deps, u.id, 'BTC', '1');
  await env.deps.db.updateTable('users').set({ anti_phishing_code: 'PELICAN' }).where('id', '=', u.id).execute();
  return u;
}

const add = async (u: TestUser, o: Record<string, unknown> = {}) =>
  env.api.call(
    CALLS.addAddress,
    { paymentRouteId: BTC_ROUTE, address: SAVED, label: 'Cold wallet', password: u.password, ...o },
    { token: await tokenFor(env.deps, u) },
  );
const book = async (u: TestUser) => {
  const r = await env.api.call(CALLS.getAddressBook, {}, { token: await tokenFor(env.deps, u) });
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
  return r.answer.data;
};
const confirm = (token: string) => env.api.call(CALLS.confirmAddress, { token });
const withdraw = async (u: TestUser, address: string, otp?: string) =>
  env.api.call(
    CALLS.createWithdrawal,
    {
      amount: '0.01',
      cryptoAddress: address,
      paymentRouteId: BTC_ROUTE,
      otp,
      beneficiary: TEST_BENEFICIARY,
      ...(await withdrawalProof(env, u)),
    },
    { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
  );
const allowlist = async (u: TestUser, enabled: boolean, o: Record<string, unknown> = {}) =>
  env.api.call(CALLS.setAllowlistOnly, { enabled, password: u.password, ...o }, { token: await tokenFor(env.deps, u) });

/** The confirmation link's token from the newest confirmation email. */
async function emailedToken(u: TestUser): Promise<string> {
  const mail = (await outboxFor(env, u.email)).find((m) => m.subject.startsWith('Confirm the new address'));
  const token = /\/address-book\/confirm#(\S+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no confirmation link emailed');
  return token;
}

async function confirmedEntry(u: TestUser, address = SAVED) {
  expect((await add(u, { address })).status).toBe(200);
  expect((await confirm(await emailedToken(u))).status).toBe(200);
}

describe('adding an address', () => {
  it('saves it pending, emails a confirmation link with the anti-phishing code and a security alert', async () => {
    const u = await customer();
    const r = await add(u, { label: '  Cold wallet  ' });
    expect(r.status).toBe(200);
    expect(r.answer.status === 'success' && r.answer.message).toBe(M.added);
    const [entry] = (await book(u)).addresses;
    expect(entry).toMatchObject({ address: SAVED, label: 'Cold wallet', currency: 'BTC', state: 'pending' });
    const mails = await outboxFor(env, u.email);
    const confirmMail = mails.find((m) => m.subject.startsWith('Confirm the new address'));
    expect(confirmMail?.text).toContain('PELICAN');
    expect(confirmMail?.text).toContain(`${env.deps.config.publicUrl}/address-book/confirm#`);
    const alert = mails.find((m) => m.subject === 'CoinVault security alert: A withdrawal address was added');
    expect(alert?.text).toContain(SAVED);
    expect(alert?.text).toContain('PELICAN');
  });

  it('needs the current password', async () => {
    const u = await customer();
    expect((await add(u, { password: '' })).status).toBe(400);
    const wrong = await add(u, { password: 'Not-The-Password-1' });
    expect(wrong.answer.status === 'error' && wrong.answer.code).toBe('WRONG_PASSWORD');
    expect((await book(u)).addresses).toEqual([]);
    expect(await outboxFor(env, u.email)).toEqual([]);
  });

  it('needs a valid 2FA code when 2FA is on', async () => {
    const secret = newTotpSecret();
    const u = await customer({ totpSecret: secret });
    const none = await add(u);
    expect(none.answer.status === 'error' && none.answer.code).toBe('OTP_REQUIRED');
    const wrong = await add(u, { otp: '000000' });
    expect(wrong.answer.status === 'error' && wrong.answer.code).toBe('OTP_INVALID');
    expect((await book(u)).addresses).toEqual([]);
    const code = totpFor(secret, 'test').generate({ timestamp: env.deps.clock.now().getTime() });
    expect((await add(u, { otp: code })).status).toBe(200);
  });

  it.each([
    ['an invalid address', { address: 'bc1qnotanaddress' }, 422],
    ['an address of another chain', { address: '0x52908400098527886E0F7030069857D2E4169EE7' }, 422],
    ['an address of 10,000 characters', { address: 'b'.repeat(10_000) }, 400],
    ['a label of 10,000 characters', { label: 'x'.repeat(10_000) }, 400],
    ['a label of 41 characters', { label: 'x'.repeat(41) }, 400],
    ['an empty label', { label: '   ' }, 400],
    ['a label with NUL', { label: 'Cold\u0000wallet' }, 400],
    ['a label with a lone surrogate', { label: 'Cold \ud800 wallet' }, 400],
    ['a label that is not text', { label: 42 }, 400],
    ['an unknown network', { paymentRouteId: 999 }, 400],
  ])('refuses %s and saves nothing', async (_name, change, status) => {
    const u = await customer();
    const r = await add(u, change);
    expect(r.status).toBe(status);
    expect((await book(u)).addresses).toEqual([]);
    expect(await outboxFor(env, u.email)).toEqual([]);
  });

  it('keeps a label of 40 characters, emoji counted as one', async () => {
    const u = await customer();
    const label = `${'x'.repeat(39)}🔒`;
    expect((await add(u, { label })).status).toBe(200);
    expect((await book(u)).addresses[0]?.label).toBe(label);
  });

  it('refuses the same address twice on one network', async () => {
    const u = await customer();
    expect((await add(u)).status).toBe(200);
    const again = await add(u, { label: 'Again' });
    expect(again.status).toBe(400);
    expect(again.answer.status === 'error' && again.answer.errors?.address).toBe(M.duplicate);
    expect((await book(u)).addresses).toHaveLength(1);
  });
});

describe('the confirmation link', () => {
  it('makes the address usable only once the hold has passed', async () => {
    const u = await customer();
    await add(u);
    const r = await confirm(await emailedToken(u));
    const usableAt = new Date(env.deps.clock.now().getTime() + HOLD_S * 1000).toISOString();
    expect(r.answer.status === 'success' && r.answer.data).toEqual({ label: 'Cold wallet', usableAt });
    expect((await book(u)).addresses[0]).toMatchObject({ state: 'holding', usableAt });
    env.deps.clock.advance(HOLD_S * 1000 - 1000);
    expect((await book(u)).addresses[0]?.state).toBe('holding');
    env.deps.clock.advance(1000);
    expect((await book(u)).addresses[0]?.state).toBe('usable');
  });

  it('refuses a forged, a used and an expired link, changing nothing', async () => {
    const u = await customer();
    await add(u);
    const token = await emailedToken(u);
    const forged = await confirm(`${token.slice(0, -2)}AA`);
    expect(forged.status).toBe(422);
    expect(forged.answer.status === 'error' && forged.answer.message).toBe(M.linkInvalid);
    expect((await book(u)).addresses[0]?.state).toBe('pending');

    expect((await confirm(token)).status).toBe(200);
    const before = (await book(u)).addresses[0];
    env.deps.clock.advance(60_000);
    const used = await confirm(token);
    expect(used.answer.status === 'error' && [used.answer.code, used.answer.message]).toEqual([
      'LINK_INVALID',
      M.linkUsed,
    ]);
    expect((await book(u)).addresses[0]).toEqual(before);

    const late = await customer();
    await add(late);
    env.deps.clock.advance(24 * 3_600_000 + 1);
    const expired = await confirm(await emailedToken(late));
    expect(expired.answer.status === 'error' && expired.answer.code).toBe('LINK_EXPIRED');
    expect((await book(late)).addresses[0]?.state).toBe('pending');
  });

  it.each([[''], ['x'.repeat(10_000)], [42]])('refuses a token of %j as VALIDATION', async (token) => {
    expect((await env.api.call(CALLS.confirmAddress, { token })).status).toBe(400);
  });
});

describe('removing an address', () => {
  it('is immediate', async () => {
    const u = await customer();
    await confirmedEntry(u);
    const id = (await book(u)).addresses[0]?.id;
    expect((await env.api.call(CALLS.removeAddress, { id }, { token: await tokenFor(env.deps, u) })).status).toBe(200);
    expect((await book(u)).addresses).toEqual([]);
  });

  it("refuses another customer's address id and an unknown id, removing nothing", async () => {
    const owner = await customer();
    const other = await customer();
    await add(owner);
    const id = (await book(owner)).addresses[0]?.id;
    const r = await env.api.call(CALLS.removeAddress, { id }, { token: await tokenFor(env.deps, other) });
    expect(r.status).toBe(404);
    expect(
      (await env.api.call(CALLS.removeAddress, { id: randomUUID() }, { token: await tokenFor(env.deps, owner) }))
        .status,
    ).toBe(404);
    expect(
      (await env.api.call(CALLS.removeAddress, { id: 'x'.repeat(10_000) }, { token: await tokenFor(env.deps, owner) }))
        .status,
    ).toBe(400);
    expect((await book(owner)).addresses).toHaveLength(1);
  });

  it("a removed address's link no longer confirms anything", async () => {
    const u = await customer();
    await add(u);
    const token = await emailedToken(u);
    const id = (await book(u)).addresses[0]?.id;
    await env.api.call(CALLS.removeAddress, { id }, { token: await tokenFor(env.deps, u) });
    expect((await confirm(token)).status).toBe(422);
  });
});

describe('allowlist-only', () => {
  it('refuses withdrawals to anything but usable entries as soon as it is on', async () => {
    const u = await customer();
    expect((await withdraw(u, OTHER)).status).toBe(200);
    const on = await allowlist(u, true, { password: '' });
    expect(on.status).toBe(200);
    expect(on.answer.status === 'success' && on.answer.data?.allowlist).toBe('on');

    const refused = await withdraw(u, OTHER);
    expect(refused.status).toBe(422);
    expect(refused.answer.status === 'error' && [refused.answer.code, refused.answer.field]).toEqual([
      'ADDRESS_NOT_ALLOWED',
      'cryptoAddress',
    ]);

    await add(u);
    expect((await withdraw(u, SAVED)).status).toBe(422);
    await confirm(await emailedToken(u));
    expect((await withdraw(u, SAVED)).status).toBe(422);
    env.deps.clock.advance(HOLD_S * 1000);
    expect((await withdraw(u, SAVED)).status).toBe(200);
    // Another address, not in the book, is still refused.
    expect((await withdraw(u, OTHER)).status).toBe(422);
  });

  it('turns off only after the hold, with the password', async () => {
    const u = await customer();
    await allowlist(u, true);
    const wrong = await allowlist(u, false, { password: 'Not-The-Password-1' });
    expect(wrong.answer.status === 'error' && wrong.answer.code).toBe('WRONG_PASSWORD');
    const off = await allowlist(u, false);
    const offAt = new Date(env.deps.clock.now().getTime() + HOLD_S * 1000).toISOString();
    expect(off.answer.status === 'success' && off.answer.data).toMatchObject({
      allowlist: 'turning_off',
      allowlistOffAt: offAt,
    });
    expect((await withdraw(u, OTHER)).status).toBe(422);

    // Asking again does not move the time on.
    env.deps.clock.advance(HOLD_S * 500);
    await allowlist(u, false);
    expect((await book(u)).allowlistOffAt).toBe(offAt);
    env.deps.clock.advance(HOLD_S * 500 - 1000);
    expect((await withdraw(u, OTHER)).status).toBe(422);
    env.deps.clock.advance(1000);
    expect((await book(u)).allowlist).toBe('off');
    expect((await withdraw(u, OTHER)).status).toBe(200);
  });

  it('emails a security alert with the anti-phishing code when a switch-off is asked for', async () => {
    const u = await customer();
    await env.deps.db.updateTable('users').set({ time_zone: 'Europe/Vilnius' }).where('id', '=', u.id).execute();
    await allowlist(u, true);
    const offAt = new Date(env.deps.clock.now().getTime() + HOLD_S * 1000);
    await allowlist(u, false);
    const alerts = (await outboxFor(env, u.email)).filter(
      (m) => m.subject === 'CoinVault security alert: Allowlist-only withdrawals are being turned off',
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('PELICAN');
    expect(alerts[0]?.text).toContain(`It takes effect on ${accountTimeText(offAt, 'Europe/Vilnius')}.`);
    // Asking again while it waits sends nothing more.
    await allowlist(u, false);
    expect(
      (await outboxFor(env, u.email)).filter((m) => m.subject.includes('Allowlist-only withdrawals')),
    ).toHaveLength(1);
  });

  it("'This wasn't me' on that alert cancels the switch-off", async () => {
    const u = await customer();
    await allowlist(u, true);
    await allowlist(u, false);
    const alert = (await outboxFor(env, u.email)).find((m) => m.subject.includes('Allowlist-only withdrawals'));
    const token = /\/secure-account#(\S+)/.exec(alert?.text ?? '')?.[1];
    expect((await env.api.call(CALLS.secureAccount, { token })).status).toBe(200);
    env.deps.clock.advance(HOLD_S * 1000 * 2);
    // Every session was signed out: the switch is read as the withdrawal reads it.
    expect(allowlistState(await readAllowlist(env.deps.db, u.id), env.deps.clock.now())).toBe('on');
  });

  it('turning it on again cancels a pending switch-off at once', async () => {
    const u = await customer();
    await allowlist(u, true);
    await allowlist(u, false);
    await allowlist(u, true);
    env.deps.clock.advance(HOLD_S * 1000 * 2);
    expect((await book(u)).allowlist).toBe('on');
    expect((await withdraw(u, OTHER)).status).toBe(422);
  });

  it('needs the 2FA code to turn off when 2FA is on', async () => {
    const secret = newTotpSecret();
    const u = await customer({ totpSecret: secret });
    await allowlist(u, true);
    const none = await allowlist(u, false);
    expect(none.answer.status === 'error' && none.answer.code).toBe('OTP_REQUIRED');
    expect((await book(u)).allowlist).toBe('on');
  });

  it("one customer's switch and book do not reach another's withdrawals", async () => {
    const a = await customer();
    const b = await customer();
    await allowlist(a, true);
    await confirmedEntry(a, OTHER);
    env.deps.clock.advance(HOLD_S * 1000);
    expect((await withdraw(b, SAVED)).status).toBe(200);
    await allowlist(b, true);
    expect((await withdraw(b, OTHER)).status).toBe(422);
  });

  it('refuses an "enabled" that is not true or false', async () => {
    const u = await customer();
    expect(
      (await env.api.call(CALLS.setAllowlistOnly, { enabled: 'yes' }, { token: await tokenFor(env.deps, u) })).status,
    ).toBe(400);
    expect((await book(u)).allowlist).toBe('off');
  });
});
