/** Buying a coin with the cash balance (decision 267). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { findInvariantViolations, getUserBalances, getUserCashBalances } from '../ledger/index.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const buy = (u: TestUser, payload: Record<string, unknown>, idempotencyKey = randomUUID()) =>
  env.api.call(CALLS.buyWithBalance, payload, { token: u.token, idempotencyKey });
const cash = async (u: TestUser) => getUserCashBalances(env.deps.db, u.id);

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

  it('never credits more than asked for', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 50_000n);
    const r = await buy(u, { amount: '100.00', crypto_currency: 'BTC', crypto_value: '0.0001' });
    expect((r.answer as any).data.purchase.crypto_value).toBe('0.0001');
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
