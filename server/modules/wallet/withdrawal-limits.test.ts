/**
 * Withdrawal limits by tier over a rolling 24 hours and 30 days (decision 135), on the injected
 * clock. Limits here: verified 1,000 a day and 3,000 in 30 days, with 2FA 2,000 and 6,000. USDT
 * is worth 1 USD on the still market, so amounts read as dollars.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { ConfigError } from '../../lib/config-error.js';
import { DEFAULT_REFERENCE_PRICES } from '../../providers/prices/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { newTotpSecret, totpFor } from '../accounts/index.js';
import { withdrawalProof } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { parseWithdrawalLimitSettings } from './limit-settings.js';
import { withdrawalLimitsOf } from './withdrawal-limits.js';
import { settleWithdrawal } from './withdrawals.js';

const LIMITS = {
  WITHDRAW_LIMIT_24H: '1000',
  WITHDRAW_LIMIT_30D: '3000',
  WITHDRAW_LIMIT_2FA_24H: '2000',
  WITHDRAW_LIMIT_2FA_30D: '6000',
};
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const HOUR = 3_600_000;

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0', ...LIMITS } });
});
afterAll(() => env.close());

async function customer(o: Parameters<typeof createUser>[1] = {}): Promise<TestUser> {
  const u = await createUser(env.deps, { kycStatus: 'approved', currency: 'USD', ...o });
  await creditForTest(env.deps, u.id, 'USDT', '100000');
  return u;
}

const withdraw = async (u: TestUser, amount: string, extra: Record<string, unknown> = {}) =>
  env.api.call(
    CALLS.createWithdrawal,
    {
      amount,
      cryptoAddress: ETH_ADDRESS,
      paymentRouteId: 6,
      beneficiary: TEST_BENEFICIARY,
      ...(await withdrawalProof(env, u)),
      ...extra,
    },
    { token: u.token },
  );
const limitsOf = async (u: TestUser) => {
  const res = await env.api.call(CALLS.getWithdrawalLimits, {}, { token: u.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as any).data;
};
const left = async (u: TestUser) => (await limitsOf(u)).windows.map((w: any) => w.remaining);
const ok = async (u: TestUser, amount: string) => {
  const res = await withdraw(u, amount);
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as any).data.withdrawal_id as string;
};
/** Moves the clock on; the customer's access token is renewed (it lasts 15 minutes). */
const later = async (u: TestUser, ms: number) => {
  env.deps.clock.advance(ms);
  u.token = await tokenFor(env.deps, u);
};
const withdrawalsOf = (u: TestUser) =>
  env.deps.db.selectFrom('withdrawals').selectAll().where('user_id', '=', u.id).execute();

describe('get-withdrawal-limits', () => {
  it('answers the tier, the limits, what was used and what is left, per window', async () => {
    const u = await customer();
    expect(await limitsOf(u)).toEqual({
      tier: 'verified',
      currency: 'USD',
      windows: [
        { window: '24h', limit: '1000.00', used: '0.00', remaining: '1000.00' },
        { window: '30d', limit: '3000.00', used: '0.00', remaining: '3000.00' },
      ],
    });
    await ok(u, '400');
    expect((await limitsOf(u)).windows).toEqual([
      { window: '24h', limit: '1000.00', used: '400.00', remaining: '600.00' },
      { window: '30d', limit: '3000.00', used: '400.00', remaining: '2600.00' },
    ]);
  });

  it('gives 2FA its own tier and an unverified customer nothing', async () => {
    const twoFa = await customer({ totpSecret: newTotpSecret() });
    expect(await limitsOf(twoFa)).toMatchObject({ tier: 'verified_2fa' });
    expect(await left(twoFa)).toEqual(['2000.00', '6000.00']);
    const unverified = await customer({ kycStatus: 'pending' });
    expect(await limitsOf(unverified)).toMatchObject({ tier: 'unverified' });
    expect(await left(unverified)).toEqual(['0.00', '0.00']);
  });

  it('is refused without a session', async () => {
    const res = await env.api.call(CALLS.getWithdrawalLimits, {});
    expect(res.status).toBe(401);
  });
});

