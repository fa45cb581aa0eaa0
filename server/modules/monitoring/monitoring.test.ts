/**
 * The monitoring rules fire through the real calls: sandbox-chain deposits, withdrawals asked
 * for by the customer, sign-ins. A finding is stored once, and monitoring failing never fails
 * the customer's call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { postJson } from '../../test/post-json.js';
import { withdrawalProofByToken } from '../accounts/testing.js';
import { fiatRatesNow } from '../ledger/index.js';
import { customer as cardCustomer, initPayload, submitCard } from '../payments/testing.js';
import { answerDepositOriginsForTest } from '../travelrule/testing.js';
import { depositAddressFor } from '../wallet/testing.js';
import { monitoringIdle } from './index.js';
import { nightlyScan } from './scan.js';
import { findingsOf } from './testing.js';

let env: TestEnv;
/** AUD per USDC in the sandbox market. */
let audPerUsdc: number;
beforeAll(async () => {
  env = await createTestEnv({
    env: { TRUST_PROXY: 'true', MARKET_VOLATILITY_BPS: '0', ...HIGHEST_WITHDRAWAL_LIMITS },
  });
  audPerUsdc = Number((await fiatRatesNow(env.deps)).AUD);
});
afterAll(() => env.close());

const USDC = 8; // USDC on Ethereum
const NEW_ADDRESS = '0x742d35cc6634c0532925a3b844bc454e4438f44e';
const XRP_ROUTE = 5;
/** One XRP account as its classic address and as its X-addresses (mainnet). */
const XRP_CLASSIC = 'r9cZA1mLK5R5Am25ArfXFmqgNwjZgnfk59';
const XRP_X_ADDRESS = 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaB5hJDWMArnXr61cqZ';
/** The same account's X-address with destination tag 1: another destination at that account. */
const XRP_X_ADDRESS_TAG1 = 'X7AcgcsBL6XDcUb289X4mJ8djcdyKaGZMhc9YTE92ehJ2Fu';
/** USDC worth `aud` Australian dollars, as text. */
const usdcFor = (aud: number) => (aud / audPerUsdc).toFixed(6);

/** A deposit of `amount` on the sandbox chain to the customer's address, its origin answered. */
async function deposit(u: TestUser, amount: string, token?: string, coin = 'USDC', route = USDC): Promise<void> {
  const signedIn = token ?? (await tokenFor(env.deps, u));
  const address = await depositAddressFor(env, signedIn, coin, route);
  const res = await postJson(env, '/sandbox/chain/deposit', { address, amount });
  expect(res.status, await res.clone().text()).toBe(200);
  await answerDepositOriginsForTest(env.api, signedIn);
}

