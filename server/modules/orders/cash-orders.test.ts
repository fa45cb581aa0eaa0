/**
 * Orders that buy a coin with the cash balance (decision 442): "buy SOL if it falls to 150 AUD",
 * held from the cash balance, priced as a purchase from the balance (the coin's ask in the cash,
 * no fee) and filled by the tick, with every rule of that purchase.
 */
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { AccountTransaction } from '../../../contract/exchange.js';
import type { OrderEntry } from '../../../contract/orders.js';
import type { TestUser } from '../../test/factories.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { findInvariantViolations, getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { ordersTestApp } from './test-app.js';
import { ordersOf, placeLimitOrder } from './testing.js';

const app = ordersTestApp({ SOL: '200' });
const { setPrice } = app;

/** 1 / 150: SOL per Australian dollar when SOL costs 150 AUD. */
const AT_150_AUD = '0.006666666666666667';

const order = (u: TestUser, fields: Record<string, unknown> = {}) =>
  placeLimitOrder(app.env, u, {
    sourceCurrencyId: 'AUD',
    targetCurrencyId: 'SOL',
    sourceCurrencyAmount: '100.00',
    price: AT_150_AUD,
    ...fields,
  });

const orders = (u: TestUser) => ordersOf(app.env, u);

const aud = async (u: TestUser) => (await getUserCashBalances(app.env.deps.db, u.id)).AUD;
const sol = async (u: TestUser) => (await getUserBalances(app.env.deps.db, u.id)).SOL;

describe('buying a coin with cash when its price falls', () => {
  it('holds the cash, waits above the price, and fills below it with the coin the cash buys and no fee', async () => {
    const u = await verifiedCustomer(app.env);
    await fundCash(app.env, u, 50_000n);
    const placed = await order(u);
    expect(placed.status, JSON.stringify(placed.answer)).toBe(200);
    expect(placed.answer).toMatchObject({
      status: 'success',
      data: { state: 'open', pair: { source_currency_id: 'AUD' } },
    });
    expect((placed.answer as { data: OrderEntry }).data.amounts.source_currency_amount).toBe('100');
    expect(await aud(u)).toBe(40_000n);

    // SOL at 200 USD costs far more than 150 AUD: the order waits.
    await setPrice('SOL', '190');
    expect((await orders(u))[0]?.state).toBe('open');
    expect(await sol(u)).toBe(0n);

    // At 80 USD, SOL costs well under 150 AUD: filled from the hold, the free cash untouched.
    await setPrice('SOL', '80');
    const [filled] = await orders(u);
    expect(filled?.state).toBe('filled');
    expect(filled?.fee).toBe('0');
    expect(Number(filled?.fill_price)).toBeGreaterThanOrEqual(Number(AT_150_AUD));
    const bought = await sol(u);
    // 100 AUD at under 150 AUD a coin buys more than 2/3 SOL.
    expect(bought).toBeGreaterThan(666_666_666n);
    expect(BigInt(Math.round(Number(filled?.amounts.target_currency_amount) * 1e9))).toBe(bought);
    expect(await aud(u)).toBe(40_000n);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);

    // Each of the order's rows carries its pair, so the history names the hold and the fill a
    // purchase, as the statement names the fill.
    const history = await app.env.api.call(CALLS.getTransactionHistory, { limit: 50 }, { token: u.token });
    const rows = (history.answer as { data: AccountTransaction[] }).data;
    const pair = { source_currency_id: 'AUD', target_currency_id: 'SOL' };
    expect(rows.find((r) => r.order?.step === 'filled')?.order).toEqual({
      order_id: filled?.order_id,
      step: 'filled',
      ...pair,
    });
    expect(rows.find((r) => r.order?.step === 'placed')?.order).toEqual({
      order_id: filled?.order_id,
      step: 'placed',
      ...pair,
    });
  });

  it('gives the cash back on cancel', async () => {
    const u = await verifiedCustomer(app.env);
    await fundCash(app.env, u, 20_000n);
    const placed = (await order(u)).answer as { data: OrderEntry };
    expect(await aud(u)).toBe(10_000n);
    const res = await app.env.api.call(CALLS.cancelOrder, { order_id: placed.data.order_id }, { token: u.token });
    expect(res.answer).toMatchObject({ status: 'success', data: { state: 'cancelled' } });
    expect(await aud(u)).toBe(20_000n);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });

  it('refuses more than the cash balance, cash into cash, another region’s cash and an unverified customer, moving nothing', async () => {
    const u = await verifiedCustomer(app.env);
    await fundCash(app.env, u, 5_000n);
    expect((await order(u)).answer).toMatchObject({ status: 'error', code: 'INSUFFICIENT_BALANCE' });
    expect((await order(u, { targetCurrencyId: 'EUR', sourceCurrencyAmount: '10.00' })).answer).toMatchObject({
      status: 'error',
      code: 'PAIR_NOT_AVAILABLE',
    });
    expect((await order(u, { sourceCurrencyId: 'EUR', sourceCurrencyAmount: '10.00' })).answer).toMatchObject({
      status: 'error',
      code: 'PAIR_NOT_AVAILABLE',
    });
    expect((await order(u, { sourceCurrencyAmount: '10.001' })).answer).toMatchObject({
      status: 'error',
      code: 'VALIDATION',
    });
    expect(await aud(u)).toBe(5_000n);
    expect(await orders(u)).toEqual([]);
    const pending = await verifiedCustomer(app.env, { kycStatus: 'pending' });
    expect((await order(pending, { sourceCurrencyAmount: '10.00' })).answer).toMatchObject({
      status: 'error',
      code: 'KYC_REQUIRED',
    });
  });

  it('keeps the purchase’s rules at the fill: over a lowered purchase maximum, or no longer verified, it waits held', async () => {
    const u = await verifiedCustomer(app.env);
    await fundCash(app.env, u, 50_000n);
    const placed = (await order(u)).answer as { data: OrderEntry };
    expect(placed.data.state).toBe('open');
    const payments = app.env.deps.config.payments;
    const max = payments.maxAmount;
    try {
      // The region's purchase maximum falls below the order's 100 AUD after it was placed.
      payments.maxAmount = 50;
      await setPrice('SOL', '80');
      expect((await orders(u))[0]?.state).toBe('open');
      expect(await sol(u)).toBe(0n);
      expect(await aud(u)).toBe(40_000n);
    } finally {
      payments.maxAmount = max;
    }
    // The customer's verification ends: a purchase would be refused, so the fill is too.
    await app.env.deps.db.updateTable('users').set({ kyc_status: 'pending' }).where('id', '=', u.id).execute();
    await setPrice('SOL', '79');
    expect((await orders(u))[0]?.state).toBe('open');
    expect(await sol(u)).toBe(0n);
    await app.env.deps.db.updateTable('users').set({ kyc_status: 'approved' }).where('id', '=', u.id).execute();
    await setPrice('SOL', '78');
    expect((await orders(u))[0]?.state).toBe('filled');
    expect(await sol(u)).toBeGreaterThan(0n);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });

  it('ends the order and gives the cash back when the customer’s verification is rejected before its price', async () => {
    const u = await verifiedCustomer(app.env);
    await fundCash(app.env, u, 50_000n);
    await order(u);
    await app.env.deps.db.updateTable('users').set({ kyc_status: 'rejected' }).where('id', '=', u.id).execute();
    await setPrice('SOL', '80');
    expect((await orders(u))[0]?.state).toBe('cancelled');
    expect(await aud(u)).toBe(50_000n);
    expect(await sol(u)).toBe(0n);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });
});