describe('refusing a withdrawal over a limit', () => {
  it('answers LIMIT_EXCEEDED naming the window and what is left, and holds nothing', async () => {
    const u = await customer();
    await ok(u, '400');
    const before = await getUserBalances(env.deps.db, u.id);
    const res = await withdraw(u, '600.01');
    expect(res.status).toBe(422);
    expect(res.answer).toEqual({
      status: 'error',
      code: 'LIMIT_EXCEEDED',
      message: 'This withdrawal is above your limit for the last 24 hours: you can withdraw $600.00 more.',
      field: 'amount',
      limit: { window: '24h', remaining: '600.00', currency: 'USD' },
    });
    expect(await getUserBalances(env.deps.db, u.id)).toEqual(before);
    expect(await withdrawalsOf(u)).toHaveLength(1);
    // Exactly what is left still goes through.
    await ok(u, '600');
    expect(await left(u)).toEqual(['0.00', '2000.00']);
  });

  it('names the 30 days when they leave less than the day', async () => {
    const u = await customer();
    for (let day = 0; day < 3; day++) {
      await ok(u, '900');
      await later(u, 24 * HOUR + 1000);
    }
    expect(await left(u)).toEqual(['1000.00', '300.00']);
    const res = await withdraw(u, '500');
    expect(res.answer).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'This withdrawal is above your limit for the last 30 days: you can withdraw $300.00 more.',
      limit: { window: '30d', remaining: '300.00', currency: 'USD' },
    });
  });

  it('does not spend the 2FA code of a withdrawal the limit refuses', async () => {
    const secret = newTotpSecret();
    const u = await customer({ totpSecret: secret });
    const otp = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
    const refused = await withdraw(u, '2500', { otp });
    expect(refused.answer).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: { window: '24h', remaining: '2000.00' } });
    const accepted = await withdraw(u, '2000', { otp });
    expect(accepted.status, JSON.stringify(accepted.answer)).toBe(200);
  });
});

describe('the rolling windows', () => {
  it('stops counting a withdrawal 24 hours and a second after it, and 30 days and a second after', async () => {
    const u = await customer();
    await ok(u, '1000');
    await later(u, 24 * HOUR - 1000);
    expect(await left(u)).toEqual(['0.00', '2000.00']);
    expect((await withdraw(u, '1')).answer).toMatchObject({ code: 'LIMIT_EXCEEDED', limit: { window: '24h' } });
    await later(u, 2000);
    expect(await left(u)).toEqual(['1000.00', '2000.00']);
    await ok(u, '1000');
    // Sessions end within 30 days: from here the limits are read without one.
    const leftNow = async () => (await withdrawalLimitsOf(env.deps, env.deps.db, u.id)).windows.map((w) => w.remaining);
    env.deps.clock.advance(30 * 24 * HOUR - 24 * HOUR - 2000);
    // The first withdrawal is now 30 days less a second old: both still count in the 30 days.
    expect(await leftNow()).toEqual(['1000.00', '1000.00']);
    env.deps.clock.advance(2000);
    expect(await leftNow()).toEqual(['1000.00', '2000.00']);
  });

  it('releases a failed withdrawal, which the ledger returned to the balance', async () => {
    const u = await customer();
    const id = await ok(u, '1000');
    expect(await left(u)).toEqual(['0.00', '2000.00']);
    expect(await settleWithdrawal(env.deps, id, { state: 'failed', reason: 'rejected by the chain' })).toBe(true);
    expect(await left(u)).toEqual(['1000.00', '3000.00']);
    const sent = await ok(u, '700');
    expect(await settleWithdrawal(env.deps, sent, { state: 'sent', txHash: '0xabc' })).toBe(true);
    expect(await left(u)).toEqual(['300.00', '2300.00']);
  });
});

describe('recorded values', () => {
  it('values each withdrawal when made, in every display currency, and counts those values later', async () => {
    const u = await customer({ currency: 'EUR' });
    const prices = env.deps.providers.prices;
    // BTC at 50,000 USD while this withdrawal is made.
    env.deps.providers.prices = {
      kind: 'simulated',
      snapshot: async () => ({ usd: { ...DEFAULT_REFERENCE_PRICES, BTC: '50000' }, at: env.deps.clock.now() }),
    };
    try {
      await creditForTest(env.deps, u.id, 'BTC', '1');
      const res = await env.api.call(
        CALLS.createWithdrawal,
        {
          amount: '0.01',
          cryptoAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
          paymentRouteId: 1,
          beneficiary: TEST_BENEFICIARY,
          ...(await withdrawalProof(env, u)),
        },
        { token: u.token },
      );
      expect(res.status, JSON.stringify(res.answer)).toBe(200);
    } finally {
      env.deps.providers.prices = prices;
    }
    const [row] = await withdrawalsOf(u);
    // 500 USD; the reference forex rates give EUR 0.852 and AUD 1.515 per USD.
    expect([row?.value_usd, row?.value_eur, row?.value_aud].map(Number)).toEqual([500, 426, 757.5]);
    // Today BTC is back at 97,000: the windows still count what it was worth then, in EUR.
    expect(await limitsOf(u)).toMatchObject({ currency: 'EUR', windows: [{ used: '426.00' }, { used: '426.00' }] });
  });
});

