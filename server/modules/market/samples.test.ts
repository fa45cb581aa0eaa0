import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../lib/jobs.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { DAY_MS, HOUR_MS, pruneSamples, SAMPLE_EVERY_MS, startPriceSampling } from './samples.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv({ start: '2026-03-10T12:00:00Z' });
});
afterAll(() => env.close());

describe('pruneSamples', () => {
  it('keeps two days of every sample, one per hour up to 31 days, and nothing older', async () => {
    const now = env.deps.clock.now().getTime();
    const hourStart = Math.floor((now - 10 * DAY_MS) / HOUR_MS) * HOUR_MS;
    const times = [
      now - 32 * DAY_MS,
      // Ten days ago: three samples of one hour, one of the next.
      hourStart,
      hourStart + SAMPLE_EVERY_MS,
      hourStart + 50 * 60_000,
      hourStart + HOUR_MS + 10 * 60_000,
      // Within two days: all stay.
      now - DAY_MS,
      now - DAY_MS + SAMPLE_EVERY_MS,
      now - DAY_MS + 2 * SAMPLE_EVERY_MS,
    ];
    for (const currency of ['BTC', 'ETH'])
      await env.deps.db
        .insertInto('market_price_samples')
        .values(times.map((t) => ({ currency, sampled_at: new Date(t), usd_price: '1' })))
        .execute();

    await pruneSamples(env.deps.db, env.deps.clock.now());

    const kept = await env.deps.db
      .selectFrom('market_price_samples')
      .select(['currency', 'sampled_at'])
      .orderBy('currency')
      .orderBy('sampled_at')
      .execute();
    const expected = [times[1], times[4], times[5], times[6], times[7]].map((t) => new Date(t ?? 0).toISOString());
    for (const currency of ['BTC', 'ETH'])
      expect(
        kept
          .filter((r) => r.currency === currency)
          .map((r) => new Date(r.sampled_at as unknown as string).toISOString()),
      ).toEqual(expected);
  });
});

describe('startPriceSampling', () => {
  it('samples every coin whether or not anyone asks, and prunes', async () => {
    const jobs: Job[] = [];
    startPriceSampling(env.deps, { add: (j) => jobs.push(j), stop: async () => {}, states: () => new Map() });
    expect(jobs.map((j) => [j.name, j.everyMs])).toEqual([
      ['market price sampling', SAMPLE_EVERY_MS],
      ['market sample pruning', HOUR_MS],
    ]);
    env.deps.clock.advance(DAY_MS);
    await jobs[0]?.run(env.deps.clock.now());
    const newest = await env.deps.db
      .selectFrom('market_price_samples')
      .select('currency')
      .where('sampled_at', '=', env.deps.clock.now())
      .execute();
    expect(newest.map((r) => r.currency).sort()).toEqual(['AVAX', 'BTC', 'ETH', 'SOL', 'USDC', 'USDT', 'XRP']);
  });
});
