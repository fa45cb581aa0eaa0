/**
 * /exchange/get-portfolio-history through the real app (decision 462): each point is the
 * holdings of its moment, replayed from the ledger, times the price of that moment, to the cent;
 * no point before the account held anything; where the market samples do not reach back, the
 * rate recorded with the customer's movement is used and said, and a coin with no rate at all is
 * said to be missing.
 */
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { PortfolioHistory, PortfolioRange } from '../../../contract/portfolio-history.js';
import type { Portfolio } from '../../../contract/statements.js';
import { DEFAULT_REFERENCE_PRICES } from '../../providers/prices/index.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { currentRates } from '../locale/index.js';
import { pointTimes } from './portfolio-history.js';
import { buyFromBalance, postTestDeposit, pricedTestEnv, swapThroughApp } from './testing.js';

const usd: Record<CoinSymbol, string> = { ...DEFAULT_REFERENCE_PRICES };
const app = pricedTestEnv(usd, { start: '2026-06-01T00:00:00Z' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const cents = (s: string) => BigInt(s.replace('.', ''));
const history = async (u: TestUser, range: PortfolioRange) => {
  const res = await app.env.api.call(CALLS.getPortfolioHistory, { range }, { token: u.token });
  expect(res.status).toBe(200);
  return (res.answer as { data: PortfolioHistory }).data;
};
const buy = (u: TestUser, amount: string, coin: CoinSymbol) => buyFromBalance(app.env, u, amount, coin);
const sell = (u: TestUser, coin: CoinSymbol, amount: string) => swapThroughApp(app.env, u, coin, amount, 'AUD');

/** Hourly samples of coins (USDC at 1 USD) from `from` to `to`, each coin's price given by the hour. */
async function writeSamples(from: number, to: number, prices: Partial<Record<CoinSymbol, (at: number) => string>>) {
  const rows = [];
  for (let at = from; at <= to; at += HOUR) {
    rows.push({ currency: 'USDC', sampled_at: new Date(at), usd_price: '1' });
    for (const [coin, price] of Object.entries(prices))
      rows.push({ currency: coin, sampled_at: new Date(at), usd_price: price(at) });
  }
  await app.env.deps.db.insertInto('market_price_samples').values(rows).execute();
}

/** The clock moves on; the customer's session goes on with a fresh token. */
async function later(u: TestUser, ms: number) {
  app.env.deps.clock.advance(ms);
  u.token = await tokenFor(app.env.deps, u);
}

/** Cents of `units` (base units, `scale` decimals) at `priceUsd` with USDC at 1 USD and `fx` AUD per USD. */
const worth = (units: bigint, scale: number, priceUsd: string, fx: string) =>
  BigInt(
    new Big(units.toString())
      .div(new Big(10).pow(scale))
      .times(priceUsd)
      .times(fx)
      .times(100)
      .round(0, Big.roundHalfUp)
      .toFixed(0),
  );

describe('get-portfolio-history', () => {
  it('buy, the price moves, sell half: every point is the balance of its moment times the price of its moment', async () => {
    await app.env.deps.db.deleteFrom('market_price_samples').execute();
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    const t0 = app.env.deps.clock.now().getTime();
    await fundCash(app.env, u, 100_000n);
    const cash0 = (await getUserCashBalances(app.env.deps.db, u.id)).AUD;
    await later(u, 5 * HOUR);
    const t1 = app.env.deps.clock.now().getTime();
    await buy(u, '600.00', 'BTC');
    const btc1 = (await getUserBalances(app.env.deps.db, u.id)).BTC;
    const cash1 = (await getUserCashBalances(app.env.deps.db, u.id)).AUD;
    await later(u, 2 * DAY);
    const t2 = app.env.deps.clock.now().getTime();
    usd.BTC = String(Number(DEFAULT_REFERENCE_PRICES.BTC) * 1.5);
    await sell(u, 'BTC', (Number(btc1 / 2n) / 1e8).toFixed(8));
    const btc2 = (await getUserBalances(app.env.deps.db, u.id)).BTC;
    const cash2 = (await getUserCashBalances(app.env.deps.db, u.id)).AUD;
    await later(u, DAY + 30 * 60_000);
    const now = app.env.deps.clock.now().getTime();
    // The chart's prices are the kept samples, not the trades': an hourly walk of its own.
    const price = (at: number) => String(90_000 + Math.floor((at - t0) / HOUR) * 7);
    await app.env.deps.db.deleteFrom('market_price_samples').execute();
    await writeSamples(t0 - 10 * HOUR, now, { BTC: price });
    const fx = (await currentRates(app.env.deps, 'USD')).rates.AUD!;

    const h = await history(u, '7d');
    expect(h.currency).toBe('AUD');
    // No point before the account's first movement, however far back the range reaches.
    expect(Date.parse(h.points[0]!.at)).toBe(t0);
    expect(Date.parse(h.points.at(-1)!.at)).toBe(now);
    expect(h.points.length).toBe(79); // hourly over 3 days and 6.5 hours, and now
    for (const p of h.points.slice(0, -1)) {
      const at = Date.parse(p.at);
      const sampled = price(t0 + Math.floor((at - t0) / HOUR) * HOUR);
      const expected =
        at < t1 ? cash0 : at < t2 ? cash1 + worth(btc1, 8, sampled, fx) : cash2 + worth(btc2, 8, sampled, fx);
      expect({ at: p.at, value: cents(p.value), priced: p.priced }).toEqual({
        at: p.at,
        value: expected,
        priced: 'market',
      });
    }
    // The last point is now, valued as get-portfolio values the portfolio.
    const res = await app.env.api.call(CALLS.getPortfolio, {}, { token: u.token });
    const portfolio = (res.answer as { data: Portfolio }).data;
    expect(h.points.at(-1)).toEqual({
      at: new Date(now).toISOString(),
      value: portfolio.totals.value,
      priced: 'market',
    });
    expect(cents(h.change!)).toBe(cents(portfolio.totals.value) - cash0);
    usd.BTC = DEFAULT_REFERENCE_PRICES.BTC;
  });

  it('starts at the first movement when the range reaches before the account, and has no point for an account that never moved', async () => {
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    const none = await history(u, 'all');
    expect(none).toMatchObject({ points: [], change: null, change_pct: null });
    const first = app.env.deps.clock.now().getTime();
    await fundCash(app.env, u, 25_000n);
    await later(u, 3 * DAY);
    for (const range of ['7d', '30d', '1y', 'all'] as const) {
      const h = await history(u, range);
      expect(Date.parse(h.points[0]!.at)).toBe(first);
      expect(h.points.every((p) => p.value === '250.00')).toBe(true);
      expect(h).toMatchObject({ change: '0.00', change_pct: '0.00' });
    }
  });

  it('prices moments before the samples at the rate recorded with the movement, and says a missing one', async () => {
    await app.env.deps.db.deleteFrom('market_price_samples').execute();
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    const now = app.env.deps.clock.now().getTime();
    const start = now - 200 * DAY;
    // 0.5 ETH deposited with its rates recorded (ETH 2000 USDC, 1 USDC = 1.6 AUD): 1,600.00.
    await postTestDeposit(app.env, u.id, {
      coin: 'ETH',
      units: 500_000_000_000_000_000n,
      at: new Date(start),
      rates: { ETH: '2000' },
      fiat: { AUD: '1.6' },
    });
    // 10 SOL from before rates were recorded: no price of its time at all.
    const solAt = now - 100 * DAY;
    await postTestDeposit(app.env, u.id, { coin: 'SOL', units: 10_000_000_000n, at: new Date(solAt) });
    // The market record reaches back ten days only.
    await writeSamples(now - 10 * DAY, now, { ETH: () => '3000', SOL: () => '150' });
    const fx = (await currentRates(app.env.deps, 'USD')).rates.AUD!;

    const h = await history(u, '1y');
    expect(h.market_from).toBe(new Date(now - 10 * DAY).toISOString());
    expect(h.points.length).toBeLessThanOrEqual(200);
    expect(h.points[0]).toEqual({ at: new Date(start).toISOString(), value: '1600.00', priced: 'recorded' });
    const beforeSol = h.points.filter((p) => Date.parse(p.at) < solAt);
    expect(beforeSol.every((p) => p.value === '1600.00' && p.priced === 'recorded')).toBe(true);
    // SOL held with no rate: counted as zero and said, never guessed.
    const unpriced = h.points.filter((p) => Date.parse(p.at) >= solAt && Date.parse(p.at) < now - 10 * DAY);
    expect(unpriced.length).toBeGreaterThan(0);
    expect(unpriced.every((p) => p.value === '1600.00' && p.priced === 'missing')).toBe(true);
    const sampled = h.points.filter((p) => Date.parse(p.at) >= now - 10 * DAY + HOUR && Date.parse(p.at) < now);
    expect(sampled.length).toBeGreaterThan(0);
    const both = worth(500_000_000_000_000_000n, 18, '3000', fx) + worth(10_000_000_000n, 9, '150', fx);
    expect(sampled.every((p) => p.priced === 'market' && cents(p.value) === both)).toBe(true);
  });

  it('refuses any range but 7d, 30d, 1y and all with a 4xx naming it, and a caller who is not signed in', async () => {
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    for (const range of ['7D', '24h', '', ' 7d', 7, null, ['7d'], { range: '7d' }]) {
      const res = await app.env.api.call(CALLS.getPortfolioHistory, { range } as never, { token: u.token });
      expect(res.status).toBe(400);
      expect(res.answer).toMatchObject({ errors: { range: 'Choose 7d, 30d, 1y or all' } });
    }
    const missing = await app.env.api.call(CALLS.getPortfolioHistory, {} as never, { token: u.token });
    expect(missing.status).toBe(400);
    const anonymous = await app.env.api.call(CALLS.getPortfolioHistory, { range: '7d' });
    expect(anonymous.status).toBe(401);
  });
});

describe('pointTimes', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('caps every range at 200 points, the first at the range start and the last now', () => {
    const long = new Date('2016-01-01T00:00:00Z');
    for (const range of ['7d', '30d', '1y', 'all'] as const) {
      const times = pointTimes(range, long, now);
      expect(times.length).toBeLessThanOrEqual(200);
      expect(times.at(-1)).toEqual(now);
    }
    expect(pointTimes('7d', long, now)[0]).toEqual(new Date(now.getTime() - 7 * DAY));
    expect(pointTimes('all', long, now)[0]).toEqual(long);
    expect(pointTimes('7d', null, now)).toEqual([]);
  });
});
