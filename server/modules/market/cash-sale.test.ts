/** Selling a coin for the region's cash through the swap calls (decision 266). */
import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { findInvariantViolations, getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { currentRates } from '../locale/index.js';

let env: TestEnv;
beforeAll(async () => {
  // Constant reference prices: BTC 97000; spread 0.2%, fee 0.1%.
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const quote = (u: TestUser, payload: Record<string, unknown>) =>
  env.api.call(CALLS.swapCrypto, payload, { token: u.token });
const confirm = (u: TestUser, conversionQuoteId: string, idempotencyKey = randomUUID()) =>
  env.api.call(CALLS.confirmSwap, { conversionQuoteId }, { token: u.token, idempotencyKey });

async function holder(currency: 'AUD' | 'EUR', btc = '0.01', kycStatus = 'approved'): Promise<TestUser> {
  const u = await verifiedCustomer(env, { currency, kycStatus: kycStatus as 'approved' });
  await creditForTest(env.deps, u.id, 'BTC', btc);
  return u;
}

/** What selling `btc` gives at the reference prices: bid x forex rate, to the cent, less the fee. */
async function expected(btc: string, currency: 'AUD' | 'EUR') {
  const rate = (await currentRates(env.deps, 'USD')).rates[currency]!;
  const bid = new Big(97_000).times(1 - 0.001);
  const gross = new Big(btc).times(bid.times(rate).round(18, Big.roundDown)).round(2, Big.roundDown);
  const fee = gross.times(0.001).round(2, Big.roundUp);
  return { net: gross.minus(fee).toFixed(2), fee: fee.toFixed(2) };
}

describe('sell to cash', () => {
  it('quotes BTC to AUD with the fee in cents and credits the cash balance in one movement', async () => {
    const u = await holder('AUD');
    const q = await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'AUD', sourceCurrencyAmount: '0.01' });
    expect(q.status).toBe(200);
    const data = (q.answer as any).data;
    const want = await expected('0.01', 'AUD');
    expect(data).toMatchObject({ source_currency_id: 'BTC', target_currency_id: 'AUD', fee: want.fee });
    expect(new Big(data.target_currency_amount).toFixed(2)).toBe(want.net);
    const done = await confirm(u, data.conversion_quote_id);
    expect(done.answer).toMatchObject({
      status: 'success',
      data: { debit: { currency_id: 'BTC', amount: '0.01' }, credit: { currency_id: 'AUD', type: 'credit' } },
    });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(0n);
    const cents = BigInt(new Big(want.net).times(100).toFixed(0));
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(cents);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('sells to EUR for an EU customer and refuses the other region’s cash', async () => {
    const u = await holder('EUR');
    expect(
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'AUD', sourceCurrencyAmount: '0.01' })).answer,
    ).toMatchObject({ status: 'error', code: 'PAIR_NOT_AVAILABLE' });
    const q = await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'EUR', sourceCurrencyAmount: '0.005' });
    const id = (q.answer as any).data.conversion_quote_id;
    expect((await confirm(u, id)).status).toBe(200);
    const want = await expected('0.005', 'EUR');
    expect((await getUserCashBalances(env.deps.db, u.id)).EUR).toBe(BigInt(new Big(want.net).times(100).toFixed(0)));
  });

  it('refuses unverified customers, US customers and unknown currencies, moving nothing', async () => {
    const pending = await holder('AUD', '0.01', 'pending');
    expect(
      (await quote(pending, { sourceCurrencyId: 'BTC', targetCurrencyId: 'AUD', sourceCurrencyAmount: '0.01' })).answer,
    ).toMatchObject({ status: 'error', code: 'KYC_REQUIRED' });
    const us = await verifiedCustomer(env, { currency: 'USD' });
    await creditForTest(env.deps, us.id, 'BTC', '0.01');
    expect(
      (await quote(us, { sourceCurrencyId: 'BTC', targetCurrencyId: 'AUD', sourceCurrencyAmount: '0.01' })).answer,
    ).toMatchObject({ status: 'error', code: 'PAIR_NOT_AVAILABLE' });
    expect(
      (await quote(us, { sourceCurrencyId: 'BTC', targetCurrencyId: 'GBP', sourceCurrencyAmount: '0.01' })).answer,
    ).toMatchObject({ status: 'error', code: 'VALIDATION' });
    expect((await getUserBalances(env.deps.db, pending.id)).BTC).toBe(1_000_000n);
  });

  it('refuses a confirmation once the customer is no longer verified', async () => {
    const u = await holder('AUD');
    const q = await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'AUD', sourceCurrencyAmount: '0.01' });
    await env.deps.db.updateTable('users').set({ kyc_status: 'rejected' }).where('id', '=', u.id).execute();
    expect((await confirm(u, (q.answer as any).data.conversion_quote_id)).answer).toMatchObject({
      code: 'KYC_REJECTED',
    });
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(0n);
  });

  it('refuses below the coin’s minimum and more than the balance', async () => {
    const u = await holder('AUD', '0.01');
    await fundCash(env, u, 1_000n);
    expect(
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'AUD', sourceCurrencyAmount: '0.00000001' })).answer,
    ).toMatchObject({ code: 'BELOW_MIN_AMOUNT' });
    expect(
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'AUD', sourceCurrencyAmount: '0.02' })).answer,
    ).toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
  });
});
