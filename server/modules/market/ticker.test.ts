import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { DAY_MS, percentChange, SAMPLE_EVERY_MS } from './samples.js';

let env: TestEnv;
let user: TestUser;

beforeAll(async () => {
  // Constant reference prices (BTC 97000, ETH 3400, stablecoins 1): the clock alone moves.
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
  user = await createUser(env.deps);
});
afterAll(() => env.close());

const ticker = async () => {
  // Access tokens last 15 minutes: a clock moved by days needs a fresh sign-in.
  user = await createUser(env.deps);
  const res = await env.api.call(CALLS.getMarketTicker, { quote_currency: 'USD' }, { token: user.token });
  if (res.answer.status !== 'success') throw new Error(JSON.stringify(res.answer));
  return res.answer.data as Array<{ currency_id: string; price: string; change_24h: string | null; at: string }>;
};

describe('percentChange', () => {
  it('gives a signed percentage with 2 decimals', () => {
    expect(percentChange('100', '101.255')).toBe('1.26');
    expect(percentChange('97000', '95060')).toBe('-2.00');
    expect(percentChange('1', '1')).toBe('0.00');
    expect(percentChange(null, '1')).toBeNull();
    expect(percentChange('0', '1')).toBeNull();
  });
});

describe('get-market-ticker', () => {
  it('gives every coin its USD price and no 24-hour change before a day of samples exists', async () => {
    const list = await ticker();
    expect(list.map((t) => t.currency_id)).toEqual(['BTC', 'SOL', 'ETH', 'AVAX', 'XRP', 'USDT', 'USDC']);
    expect(list.find((t) => t.currency_id === 'BTC')).toMatchObject({ price: '97000', change_24h: null });
  });

  it('compares with the price sampled 24 hours before', async () => {
    // What the source said a day ago, as the sampler would have kept it.
    const now = env.deps.clock.now();
    await env.deps.db
      .updateTable('market_price_samples')
      .set({ usd_price: '100000' })
      .where('currency', '=', 'BTC')
      .execute();
    await env.deps.db
      .updateTable('market_price_samples')
      .set({ usd_price: '3200' })
      .where('currency', '=', 'ETH')
      .execute();
    env.deps.clock.advance(DAY_MS + SAMPLE_EVERY_MS);
    const list = await ticker();
    expect(list.find((t) => t.currency_id === 'BTC')?.change_24h).toBe('-3.00');
    expect(list.find((t) => t.currency_id === 'ETH')?.change_24h).toBe('6.25');
    expect(list.find((t) => t.currency_id === 'USDT')?.change_24h).toBe('0.00');
    expect(new Date(list[0]?.at ?? 0).getTime()).toBeGreaterThan(now.getTime());
  });

  it('samples at most every few minutes', async () => {
    const count = async () =>
      Number(
        (
          await env.deps.db
            .selectFrom('market_price_samples')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    await ticker();
    expect(await count()).toBe(before);
    env.deps.clock.advance(SAMPLE_EVERY_MS);
    await ticker();
    expect(await count()).toBe(before + 7);
  });

  it('needs a signed-in caller and refuses other quote currencies', async () => {
    user = await createUser(env.deps);
    const anon = await env.api.call(CALLS.getMarketTicker, {});
    expect(anon.status).toBe(401);
    const eur = await env.api.call(CALLS.getMarketTicker, { quote_currency: 'EUR' }, { token: user.token });
    expect(eur.answer).toMatchObject({ status: 'error', code: 'VALIDATION' });
  });
});
