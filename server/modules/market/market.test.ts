import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { findInvariantViolations, getUserBalances } from '../ledger/index.js';
import { creditForTest, customerHolding } from '../ledger/testing.js';
import { confirmQuote } from './quotes.js';

let env: TestEnv;

beforeAll(async () => {
  // Constant reference prices: BTC 97000, ETH 3400, USDT 1, USDC 1; spread 0.2%, fee 0.1%.
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0', MARKET_INSTRUMENTS_OFF: 'XRP/USDC' } });
});
afterAll(() => env.close());

const customer = (holdings: Record<string, string> = {}): Promise<TestUser> => customerHolding(env.deps, holdings);

const quote = (u: TestUser, payload: Record<string, unknown>) =>
  env.api.call(CALLS.swapCrypto, payload, { token: u.token });
const confirm = (u: TestUser, conversionQuoteId: string, idempotencyKey?: string) =>
  env.api.call(CALLS.confirmSwap, { conversionQuoteId, userId: 'ignored' }, { token: u.token, idempotencyKey });

describe('get-wallet-list', () => {
  it('lists every coin with its balance and USD value as decimal strings', async () => {
    const u = await customer({ BTC: '0.5', USDT: '12.345678' });
    const res = await env.api.call(CALLS.getWalletList, { quoteCurrencyId: 'USD' }, { token: u.token });
    expect(res.status).toBe(200);
    const list = res.answer.status === 'success' ? (res.answer.data as any[]) : [];
    expect(list.map((e) => e.currency.currency_id)).toEqual(['BTC', 'SOL', 'ETH', 'AVAX', 'XRP', 'USDT', 'USDC']);
    expect(list[0]).toEqual({
      currency: { currency_id: 'BTC', precision: 8, name: 'Bitcoin' },
      free_balance: '0.5',
      free_balance_quoted: '48500.00',
    });
    expect(list[5]).toMatchObject({ free_balance: '12.345678', free_balance_quoted: '12.34' });
    expect(list[1]).toMatchObject({ free_balance: '0', free_balance_quoted: '0.00' });
  });

  it('refuses other quote currencies and anonymous callers', async () => {
    const u = await customer();
    const res = await env.api.call(CALLS.getWalletList, { quoteCurrencyId: 'GBP' }, { token: u.token });
    expect(res.answer).toMatchObject({ status: 'error', code: 'VALIDATION' });
    const anon = await env.api.call(CALLS.getWalletList, { quoteCurrencyId: 'USD' });
    expect(anon.status).toBe(401);
  });
});

describe('get-instruments and get-currency-price', () => {
  it('lists every coin against USDT and USDC plus USDT/USDC, with min_quantity and on/off', async () => {
    const u = await customer();
    const res = await env.api.call(CALLS.getInstruments, { limit: 200 }, { token: u.token });
    const instruments = (res.answer as any).data.instruments as any[];
    expect(instruments).toHaveLength(11);
    expect(instruments[0]).toEqual({
      instrument_id: 'BTC/USDT',
      base_currency_id: 'BTC',
      quote_currency_id: 'USDT',
      is_active: 'on',
      min_quantity: '0.0001',
    });
    expect(instruments.find((i) => i.instrument_id === 'XRP/USDC').is_active).toBe('off');
    expect(instruments.find((i) => i.instrument_id === 'USDT/USDC')).toBeTruthy();
  });

  it('gives bid and ask around the mid price, in both directions and against USD', async () => {
    const u = await customer();
    const res = await env.api.call(
      CALLS.getCurrencyPrice,
      { base_currency: 'BTC', quote_currency: 'USDT' },
      { token: u.token },
    );
    expect((res.answer as any).data).toEqual([
      { base_currency: 'BTC', quote_currency: 'USDT', bid: '96903', ask: '97097' },
    ]);
    const usd = await env.api.call(
      CALLS.getCurrencyPrice,
      { base_currency: 'ETH', quote_currency: 'USD' },
      { token: u.token },
    );
    expect((usd.answer as any).data[0]).toMatchObject({ bid: '3396.6', ask: '3403.4' });
    const reversed = await env.api.call(
      CALLS.getCurrencyPrice,
      { base_currency: 'USDT', quote_currency: 'BTC' },
      { token: u.token },
    );
    const [{ bid, ask }] = (reversed.answer as any).data;
    expect(bid).toBe('0.000010298969072164'); // (1 / 97000) x 0.999, rounded down
    expect(Number(bid)).toBeLessThan(1 / 97000);
    expect(Number(ask)).toBeGreaterThan(1 / 97000);
  });

  it('refuses a pair without an active instrument with PAIR_NOT_AVAILABLE', async () => {
    const u = await customer();
    for (const [base, quote] of [
      ['BTC', 'ETH'],
      ['XRP', 'USDC'],
      ['BTC', 'GBP'],
    ]) {
      const res = await env.api.call(
        CALLS.getCurrencyPrice,
        { base_currency: base, quote_currency: quote },
        { token: u.token },
      );
      expect(res.status).toBe(422);
      expect(res.answer).toMatchObject({
        code: 'PAIR_NOT_AVAILABLE',
        message: `Trading pair ${base} to ${quote} is not available on the exchange. Please select different currencies.`,
      });
    }
  });
});