async function withdraw(token: string, usdc: string, address = NEW_ADDRESS, paymentRouteId = USDC) {
  const res = await env.api.call(
    CALLS.createWithdrawal,
    {
      amount: usdc,
      cryptoAddress: address,
      paymentRouteId,
      beneficiary: TEST_BENEFICIARY,
      ...(await withdrawalProofByToken(env, token)),
    },
    { token },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return res;
}

const findings = (u: { id: string }) => findingsOf(env, u.id);

const customer = () => createUser(env.deps, { kycStatus: 'approved' });

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
/** Addresses the bundled country database places in Australia and in Great Britain. */
const AU_IP = '1.128.0.1';
const GB_IP = '81.2.69.142';

/** Signs in through the real call from a browser at an address; returns the access token. */
async function signInFrom(u: TestUser, ip: string): Promise<string> {
  const r = await env.api.call(
    CALLS.login,
    { email: u.email, password: u.password },
    { ip, headers: { 'user-agent': CHROME_LINUX } },
  );
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error(JSON.stringify(r.answer));
  return r.answer.data.token;
}

describe('monitoring rules through the real calls', () => {
  it('a deposit mostly withdrawn to a new address within 24 hours', async () => {
    const u = await customer();
    await deposit(u, '1000');
    env.deps.clock.advance(3 * 3_600_000);
    await withdraw(await tokenFor(env.deps, u), '900');
    const found = await findings(u);
    expect(found.map((f) => f.rule)).toEqual(['rapid_outflow']);
    expect(found[0]?.transfer_ids).toHaveLength(2);
  });

  it('an address used before in another letter case is not a new address', async () => {
    const u = await customer();
    const token = await tokenFor(env.deps, u);
    await deposit(u, '1000', token);
    // A small withdrawal to the EIP-55 spelling makes the account a known destination.
    await withdraw(token, '10', '0x742d35Cc6634C0532925a3b844Bc454e4438f44e');
    env.deps.clock.advance(3_600_000);
    await withdraw(await tokenFor(env.deps, u), '900', NEW_ADDRESS);
    const found = await findings(u);
    expect(found.map((f) => f.rule)).not.toContain('rapid_outflow');
  });

  it.each([
    ['is not new as its X-address without a tag', XRP_X_ADDRESS, false],
    ['is new with a destination tag never used', XRP_X_ADDRESS_TAG1, true],
  ])('an XRP account used before as its classic address %s', async (_, address, isNew) => {
    const u = await customer();
    const token = await tokenFor(env.deps, u);
    await deposit(u, '1000', token, 'XRP', XRP_ROUTE);
    await withdraw(token, '10', XRP_CLASSIC, XRP_ROUTE);
    env.deps.clock.advance(3_600_000);
    await withdraw(await tokenFor(env.deps, u), '900', address, XRP_ROUTE);
    const found = await findings(u);
    expect(found.map((f) => f.rule).includes('rapid_outflow')).toBe(isNew);
  });

  it('deposits just under the threshold within the window (structuring), stored once', async () => {
    const u = await customer();
    for (let i = 0; i < 3; i++) {
      await deposit(u, usdcFor(9_600));
      env.deps.clock.advance(5 * 3_600_000);
    }
    const found = await findings(u);
    expect(found.map((f) => f.rule)).toEqual(['structuring']);
    expect(found[0]?.transfer_ids).toHaveLength(3);
    // The nightly run finds the same again and stores nothing new.
    await nightlyScan(env.deps);
    expect(await findings(u)).toHaveLength(1);
  });

  it('a sign-in from a new country followed by a withdrawal', async () => {
    const u = await customer();
    await env.deps.db.deleteFrom('sessions').where('user_id', '=', u.id).execute();
    await signInFrom(u, AU_IP);
    await deposit(u, '100', await signInFrom(u, AU_IP));
    env.deps.clock.advance(40 * 3_600_000);
    const abroad = await signInFrom(u, GB_IP);
    env.deps.clock.advance(5 * 60_000);
    await withdraw(abroad, '10');
    const found = await findings(u);
    expect(found.map((f) => f.rule)).toEqual(['access_change_withdrawal']);
    expect(found[0]?.facts).toMatchObject({ new_country: 'GB' });
  });

  it("volume far above the customer's own 90-day pattern", async () => {
    const u = await customer();
    await deposit(u, '100');
    env.deps.clock.advance(2 * 24 * 3_600_000);
    expect(await findings(u)).toEqual([]);
    await deposit(u, usdcFor(20_000));
    const found = await findings(u);
    expect(found.map((f) => f.rule)).toEqual(['volume_spike']);
    expect(found[0]?.facts).toMatchObject({ multiple: 5 });
  });

  it('never fails the customer: the withdrawal goes through while monitoring cannot store', async () => {
    const u = await customer();
    await deposit(u, '1000');
    await env.deps.db.schema.alterTable('monitoring_findings').renameTo('monitoring_findings_away').execute();
    try {
      const res = await withdraw(await tokenFor(env.deps, u), '900');
      expect(res.answer.status).toBe('success');
      await monitoringIdle();
      expect(env.deps.log.lines.some((l) => l.msg === 'monitoring failed' && l.userId === u.id)).toBe(true);
    } finally {
      await env.deps.db.schema.alterTable('monitoring_findings_away').renameTo('monitoring_findings').execute();
    }
    // The nightly run catches what was missed.
    await nightlyScan(env.deps);
    expect((await findings(u)).map((f) => f.rule)).toEqual(['rapid_outflow']);
  });
});

describe('card buys', () => {
  let cards: TestEnv;
  beforeAll(async () => {
    cards = await createTestEnv({ env: { MONITORING_STRUCTURING_THRESHOLD_AU: '1000' } });
  });
  afterAll(() => cards.close());

  it('several card buys just under the threshold within the window (structuring)', async () => {
    const u = await cardCustomer(cards, { kycStatus: 'approved' });
    for (let i = 0; i < 3; i++) {
      const init = await cards.api.call(CALLS.initTransaction, initPayload('930', '0.0001'), {
        token: await tokenFor(cards.deps, u),
      });
      if (init.answer.status !== 'success' || !init.answer.data) throw new Error(JSON.stringify(init.answer));
      const paid = await submitCard(cards, init.answer.data.checkout.token, { number: '4200 0000 0000 0000' });
      expect(paid.status).toBe(303);
      cards.deps.clock.advance(3_600_000);
    }
    await monitoringIdle();
    const found = await cards.deps.db
      .selectFrom('monitoring_findings')
      .select(['rule', 'facts'])
      .where('user_id', '=', u.id)
      .execute();
    expect(found.map((f) => f.rule)).toEqual(['structuring']);
    expect(found[0]?.facts).toMatchObject({ threshold: 1000 });
  });
});
