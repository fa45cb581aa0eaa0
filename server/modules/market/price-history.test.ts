import Big from 'big.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { PRICE_HISTORY_MAX_POINTS, type PriceHistoryAnswer } from '../../../contract/price-history.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { currentRates } from '../locale/index.js';
import { downsample } from './price-history.js';
import { DAY_MS, HOUR_MS, percentChange, SAMPLE_EVERY_MS } from './samples.js';

let env: TestEnv;
let user: TestUser;

beforeAll(async () => {
  // Constant reference prices (BTC 97000, ETH 3400): only the samples written here move.
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());
beforeEach(async () => {
  await env.deps.db.deleteFrom('market_price_samples').execute();
  user = await createUser(env.deps);
  await env.deps.db.updateTable('users').set({ display_currency: 'USD' }).where('id', '=', user.id).execute();
});

const at = (msAgo: number) => new Date(env.deps.clock.now().getTime() - msAgo);

async function sample(currency: string, msAgo: number, usd: string): Promise<void> {
  await env.deps.db
    .insertInto('market_price_samples')
    .values({ currency, sampled_at: at(msAgo), usd_price: usd })
    .execute();
}

async function history(payload: Record<string, unknown>) {
  return env.api.call(CALLS.getPriceHistory, payload as never, { token: user.token });
}

async function historyOk(currency_id: string, range: string): Promise<PriceHistoryAnswer> {
  const res = await history({ currency_id, range });
  if (res.answer.status !== 'success') throw new Error(JSON.stringify(res.answer));
  return res.answer.data as PriceHistoryAnswer;
}

describe('downsample', () => {
  it('keeps every point up to the bound', () => {
    expect(downsample([1, 2, 3], 200)).toEqual([1, 2, 3]);
    expect(downsample([], 200)).toEqual([]);
  });

  it('keeps at most the bound, evenly spaced, with the first and the last, in order', () => {
    const points = Array.from({ length: 8_929 }, (_, i) => i);
    const out = downsample(points, 200);
    expect(out).toHaveLength(200);
    expect(out[0]).toBe(0);
    expect(out.at(-1)).toBe(8_928);
    for (let i = 1; i < out.length; i++) expect(out[i]).toBeGreaterThan(out[i - 1] ?? Number.POSITIVE_INFINITY);
    expect(downsample([5, 6, 7, 8, 9], 2)).toEqual([5, 9]);
  });
});

describe('get-price-history', () => {
  it('draws from the sample at the range start to the price now, in USD for a USD customer', async () => {
    await sample('BTC', DAY_MS + 10 * 60_000, '100000');
    await sample('BTC', 12 * HOUR_MS, '99000');
    await sample('BTC', 6 * HOUR_MS, '101500');
    const h = await historyOk('BTC', '24h');
    expect(h).toMatchObject({ currency_id: 'BTC', range: '24h', quote_currency: 'USD', change: '-3.00' });
    expect(h.points.map((p) => p.price)).toEqual(['100000', '99000', '101500', '97000']);
    expect(h.points[0]?.at).toBe(at(DAY_MS).toISOString());
    expect(h.points.at(-1)?.at).toBe(env.deps.clock.now().toISOString());
    expect({ high: h.high, low: h.low }).toEqual({ high: '101500', low: '97000' });
  });

  it('gives the same 24-hour change as the wallet ticker, from the same samples', async () => {
    await sample('ETH', DAY_MS + 30 * 60_000, '3123.45');
    await sample('ETH', DAY_MS - 30 * 60_000, '9999');
    const h = await historyOk('ETH', '24h');
    const ticker = await env.api.call(CALLS.getMarketTicker, {}, { token: user.token });
    if (ticker.answer.status !== 'success') throw new Error('ticker failed');
    const eth = (ticker.answer.data ?? []).find((t) => t.currency_id === 'ETH');
    expect(h.change).toBe(percentChange('3123.45', '3400'));
    expect(eth?.change_24h).toBe(h.change);
  });

  it('has no change, and only what is kept, when no sample stands for the range start', async () => {
    await sample('SOL', 3 * HOUR_MS, '180');
    const h = await historyOk('SOL', '7d');
    expect(h.change).toBeNull();
    expect(h.points.map((p) => p.price)).toEqual(['180', '190']);
    const none = await historyOk('AVAX', '30d');
    expect(none.points.map((p) => p.price)).toEqual(['35']);
    expect(none).toMatchObject({ high: '35', low: '35', change: null });
  });

  it('sends at most the bound of points over 30 days of hourly samples and two days of fine ones', async () => {
    const rows = [];
    for (let ms = 30 * DAY_MS + HOUR_MS; ms > 2 * DAY_MS; ms -= HOUR_MS)
      rows.push({ currency: 'BTC', sampled_at: at(ms), usd_price: String(90_000 + (ms % 7_000)) });
    for (let ms = 2 * DAY_MS; ms > 0; ms -= SAMPLE_EVERY_MS)
      rows.push({ currency: 'BTC', sampled_at: at(ms), usd_price: String(95_000 + (ms % 3_000)) });
    await env.deps.db.insertInto('market_price_samples').values(rows).execute();
    for (const range of ['24h', '7d', '30d']) {
      const h = await historyOk('BTC', range);
      expect(h.points.length, range).toBeLessThanOrEqual(PRICE_HISTORY_MAX_POINTS);
      expect(h.points.length, range).toBeGreaterThan(100);
      expect(h.points.at(-1)?.price).toBe('97000');
      const times = h.points.map((p) => Date.parse(p.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(h.change, range).not.toBeNull();
    }
  });

  it("answers in the customer's display currency at today's rate, with the same change", async () => {
    await env.deps.db.updateTable('users').set({ display_currency: 'EUR' }).where('id', '=', user.id).execute();
    await sample('BTC', DAY_MS + 60_000, '100000');
    const h = await historyOk('BTC', '24h');
    const rate = (await currentRates(env.deps, 'USD')).rates.EUR ?? '';
    expect(h.quote_currency).toBe('EUR');
    expect(h.points.map((p) => p.price)).toEqual([
      new Big('100000').times(rate).toFixed(),
      new Big('97000').times(rate).toFixed(),
    ]);
    expect(h.change).toBe('-3.00');
  });

  it('refuses an unknown coin, a bad or missing range and a caller not signed in, with a 4xx', async () => {
    for (const payload of [
      { currency_id: 'DOGE', range: '24h' },
      { currency_id: 'btc', range: '24h' },
      { currency_id: 7, range: '24h' },
      { range: '24h' },
      { currency_id: 'BTC', range: '1y' },
      { currency_id: 'BTC', range: 24 },
      { currency_id: 'BTC' },
      [],
    ]) {
      const res = await history(payload as Record<string, unknown>);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.answer, JSON.stringify(payload)).toMatchObject({ status: 'error', code: 'VALIDATION' });
    }
    const bad = await history({ currency_id: 'DOGE', range: '1y' });
    expect(bad.answer).toMatchObject({ errors: { currency_id: 'Unknown currency', range: 'Choose 24h, 7d or 30d' } });
    const anon = await env.api.call(CALLS.getPriceHistory, { currency_id: 'BTC', range: '24h' });
    expect(anon.status).toBe(401);
  });
});
