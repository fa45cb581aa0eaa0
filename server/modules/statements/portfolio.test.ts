/**
 * /exchange/get-portfolio through the real app (on PostgreSQL when TEST_DATABASE_URL is set): what
 * a coin cost, what its sale made and what the rest would make, to the cent; a swap moves cost
 * without changing it; a customer sees only their own.
 */
import { describe, expect, it } from 'vitest';
import type { CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { toUnits } from '../../../contract/money.js';
import type { Portfolio } from '../../../contract/statements.js';
import { DEFAULT_REFERENCE_PRICES } from '../../providers/prices/index.js';
import type { TestUser } from '../../test/factories.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { buyFromBalance, pricedTestEnv, swapThroughApp } from './testing.js';

const usd: Record<CoinSymbol, string> = { ...DEFAULT_REFERENCE_PRICES };
const app = pricedTestEnv(usd);

const cents = (s: string) => BigInt(s.replace('.', ''));
const portfolio = async (u: TestUser) => {
  const res = await app.env.api.call(CALLS.getPortfolio, {}, { token: u.token });
  expect(res.status).toBe(200);
  return (res.answer as { data: Portfolio }).data;
};
const buy = (u: TestUser, amount: string, coin: CoinSymbol) => buyFromBalance(app.env, u, amount, coin);
const swap = (u: TestUser, from: CoinSymbol, amount: string, to: string) =>
  swapThroughApp(app.env, u, from, amount, to);
const asset = (p: Portfolio, id: string) => p.assets.find((a) => a.currency_id === id);

describe('get-portfolio', () => {
  it('buy at one price, the price moves, sell half: cost, realised and unrealised agree to the cent', async () => {
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    await fundCash(app.env, u, 100_000n);
    await portfolio(u); // the book is kept from here on
    await buy(u, '600.00', 'BTC');
    const bought = await portfolio(u);
    expect(bought.currency).toBe('AUD');
    // The whole 600.00 paid is the cost, fees included.
    expect(asset(bought, 'BTC')).toMatchObject({ cost_basis: '600.00', realised_pnl: '0.00', rate_missing: false });

    usd.BTC = String(Number(usd.BTC) * 1.5);
    const held = (await getUserBalances(app.env.deps.db, u.id)).BTC;
    const half = held / 2n;
    const cashBefore = (await getUserCashBalances(app.env.deps.db, u.id)).AUD;
    await swap(u, 'BTC', (Number(half) / 1e8).toFixed(8), 'AUD');
    const received = (await getUserCashBalances(app.env.deps.db, u.id)).AUD - cashBefore;

    const p = await portfolio(u);
    const btc = asset(p, 'BTC')!;
    const soldCost = 600_00n - cents(btc.cost_basis);
    // Half the units took half the cost (the last units of the lot take the cent rounding leaves).
    expect(soldCost).toBe((600_00n * half) / held);
    expect(cents(btc.realised_pnl)).toBe(received - soldCost);
    expect(cents(btc.unrealised_pnl)).toBe(cents(btc.value) - cents(btc.cost_basis));
    expect(toUnits(btc.amount, 8)).toBe(held - half);
    expect(cents(btc.realised_pnl)).toBeGreaterThan(0n);
    const cash = asset(p, 'AUD')!;
    expect(cents(cash.value)).toBe((await getUserCashBalances(app.env.deps.db, u.id)).AUD);
    expect(cents(p.totals.value)).toBe(cents(btc.value) + cents(cash.value));
    expect(cents(p.totals.cost_basis)).toBe(cents(btc.cost_basis) + cents(cash.cost_basis));
    expect(cents(p.totals.unrealised_pnl)).toBe(cents(p.totals.value) - cents(p.totals.cost_basis));
    expect(p.totals.realised_pnl).toBe(btc.realised_pnl);
    expect(p.totals.realised_pnl_year).toBe(btc.realised_pnl);
  });

  it('the total return counts what was sold and what is held, as a percent of what the coins cost, since the first lot', async () => {
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    await fundCash(app.env, u, 100_000n);
    const firstLot = app.env.deps.clock.now();
    await buy(u, '400.00', 'ETH');
    usd.ETH = String(Number(usd.ETH) * 1.25);
    const held = (await getUserBalances(app.env.deps.db, u.id)).ETH;
    await swap(u, 'ETH', (Number(held / 2n) / 1e18).toFixed(18), 'AUD');
    const p = await portfolio(u);
    const eth = asset(p, 'ETH')!;
    const gained = cents(eth.unrealised_pnl) + cents(eth.realised_pnl);
    expect(cents(p.totals.total_return)).toBe(gained);
    // The base is what every coin bought cost, the sold half's cost included: cash earns nothing here.
    const pct = Number(gained) / 400_00;
    expect(Number(p.totals.total_return_pct)).toBeCloseTo(pct * 100, 2);
    expect(p.totals.total_return_pct).toMatch(/^-?\d+\.\d\d$/);
    expect(Number(p.totals.total_return_pct)).toBeGreaterThan(20);
    expect(Date.parse(p.totals.since!)).toBe(firstLot.getTime());
    usd.ETH = DEFAULT_REFERENCE_PRICES.ETH;
  });

  it('gives no percent where a movement recorded no rate: a cost counted as zero would make it up', async () => {
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    await fundCash(app.env, u, 50_000n);
    await portfolio(u);
    await buy(u, '200.00', 'SOL');
    await buy(u, '100.00', 'SOL');
    // The first lot as a movement from before rates were recorded leaves it (decision 413).
    const first = await app.env.deps.db
      .selectFrom('portfolio_lots')
      .select((eb) => eb.fn.min('id').as('id'))
      .where('user_id', '=', u.id)
      .executeTakeFirstOrThrow();
    await app.env.deps.db
      .updateTable('portfolio_lots')
      .set({ cost: '0', cost_remaining: '0', rate_missing: true })
      .where('id', '=', first.id)
      .execute();
    const p = await portfolio(u);
    expect(asset(p, 'SOL')).toMatchObject({ rate_missing: true, cost_basis: '100.00', unrealised_pct: null });
    expect(p.totals).toMatchObject({ rate_missing: true, total_return_pct: null });
    expect(cents(p.totals.total_return)).toBeGreaterThan(0n);
  });

  it('a swap moves the cost basis to the coin received without changing it', async () => {
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    await fundCash(app.env, u, 50_000n);
    await buy(u, '250.00', 'BTC');
    const before = await portfolio(u); // rebuilt from the ledger on this first read
    expect(asset(before, 'BTC')?.cost_basis).toBe('250.00');
    await swap(u, 'BTC', '0.0005', 'ETH');
    const after = await portfolio(u);
    expect(cents(asset(after, 'BTC')!.cost_basis) + cents(asset(after, 'ETH')!.cost_basis)).toBe(250_00n);
    expect(after.totals.cost_basis).toBe(before.totals.cost_basis);
    expect(after.totals.realised_pnl).toBe('0.00');
  });

  it("shows only the signed-in customer's own coins, and refuses a caller who is not signed in", async () => {
    const rich = await verifiedCustomer(app.env, { currency: 'AUD' });
    await fundCash(app.env, rich, 20_000n);
    await buy(rich, '100.00', 'ETH');
    const other = await verifiedCustomer(app.env, { currency: 'EUR' });
    // The region is the account's (is_eu), as the yearly statement's is.
    await app.env.deps.db.updateTable('users').set({ is_eu: true }).where('id', '=', other.id).execute();
    const p = await portfolio(other);
    expect(p).toEqual({
      currency: 'EUR',
      totals: {
        value: '0.00',
        cost_basis: '0.00',
        unrealised_pnl: '0.00',
        realised_pnl: '0.00',
        realised_pnl_year: '0.00',
        total_return: '0.00',
        total_return_pct: null,
        since: null,
        rate_missing: false,
      },
      assets: [],
    });
    const anonymous = await app.env.api.call(CALLS.getPortfolio, {});
    expect(anonymous.status).toBe(401);
  });
});
