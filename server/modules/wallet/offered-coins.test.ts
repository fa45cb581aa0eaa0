/**
 * USDT is not offered to EUR-market customers (decision 070) on any call, not only card purchases
 * (decision 103): swap quotes and their confirmation, deposit addresses and withdrawals answer
 * COIN_NOT_OFFERED, and the route and instrument lists leave it out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_ROUTES } from '../../../contract/routes.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { creditForTest } from '../ledger/testing.js';

let env: TestEnv;
let eu: TestUser;
let au: TestUser;
const USDT_ROUTE = PAYMENT_ROUTES.find((r) => r.currency === 'USDT')!;
const REFUSED = { status: 'error', code: 'COIN_NOT_OFFERED', message: 'USDT is not available in your market' };

beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
  eu = await createUser(env.deps, { currency: 'EUR', kycStatus: 'approved' });
  au = await createUser(env.deps, { currency: 'AUD', kycStatus: 'approved' });
  for (const u of [eu, au]) {
    await creditForTest(env.deps, u.id, 'USDT', '100');
    await creditForTest(env.deps, u.id, 'BTC', '0.1');
  }
});
afterAll(() => env.close());

const call = (u: TestUser, path: string, payload: unknown) => env.api.call<any>(path, payload, { token: u.token });
const swap = (u: TestUser, source: string, target: string, amount: string) =>
  call(u, '/exchange/swap-crypto', {
    sourceCurrencyId: source,
    targetCurrencyId: target,
    sourceCurrencyAmount: amount,
  });

describe('USDT for an EUR-market customer', () => {
  it('refuses swap quotes from and to USDT with 422 COIN_NOT_OFFERED', async () => {
    for (const [s, t, a] of [
      ['BTC', 'USDT', '0.01'],
      ['USDT', 'BTC', '50'],
      ['USDT', 'USDC', '50'],
    ] as const) {
      const r = await swap(eu, s, t, a);
      expect(r.status, `${s}->${t}`).toBe(422);
      expect(r.answer).toEqual(REFUSED);
    }
    expect((await swap(eu, 'BTC', 'USDC', '0.01')).answer.status).toBe('success');
  });

  it('refuses confirming a USDT quote made before (the rule holds at confirmation too)', async () => {
    const q = await swap(au, 'BTC', 'USDT', '0.01');
    expect(q.answer.status).toBe('success');
    await env.deps.db.updateTable('users').set({ currency_code: 'EUR' }).where('id', '=', au.id).execute();
    try {
      const r = await call(au, '/exchange/confirm-swap', {
        conversionQuoteId: (q.answer as any).data.conversion_quote_id,
      });
      expect(r.answer).toEqual(REFUSED);
    } finally {
      await env.deps.db.updateTable('users').set({ currency_code: 'AUD' }).where('id', '=', au.id).execute();
    }
  });

  it('refuses a USDT deposit address and a USDT withdrawal', async () => {
    const addr = await call(eu, '/exchange/generate-address', { currencyId: 'USDT', paymentRouteId: USDT_ROUTE.id });
    expect(addr.status).toBe(422);
    expect(addr.answer).toEqual(REFUSED);
    const w = await call(eu, '/exchange/create-withdrawal-action', {
      amount: '10',
      cryptoAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
      paymentRouteId: USDT_ROUTE.id,
    });
    expect(w.status).toBe(422);
    expect(w.answer).toEqual(REFUSED);
    const rows = await env.deps.db.selectFrom('withdrawals').select('id').where('user_id', '=', eu.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('leaves USDT out of the route and instrument lists', async () => {
    const routes = ((await call(eu, '/exchange/get-payment-route-id', { limit: 100 })).answer as any).data as any[];
    expect(routes.length).toBeGreaterThan(0);
    expect(routes.some((r) => r.currency_id === 'USDT')).toBe(false);
    const inst = ((await call(eu, '/exchange/get-instruments', { limit: 100 })).answer as any).data
      .instruments as any[];
    expect(inst.length).toBeGreaterThan(0);
    expect(inst.some((i) => i.base_currency_id === 'USDT' || i.quote_currency_id === 'USDT')).toBe(false);
  });

  it('still offers USDT everywhere to an AUD-market customer', async () => {
    expect((await swap(au, 'BTC', 'USDT', '0.01')).answer.status).toBe('success');
    const addr = await call(au, '/exchange/generate-address', { currencyId: 'USDT', paymentRouteId: USDT_ROUTE.id });
    expect(addr.status).toBe(200);
    const routes = ((await call(au, '/exchange/get-payment-route-id', { limit: 100 })).answer as any).data as any[];
    expect(routes.some((r) => r.currency_id === 'USDT')).toBe(true);
  });
});
