/** Housekeeping of rate limits: old counters go, current ones stay; the per-hit table is gone. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.js';
import { pruneRateLimits } from './rate-limit.js';

describe('rate limit housekeeping', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(() => env?.close());

  it('has no per-hit table left: counters are all there is', async () => {
    const { rows } = await sql<{ t: string | null }>`select to_regclass('rate_limit_hits')::text as t`.execute(
      env.deps.db,
    );
    expect(rows[0]?.t ?? null).toBeNull();
  });

  it('removes counters whose window ended more than a day ago and keeps the rest', async () => {
    const now = new Date('2026-11-23T12:00:00Z');
    await env.deps.db
      .insertInto('rate_limit_counters')
      .values([
        { bucket: 'prune:old', window_start: new Date(now.getTime() - 2 * 86_400_000), hits: 3 },
        { bucket: 'prune:recent', window_start: new Date(now.getTime() - 60_000), hits: 1 },
      ])
      .execute();
    await pruneRateLimits(env.deps.db, now);
    const left = await env.deps.db
      .selectFrom('rate_limit_counters')
      .select('bucket')
      .where('bucket', 'like', 'prune:%')
      .execute();
    expect(left.map((r) => r.bucket)).toEqual(['prune:recent']);
  });
});
