import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { seedDemoPriceHistory } from './demo-history.js';
import { changesOver, DAY_MS, HOUR_MS } from './samples.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const btcSamples = () =>
  env.deps.db
    .selectFrom('market_price_samples')
    .select(['sampled_at', 'usd_price'])
    .where('currency', '=', 'BTC')
    .orderBy('sampled_at')
    .execute();

describe('seedDemoPriceHistory (local mode, simulated market)', () => {
  it('writes a month of samples around today’s price once, joining the present', async () => {
    await seedDemoPriceHistory(env.deps);
    const first = await btcSamples();
    const now = env.deps.clock.now().getTime();
    const oldest = new Date(first[0]?.sampled_at as unknown as string).getTime();
    expect(now - oldest).toBeGreaterThanOrEqual(30 * DAY_MS);
    expect(now - oldest).toBeLessThanOrEqual(30 * DAY_MS + HOUR_MS);
    expect(first.at(-1)?.usd_price).toBe('97000');
    for (const s of first) expect(new Big(s.usd_price).div(97_000).minus(1).abs().lt(0.25)).toBe(true);
    const snapshot = await env.deps.providers.prices.snapshot();
    for (const period of [DAY_MS, 7 * DAY_MS, 30 * DAY_MS])
      expect((await changesOver(env.deps.db, snapshot, period)).BTC?.change, `${period}`).not.toBeNull();

    await seedDemoPriceHistory(env.deps);
    expect(await btcSamples()).toHaveLength(first.length);
  });
});
