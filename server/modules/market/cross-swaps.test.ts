/**
 * Swaps between two coins with no pair of their own (decision 225): one quote priced through a
 * stablecoin both trade against, one fee in the target coin, confirmed as one ledger movement
 * through house liquidity; the rules of every swap hold whatever the client sends.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { findInvariantViolations, getUserBalances } from '../ledger/index.js';
import { customerHolding, movementsOfKind } from '../ledger/testing.js';

let env: TestEnv;

beforeAll(async () => {
  // Constant reference prices: BTC 97000, ETH 3400, USDT 1, USDC 1; spread 0.2%, fee 0.1%.
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0', MARKET_INSTRUMENTS_OFF: 'XRP/USDC' } });
});
afterAll(() => env.close());

const customer = (holdings: Record<string, string>, currency: 'AUD' | 'EUR' = 'AUD'): Promise<TestUser> =>
  customerHolding(env.deps, holdings, { currency });
const quote = (u: TestUser, source: string, target: string, amount: string) =>
  env.api.call(
    CALLS.swapCrypto,
    { sourceCurrencyId: source, targetCurrencyId: target, sourceCurrencyAmount: amount },
    { token: u.token },
  );
const confirm = (u: TestUser, id: string, idempotencyKey = randomUUID()) =>
  env.api.call(CALLS.confirmSwap, { conversionQuoteId: id }, { token: u.token, idempotencyKey });
const houseBalance = async (kind: 'liquidity' | 'fee_revenue', currency: string) => {
  const row = await env.deps.db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('house_kind', '=', kind)
    .where('currency', '=', currency)
    .executeTakeFirst();
  return BigInt(row?.balance ?? 0);
};

describe('a swap between two coins through a stablecoin', () => {
  it('is one quote: both legs at their side of the spread, one rate, one fee in the target coin', async () => {
    const u = await customer({ BTC: '1' });
    const res = await quote(u, 'BTC', 'ETH', '0.01');
    expect(res.status).toBe(200);
    // BTC/USDT bid 96903, times 1/ask of ETH/USDT (1/3403.4), rounded down to 18 decimals.
    expect((res.answer as any).data).toMatchObject({
      source_currency_id: 'BTC',
      target_currency_id: 'ETH',
      source_currency_amount: '0.01',
      rate: '28.472409942998087061',
      fee: '0.000284724099429981',
      target_currency_amount: '0.284439375330550889',
    });
    const stored = await env.deps.db
      .selectFrom('swap_quotes')
      .select('instrument_id')
      .where('id', '=', (res.answer as any).data.conversion_quote_id)
      .executeTakeFirstOrThrow();
    expect(stored.instrument_id).toBe('BTC/USDT+ETH/USDT');
  });

  it('is confirmed as one movement: BTC to house liquidity, ETH to the customer, the fee to revenue', async () => {
    const u = await customer({ BTC: '1' });
    const feeBefore = await houseBalance('fee_revenue', 'ETH');
    const usdtBefore = await houseBalance('liquidity', 'USDT');
    const q = (await quote(u, 'BTC', 'ETH', '0.01')).answer as any;
    const res = await confirm(u, q.data.conversion_quote_id);
    expect(res.answer).toMatchObject({
      status: 'success',
      data: {
        debit: { type: 'debit', amount: '0.01', currency_id: 'BTC' },
        credit: { type: 'credit', amount: '0.284439375330550889', currency_id: 'ETH' },
      },
    });
    const balances = await getUserBalances(env.deps.db, u.id);
    expect(balances.BTC).toBe(99_000_000n);
    expect(balances.ETH).toBe(284_439_375_330_550_889n);
    expect((await houseBalance('fee_revenue', 'ETH')) - feeBefore).toBe(284_724_099_429_981n);
    // Nothing is left in the stablecoin between the legs.
    expect(await houseBalance('liquidity', 'USDT')).toBe(usdtBefore);
    expect(await movementsOfKind(env.deps, u.id, 'swap')).toHaveLength(1);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('goes through USDC for an EUR customer, who still cannot swap into or out of USDT', async () => {
    const u = await customer({ BTC: '1' }, 'EUR');
    const res = await quote(u, 'BTC', 'ETH', '0.01');
    expect(res.status).toBe(200);
    const id = (res.answer as any).data.conversion_quote_id;
    const stored = await env.deps.db
      .selectFrom('swap_quotes')
      .select('instrument_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.instrument_id).toBe('BTC/USDC+ETH/USDC');
    expect((await quote(u, 'BTC', 'USDT', '0.01')).answer).toMatchObject({ code: 'COIN_NOT_OFFERED' });
    expect((await quote(u, 'BTC', 'USDC', '0.01')).status).toBe(200);
  });

  it('refuses the same coin on both sides and a pair switched off, and moves nothing', async () => {
    const u = await customer({ BTC: '1', XRP: '100' });
    for (const [s, t] of [
      ['BTC', 'BTC'],
      ['XRP', 'USDC'],
    ]) {
      const res = await quote(u, s as string, t as string, '1');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.answer).toMatchObject({ code: 'PAIR_NOT_AVAILABLE' });
    }
    const balances = await getUserBalances(env.deps.db, u.id);
    expect([balances.BTC, balances.XRP]).toEqual([100_000_000n, 100_000_000n]);
  });

  it("holds every leg's minimum: ETH bought must reach the ETH minimum", async () => {
    const u = await customer({ BTC: '1', ETH: '1' });
    // 0.0001 BTC is the BTC minimum but buys only about 0.0028 ETH: above 0.001 ETH, quoted.
    expect((await quote(u, 'BTC', 'ETH', '0.0001')).status).toBe(200);
    // 0.001 ETH sells for about 0.000035 BTC: under the BTC minimum of the second leg.
    const res = await quote(u, 'ETH', 'BTC', '0.001');
    expect(res.answer).toMatchObject({
      code: 'BELOW_MIN_AMOUNT',
      field: 'sourceCurrencyAmount',
      message: 'Amount is less than min amount 0.0001 BTC',
    });
  });

  it('a quote is used once: a second confirm, or two at once, move the money once', async () => {
    const u = await customer({ BTC: '1' });
    const id = ((await quote(u, 'BTC', 'ETH', '0.01')).answer as any).data.conversion_quote_id;
    const results = await Promise.all([confirm(u, id), confirm(u, id), confirm(u, id)]);
    expect(results.filter((r) => r.answer.status === 'success')).toHaveLength(1);
    for (const r of results.filter((x) => x.answer.status !== 'success')) {
      expect(r.status).toBe(422);
      expect(r.answer).toMatchObject({ code: 'QUOTE_USED' });
    }
    expect((await confirm(u, id)).answer).toMatchObject({ code: 'QUOTE_USED' });
    const balances = await getUserBalances(env.deps.db, u.id);
    expect(balances.BTC).toBe(99_000_000n);
    expect(balances.ETH).toBe(284_439_375_330_550_889n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