describe('swap-crypto', () => {
  it('quotes selling base at the bid less the fee, with ttl 10 s by default', async () => {
    const u = await customer({ BTC: '1' });
    const now = env.deps.clock.now().getTime();
    const res = await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.01' });
    expect(res.status).toBe(200);
    const q = (res.answer as any).data;
    // 0.01 x 96903 = 969.03 USDT; fee 0.1% rounded up = 0.96903; the customer gets 968.06097.
    expect(q).toMatchObject({
      source_currency_id: 'BTC',
      target_currency_id: 'USDT',
      source_currency_amount: '0.01',
      target_currency_amount: '968.06097',
      rate: '96903',
      fee: '0.96903',
      expires_at: new Date(now + 10_000).toISOString(),
    });
    expect(q.conversion_quote_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('quotes buying base at 1/ask, rounding what the customer gets down', async () => {
    const u = await customer({ USDT: '100' });
    const res = await quote(u, {
      sourceCurrencyId: 'USDT',
      targetCurrencyId: 'BTC',
      sourceCurrencyAmount: '100',
      ttl: 60,
    });
    const q = (res.answer as any).data;
    // 100 / 97097 = 0.00102989... BTC; fee ceil(102.989) = 103 sat.
    expect(q).toMatchObject({ target_currency_amount: '0.00102886', fee: '0.00000103' });
  });

  it('refuses ttl outside 1..60, numbers as amounts, and too many decimals', async () => {
    const u = await customer({ BTC: '1' });
    for (const payload of [
      { ttl: 0 },
      { ttl: 61 },
      { ttl: 2.5 },
      { sourceCurrencyAmount: 0.01 },
      { sourceCurrencyAmount: '1e-2' },
      { sourceCurrencyAmount: '-0.01' },
      { sourceCurrencyAmount: '0.000000001' },
      { sourceCurrencyId: 'DOGE' },
    ]) {
      const res = await quote(u, {
        sourceCurrencyId: 'BTC',
        targetCurrencyId: 'USDT',
        sourceCurrencyAmount: '0.01',
        ...payload,
      });
      expect(res.answer, JSON.stringify(payload)).toMatchObject({ status: 'error', code: 'VALIDATION' });
    }
    const zero = await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0' });
    expect(zero.answer).toMatchObject({ code: 'VALIDATION', message: 'Amount should be more than 0' });
  });

  it('refuses a pair switched off, and a coin into itself (PAIR_NOT_AVAILABLE)', async () => {
    const u = await customer({ BTC: '1', XRP: '100' });
    for (const [s, t] of [
      ['XRP', 'USDC'],
      ['BTC', 'BTC'],
    ]) {
      const res = await quote(u, { sourceCurrencyId: s, targetCurrencyId: t, sourceCurrencyAmount: '1' });
      expect(res.answer).toMatchObject({ code: 'PAIR_NOT_AVAILABLE' });
    }
  });

  it("refuses amounts under the instrument's min_quantity with 'less than min amount'", async () => {
    const u = await customer({ BTC: '1', USDT: '100' });
    const sell = await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.00009' });
    expect(sell.answer).toMatchObject({ code: 'BELOW_MIN_AMOUNT', field: 'sourceCurrencyAmount' });
    expect((sell.answer as any).message).toContain('less than min amount');
    // Buying BTC with 5 USDT gets about 0.0000515 BTC, under 0.0001 BTC.
    const buy = await quote(u, { sourceCurrencyId: 'USDT', targetCurrencyId: 'BTC', sourceCurrencyAmount: '5' });
    expect(buy.answer).toMatchObject({ code: 'BELOW_MIN_AMOUNT' });
    expect((buy.answer as any).message).toContain('less than min amount');
  });

  it('refuses more than the balance (INSUFFICIENT_BALANCE)', async () => {
    const u = await customer({ ETH: '0.5' });
    const res = await quote(u, { sourceCurrencyId: 'ETH', targetCurrencyId: 'USDC', sourceCurrencyAmount: '0.6' });
    expect(res.answer).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Not enough Ethereum to start this swap',
    });
  });
});

describe('confirm-swap', () => {
  it('executes the stored quote once, through house liquidity, fee to revenue', async () => {
    const u = await customer({ BTC: '1' });
    const q = (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.01' }))
      .answer as any;
    const res = await confirm(u, q.data.conversion_quote_id);
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({
      status: 'success',
      data: {
        status: 'success',
        conversion_quote_id: q.data.conversion_quote_id,
        debit: { type: 'debit', amount: '0.01', currency_id: 'BTC' },
        credit: { type: 'credit', amount: '968.06097', currency_id: 'USDT' },
      },
    });
    const balances = await getUserBalances(env.deps.db, u.id);
    expect(balances.BTC).toBe(99_000_000n);
    expect(balances.USDT).toBe(968_060_970n);
    const fee = await env.deps.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('house_kind', '=', 'fee_revenue')
      .where('currency', '=', 'USDT')
      .executeTakeFirstOrThrow();
    expect(BigInt(fee.balance)).toBeGreaterThanOrEqual(969_030n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('a second confirmation of the same quote is QUOTE_USED and moves nothing', async () => {
    const u = await customer({ BTC: '1' });
    const id = (
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDC', sourceCurrencyAmount: '0.01' }))
        .answer as any
    ).data.conversion_quote_id;
    expect((await confirm(u, id)).status).toBe(200);
    const again = await confirm(u, id);
    expect(again.answer).toMatchObject({ code: 'QUOTE_USED' });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(99_000_000n);
  });

  it('replays the first answer for the same Idempotency-Key and moves money once', async () => {
    const u = await customer({ BTC: '1' });
    const id = (
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDC', sourceCurrencyAmount: '0.01' }))
        .answer as any
    ).data.conversion_quote_id;
    const key = randomUUID();
    const first = await confirm(u, id, key);
    const second = await confirm(u, id, key);
    expect(second.answer).toEqual(first.answer);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(99_000_000n);
    const other = await env.api.call(
      CALLS.confirmSwap,
      { conversionQuoteId: randomUUID() },
      { token: u.token, idempotencyKey: key },
    );
    expect(other.answer).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('refuses an expired quote (QUOTE_EXPIRED) under the controllable clock, valid until then', async () => {
    const u = await customer({ BTC: '1' });
    const a = (
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.01', ttl: 5 }))
        .answer as any
    ).data.conversion_quote_id;
    const b = (
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.01', ttl: 5 }))
        .answer as any
    ).data.conversion_quote_id;
    env.deps.clock.advance(4_999);
    expect((await confirm(u, a)).status).toBe(200);
    env.deps.clock.advance(1);
    const late = await confirm(u, b);
    expect(late.answer).toMatchObject({ code: 'QUOTE_EXPIRED' });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(99_000_000n);
  });

  it('refuses when the balance no longer covers the quote (INSUFFICIENT_BALANCE) and keeps the quote usable', async () => {
    const u = await customer({ ETH: '1' });
    const q1 = (
      (await quote(u, { sourceCurrencyId: 'ETH', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.8', ttl: 60 }))
        .answer as any
    ).data.conversion_quote_id;
    const q2 = (
      (await quote(u, { sourceCurrencyId: 'ETH', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.8', ttl: 60 }))
        .answer as any
    ).data.conversion_quote_id;
    expect((await confirm(u, q1)).status).toBe(200);
    const res = await confirm(u, q2);
    expect(res.answer).toMatchObject({
      code: 'INSUFFICIENT_BALANCE',
      message: 'Not enough Ethereum to start this swap',
    });
    const row = await env.deps.db
      .selectFrom('swap_quotes')
      .select('used_at')
      .where('id', '=', q2)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
    await creditForTest(env.deps, u.id, 'ETH', '1');
    expect((await confirm(u, q2)).status).toBe(200);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it("does not let one customer confirm another's quote, nor an unknown one (NOT_FOUND)", async () => {
    const owner = await customer({ BTC: '1' });
    const thief = await customer({ BTC: '1' });
    const id = (
      (await quote(owner, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.01' }))
        .answer as any
    ).data.conversion_quote_id;
    expect((await confirm(thief, id)).answer).toMatchObject({ code: 'NOT_FOUND' });
    expect((await confirm(thief, randomUUID())).answer).toMatchObject({ code: 'NOT_FOUND' });
    expect((await getUserBalances(env.deps.db, thief.id)).USDT).toBe(0n);
    expect((await confirm(owner, id)).status).toBe(200);
  });

  it('answers a retry with the same key after the money moved, even when the first answer was lost', async () => {
    // The pipeline normally replays; this is the ledger's own guard, for a key the pipeline forgot.
    const u = await customer({ BTC: '1' });
    const id = (
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.01' }))
        .answer as any
    ).data.conversion_quote_id;
    const key = randomUUID();
    const first = await confirmQuote(env.deps, u.id, id, key);
    const retry = await confirmQuote(env.deps, u.id, id, key);
    expect(retry).toEqual(first);
    await expect(confirmQuote(env.deps, u.id, id, randomUUID())).rejects.toMatchObject({ code: 'QUOTE_USED' });
    const other = (
      (await quote(u, { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', sourceCurrencyAmount: '0.01' }))
        .answer as any
    ).data.conversion_quote_id;
    await expect(confirmQuote(env.deps, u.id, other, key)).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(99_000_000n);
  });

  it('needs an Idempotency-Key', async () => {
    const u = await customer();
    const res = await env.api.call(
      CALLS.confirmSwap,
      { conversionQuoteId: randomUUID() },
      { token: u.token, idempotencyKey: false },
    );
    expect(res.answer).toMatchObject({ code: 'VALIDATION' });
  });
});
