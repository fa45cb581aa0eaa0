/** Buying a coin with the cash balance (decision 267). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { mulDecimal, toUnits } from '../../../contract/money.js';
import { cryptoForFiat, fiatForCrypto } from '../../../contract/payments.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { findInvariantViolations, getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { REVIEWED_PRICE_BAND_BPS, reviewedPriceHolds } from './cash-buy.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const buy = (u: TestUser, payload: Record<string, unknown>, idempotencyKey = randomUUID()) =>
  env.api.call(CALLS.buyWithBalance, payload, { token: u.token, idempotencyKey });
const cash = async (u: TestUser) => getUserCashBalances(env.deps.db, u.id);
/** BTC's ask in AUD now (the market is still in this file): a first small purchase answers it. */
const priceNow = async (u: TestUser): Promise<string> =>
  ((await buy(u, { amount: '10.00', crypto_currency: 'BTC', crypto_value: '1' })).answer as any).data.purchase.price;

describe('buy with the cash balance', () => {
  it('pays from the balance with no card fee and credits the coin at once; a retry answers the same', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    const key = randomUUID();
    const first = await buy(u, { amount: '100.00', crypto_currency: 'BTC', crypto_value: '1' }, key);
    expect(first.status).toBe(200);
    const data = (first.answer as any).data;
    expect(data.purchase).toMatchObject({ amount: '100.00', fee: '0.00', total: '100.00', currency: 'AUD' });
    expect(data.balance).toBe('400.00');
    expect((await cash(u)).AUD).toBe(40_000n);
    const btc = (await getUserBalances(env.deps.db, u.id)).BTC;
    expect(btc).toBeGreaterThan(0n);
    expect(data.purchase.crypto_value).toBe((Number(btc) / 1e8).toString());
    const again = await buy(u, { amount: '100.00', crypto_currency: 'BTC', crypto_value: '1' }, key);
    expect((again.answer as any).data.tracking_id).toBe(data.tracking_id);
    expect((await cash(u)).AUD).toBe(40_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('never credits more than asked for, and then takes only what that coin costs', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    const r = await buy(u, { amount: '100.00', crypto_currency: 'BTC', crypto_value: '0.0001' });
    const purchase = (r.answer as any).data.purchase;
    expect(purchase.crypto_value).toBe('0.0001');
    // 0.0001 BTC at the price, rounded up to the cent: not the AU$100.00 offered.
    const cost = fiatForCrypto('0.0001', purchase.price);
    expect(Number(cost)).toBeLessThan(100);
    expect(purchase).toMatchObject({ amount: cost, total: cost });
    expect((await cash(u)).AUD).toBe(50_000n - toUnits(cost, 2));
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('a price fallen since the review, within the band, buys the coin reviewed for its cost now', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    const price = await priceNow(u);
    // Reviewed at a price 1 % above the price now: the review's coin is what AU$100.00 bought then.
    const shown = mulDecimal(price, '1.01', 10, 'up');
    const reviewed = cryptoForFiat('100.00', shown, 'BTC');
    const r = await buy(u, { amount: '100.00', crypto_currency: 'BTC', crypto_value: reviewed, shown_price: shown });
    const purchase = (r.answer as any).data.purchase;
    expect(purchase).toMatchObject({ crypto_value: reviewed, price, amount: fiatForCrypto(reviewed, price) });
    expect(Number(purchase.amount)).toBeLessThan(100);
    // Less the AU$10.00 that read the price.
    expect((await cash(u)).AUD).toBe(50_000n - 1_000n - toUnits(purchase.amount, 2));
  });

  it('refuses a review far above the price now (another moment or another coin), moving nothing', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    const price = await priceNow(u);
    const coinsBefore = (await getUserBalances(env.deps.db, u.id)).BTC ?? 0n;
    for (const factor of ['1.03', '1000']) {
      const shown = mulDecimal(price, factor, 10, 'up');
      const r = await buy(u, {
        amount: '50.00',
        crypto_currency: 'BTC',
        crypto_value: cryptoForFiat('50.00', shown, 'BTC'),
        shown_price: shown,
      });
      expect(r.answer).toMatchObject({ status: 'error', code: 'PRICE_CHANGED' });
    }
    expect((await cash(u)).AUD).toBe(50_000n - 1_000n);
    expect((await getUserBalances(env.deps.db, u.id)).BTC ?? 0n).toBe(coinsBefore);
  });

  it('holds the band at its edge: 2 % below the review buys, further below is refused', () => {
    expect(REVIEWED_PRICE_BAND_BPS).toBe(200);
    expect(reviewedPriceHolds('100', '100')).toBe(true);
    expect(reviewedPriceHolds('100', '98')).toBe(true);
    expect(reviewedPriceHolds('100', '97.9999999999')).toBe(false);
    expect(reviewedPriceHolds('100', '100.0000000001')).toBe(false);
  });

  it('refuses a buy whose price rose above the one the customer confirmed, moving nothing', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    const first = (await buy(u, { amount: '10.00', crypto_currency: 'BTC', crypto_value: '1' })).answer as any;
    const price: string = first.data.purchase.price;
    // The customer confirmed a far lower price (written to the ten decimals prices have): the price now is above it.
    const risen = await buy(u, {
      amount: '100.00',
      crypto_currency: 'BTC',
      crypto_value: '1',
      shown_price: '1.0000000001',
    });
    expect(risen.answer).toMatchObject({ status: 'error', code: 'PRICE_CHANGED' });
    expect((await cash(u)).AUD).toBe(49_000n);
    // The price confirmed still holds: bought at it.
    const held = await buy(u, { amount: '10.00', crypto_currency: 'BTC', crypto_value: '1', shown_price: price });
    expect((held.answer as any).data.purchase.price).toBe(price);
    expect((await cash(u)).AUD).toBe(48_000n);
  });

  it('refuses more than the balance, more than two decimals and unverified customers, moving nothing', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 5_000n);
    expect((await buy(u, { amount: '50.01', crypto_currency: 'BTC', crypto_value: '1' })).answer).toMatchObject({
      status: 'error',
      code: 'INSUFFICIENT_BALANCE',
    });
    expect((await buy(u, { amount: '10.001', crypto_currency: 'BTC', crypto_value: '1' })).answer).toMatchObject({
      status: 'error',
      code: 'VALIDATION',
    });
    expect((await cash(u)).AUD).toBe(5_000n);
    const pending = await verifiedCustomer(env, { kycStatus: 'pending' });
    expect((await buy(pending, { amount: '10.00', crypto_currency: 'BTC', crypto_value: '1' })).answer).toMatchObject({
      code: 'KYC_REQUIRED',
    });
    const us = await verifiedCustomer(env, { currency: 'USD' });
    expect((await buy(us, { amount: '10.00', crypto_currency: 'BTC', crypto_value: '1' })).answer).toMatchObject({
      code: 'REGION_NOT_SUPPORTED',
    });
  });

  it('refuses a coin the region does not offer and a frozen account', async () => {
    const eu = await verifiedCustomer(env, { currency: 'EUR' });
    await fundCash(env, eu, 5_000n);
    expect((await buy(eu, { amount: '10.00', crypto_currency: 'USDT', crypto_value: '10' })).answer).toMatchObject({
      code: 'VALIDATION',
    });
    await env.deps.db
      .updateTable('users')
      .set({ frozen_at: env.deps.clock.now(), frozen_reason: 'review' })
      .where('id', '=', eu.id)
      .execute();
    expect((await buy(eu, { amount: '10.00', crypto_currency: 'BTC', crypto_value: '1' })).answer).toMatchObject({
      code: 'ACCOUNT_FROZEN',
    });
    expect((await cash(eu)).EUR).toBe(5_000n);
  });
});