describe('the region currency', () => {
  it("defines and counts an Australian customer's limits in AUD whatever currency is displayed", async () => {
    const u = await customer({ currency: 'AUD' });
    // 400 USDT is AU$606 at the reference rate of 1.515 AUD per USD.
    await ok(u, '400');
    const inAud = [
      { window: '24h', limit: '1000.00', used: '606.00', remaining: '394.00' },
      { window: '30d', limit: '3000.00', used: '606.00', remaining: '2394.00' },
    ];
    for (const display of ['EUR', 'USD', 'AUD']) {
      const set = await env.api.call(CALLS.setDisplayCurrency, { currency: display }, { token: u.token });
      expect(set.status, JSON.stringify(set.answer)).toBe(200);
      expect(await limitsOf(u), display).toEqual({ tier: 'verified', currency: 'AUD', windows: inAud });
    }
    // Showing euros frees nothing: 300 USDT is AU$454.50, above the AU$394 left today.
    await env.api.call(CALLS.setDisplayCurrency, { currency: 'EUR' }, { token: u.token });
    const before = await getUserBalances(env.deps.db, u.id);
    const res = await withdraw(u, '300');
    expect(res.answer).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'This withdrawal is above your limit for the last 24 hours: you can withdraw AU$394.00 more.',
      limit: { window: '24h', remaining: '394.00', currency: 'AUD' },
    });
    expect(await getUserBalances(env.deps.db, u.id)).toEqual(before);
    expect(await withdrawalsOf(u)).toHaveLength(1);
  });

  it("defines and counts an EU customer's limits in EUR whatever currency is displayed", async () => {
    const u = await customer({ currency: 'EUR' });
    // 500 USDC is €426 at the reference rate of 0.852 EUR per USD.
    await creditForTest(env.deps, u.id, 'USDC', '1000');
    const res = await withdraw(u, '500', { paymentRouteId: 8 });
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    await env.api.call(CALLS.setDisplayCurrency, { currency: 'AUD' }, { token: u.token });
    expect(await limitsOf(u)).toMatchObject({
      currency: 'EUR',
      windows: [
        { used: '426.00', remaining: '574.00' },
        { used: '426.00', remaining: '2574.00' },
      ],
    });
  });
});

describe('bad input', () => {
  it('refuses a withdrawal that cannot be valued with 503 and holds nothing', async () => {
    const u = await customer();
    const prices = env.deps.providers.prices;
    env.deps.providers.prices = {
      kind: 'simulated',
      snapshot: async () => {
        throw new Error('no fresh price');
      },
    };
    try {
      const res = await withdraw(u, '10');
      expect(res.status).toBe(503);
      expect(res.answer).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    } finally {
      env.deps.providers.prices = prices;
    }
    expect(await withdrawalsOf(u)).toEqual([]);
    expect(await left(u)).toEqual(['1000.00', '3000.00']);
  });

  it('refuses malformed amounts with 400 before any limit is used', async () => {
    const u = await customer();
    for (const amount of ['-5', '1e3', 'abc', '0.1234567', '', 5]) {
      const res = await withdraw(u, amount as string);
      expect(res.status, String(amount)).toBe(400);
      expect(res.answer).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await withdrawalsOf(u)).toEqual([]);
    expect(await left(u)).toEqual(['1000.00', '3000.00']);
  });

  it('stops the start on a bad limit setting, naming it', () => {
    expect(() => parseWithdrawalLimitSettings({ WITHDRAW_LIMIT_24H: 'lots' })).toThrow(ConfigError);
    expect(() => parseWithdrawalLimitSettings({ WITHDRAW_LIMIT_24H: '-1' })).toThrow(/WITHDRAW_LIMIT_24H/);
    expect(() => parseWithdrawalLimitSettings({ WITHDRAW_LIMIT_2FA_24H: '600000' })).toThrow(
      /WITHDRAW_LIMIT_2FA_24H.*WITHDRAW_LIMIT_2FA_30D/,
    );
    expect(parseWithdrawalLimitSettings({})).toEqual({
      unverified: { '24h': 0, '30d': 0 },
      verified: { '24h': 25_000, '30d': 100_000 },
      verified_2fa: { '24h': 100_000, '30d': 500_000 },
    });
  });
});
