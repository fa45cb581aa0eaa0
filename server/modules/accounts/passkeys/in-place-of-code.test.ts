import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../../contract/calls/index.js';
import { TEST_BENEFICIARY } from '../../../test/beneficiary.js';
import { createUser, type TestUser } from '../../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../../test/harness.js';
import { getUserBalances } from '../../ledger/index.js';
import { creditForTest } from '../../ledger/testing.js';
import { newTotpSecret, totpFor } from '../totp.js';
import { type SoftAuthenticator, softAuthenticator } from './testing.js';

const ORIGIN = 'https://wallet.example.com';
const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { PUBLIC_URL: ORIGIN, MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

type Options = { options: Record<string, unknown> };
const optionsOf = (r: { answer: unknown }) => (r.answer as { data: Options }).data.options;

/** A customer with 2FA on, 1 BTC and a passkey. */
async function customerWithPasskey(): Promise<{ u: TestUser; key: SoftAuthenticator; secret: string }> {
  const secret = newTotpSecret();
  const u = await createUser(env.deps, { kycStatus: 'approved', totpSecret: secret });
  await creditForTest(env.deps, u.id, 'BTC', '1');
  const key = softAuthenticator();
  const otp = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
  const o = await env.api.call(CALLS.passkeyRegisterOptions, { password: u.password, otp }, { token: u.token });
  const added = await env.api.call(
    CALLS.passkeyRegister,
    { response: key.register(optionsOf(o), ORIGIN), name: 'Phone' },
    { token: u.token },
  );
  expect(added.status).toBe(200);
  return { u, key, secret };
}

const confirmation = async (u: TestUser, key: SoftAuthenticator, opts: { counter?: number } = {}) =>
  key.assert(optionsOf(await env.api.call(CALLS.passkeyConfirmOptions, {}, { token: u.token })), ORIGIN, opts);

const withdraw = (u: TestUser, extra: Record<string, unknown>) =>
  env.api.call(
    CALLS.createWithdrawal,
    { amount: '0.1', cryptoAddress: BTC_ADDRESS, paymentRouteId: 1, beneficiary: TEST_BENEFICIARY, ...extra },
    { token: u.token, idempotencyKey: randomUUID() },
  );

describe('a passkey in place of the 2FA code', () => {
  it('confirms a withdrawal once; the same assertion again is refused and moves nothing', async () => {
    const { u, key } = await customerWithPasskey();
    const passkey = await confirmation(u, key);
    const first = await withdraw(u, { passkey });
    expect(first.status, JSON.stringify(first.answer)).toBe(200);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);
    const replay = await withdraw(u, { passkey });
    expect(replay.status).toBe(422);
    expect(replay.answer).toMatchObject({ code: 'PASSKEY_REFUSED' });
    const backwards = await withdraw(u, { passkey: await confirmation(u, key, { counter: 1 }) });
    expect(backwards.answer).toMatchObject({ code: 'PASSKEY_REFUSED' });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(90_000_000n);
  });

  it('refuses a sign-in challenge and another customer’s passkey for a withdrawal', async () => {
    const { u, key } = await customerWithPasskey();
    const signIn = optionsOf(await env.api.call(CALLS.passkeySignInOptions, {}));
    expect((await withdraw(u, { passkey: key.assert(signIn, ORIGIN) })).answer).toMatchObject({
      code: 'PASSKEY_REFUSED',
    });
    const other = await customerWithPasskey();
    const theirs = await confirmation(u, other.key);
    expect((await withdraw(u, { passkey: theirs })).answer).toMatchObject({ code: 'PASSKEY_REFUSED' });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(100_000_000n);
  });

  it('confirms turning 2FA off with the password', async () => {
    const { u, key } = await customerWithPasskey();
    const r = await env.api.call(
      CALLS.disable2fa,
      { password: u.password, otp: '', passkey: await confirmation(u, key) },
      { token: u.token },
    );
    expect(r.status, JSON.stringify(r.answer)).toBe(200);
    const row = await env.deps.db.selectFrom('users').select('totp_enabled').where('id', '=', u.id).executeTakeFirst();
    expect(row?.totp_enabled).toBe(false);
  });
});
