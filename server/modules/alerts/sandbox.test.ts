import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

async function setPrice(body: unknown) {
  const res = await env.app.request('/sandbox/market/price', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('the sandbox market', () => {
  it('holds a coin at a price and fires the alerts it crosses at once', async () => {
    const u = await createUser(env.deps, { currency: 'USD' });
    const made = await env.api.call(
      CALLS.createPriceAlert,
      { coin: 'SOL', kind: 'above', price: '250' },
      { token: u.token },
    );
    expect(made.status).toBe(200);
    expect(await setPrice({ coin: 'SOL', usd: '200' })).toEqual({ status: 200, body: { fired: 0 } });
    expect(await setPrice({ coin: 'SOL', usd: '260' })).toEqual({ status: 200, body: { fired: 1 } });
    const ticker = await env.api.call(CALLS.getMarketTicker, {}, { token: u.token });
    if (ticker.answer.status !== 'success') throw new Error('no ticker');
    expect(ticker.answer.data?.find((t) => t.currency_id === 'SOL')?.price).toBe('260');
    const list = await env.api.call(CALLS.listPriceAlerts, {}, { token: u.token });
    if (list.answer.status !== 'success') throw new Error('no list');
    expect(list.answer.data?.alerts[0]?.fired_at).not.toBeNull();
    expect((await setPrice({ coin: 'SOL', usd: null })).status).toBe(200);
  });

  it('refuses anything but a coin and a positive decimal string', async () => {
    for (const body of [
      { coin: 'DOGE', usd: '1' },
      { coin: 'BTC', usd: '-1' },
      { coin: 'BTC', usd: 5 },
      { coin: 'BTC', usd: 'NaN' },
      { coin: 'BTC', usd: '1'.repeat(10_000) },
      'not json',
      'null',
    ])
      expect((await setPrice(body)).status).toBe(400);
  });
});
