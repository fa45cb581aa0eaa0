/**
 * Limits kept in the database, so several server instances agree (decision 092). Every limit is
 * a counter row per bucket, claimed by one upsert before the work it guards: the row lock of the
 * upsert orders parallel claims, so N attempts sent at once get N distinct counts and never more
 * than `max` of them go ahead. A window starts at the bucket's first hit and ends `windowMs` later.
 */
import { sql } from 'kysely';
import type { Database } from '../db/index.js';

export interface RateRule {
  windowMs: number;
  max: number;
}

type Claim = { ok: true; count: number } | { ok: false; waitSeconds: number };

const ruleBucket = (bucket: string, rule: RateRule, rules: RateRule[]) =>
  rules.length === 1 ? bucket : `${bucket}#${rule.windowMs}`;

/**
 * Claims one hit of `bucket`: allowed while the window holds fewer than `max` hits (the hit is
 * then counted), refused otherwise (nothing counted) with the seconds until the window ends.
 */
export async function claimHit(db: Database, bucket: string, rule: RateRule, now: Date): Promise<Claim> {
  const since = new Date(now.getTime() - rule.windowMs);
  const row = await sql<{ hits: number }>`
    insert into rate_limit_counters as c (bucket, window_start, hits) values (${bucket}, ${now}, 1)
    on conflict (bucket) do update set
      window_start = case when c.window_start <= ${since} then excluded.window_start else c.window_start end,
      hits = case when c.window_start <= ${since} then 1 else c.hits + 1 end
    where c.window_start <= ${since} or c.hits < ${rule.max}
    returning hits`.execute(db);
  const claimed = row.rows[0];
  if (claimed) return { ok: true, count: Number(claimed.hits) };
  return { ok: false, waitSeconds: await secondsLeft(db, bucket, rule, now) };
}

/** Seconds until the window of `bucket` ends (at least 1). */
async function secondsLeft(db: Database, bucket: string, rule: RateRule, now: Date): Promise<number> {
  const row = await db
    .selectFrom('rate_limit_counters')
    .select('window_start')
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  const start = row ? new Date(row.window_start).getTime() : now.getTime();
  return Math.max(1, Math.ceil((start + rule.windowMs - now.getTime()) / 1000));
}

/** Gives back a claimed hit (the attempt turned out not to count, e.g. a right password). */
export async function releaseHit(db: Database, bucket: string): Promise<void> {
  await db
    .updateTable('rate_limit_counters')
    .set((eb) => ({ hits: sql<number>`greatest(${eb.ref('hits')} - 1, 0)` }))
    .where('bucket', '=', bucket)
    .execute();
}

/** Fills the bucket and restarts its window now: refused for a whole window from this moment. */
export async function lockBucket(db: Database, bucket: string, rule: RateRule, now: Date): Promise<void> {
  await db
    .insertInto('rate_limit_counters')
    .values({ bucket, window_start: now, hits: rule.max })
    .onConflict((oc) => oc.column('bucket').doUpdateSet({ window_start: now, hits: rule.max }))
    .execute();
}

/** Forgets a bucket's hits. */
export async function clearBuckets(db: Database, buckets: string[]): Promise<void> {
  if (buckets.length > 0) await db.deleteFrom('rate_limit_counters').where('bucket', 'in', buckets).execute();
}

/**
 * Claims one hit under every rule (e.g. once a minute and five times an hour). When any rule
 * refuses, the hits claimed under the others are given back and the longest wait is answered.
 * Returns null when allowed, else the seconds to wait.
 */
export async function hitRateLimit(db: Database, bucket: string, rules: RateRule[], now: Date): Promise<number | null> {
  const claimed: string[] = [];
  let wait = 0;
  for (const rule of rules) {
    const b = ruleBucket(bucket, rule, rules);
    const c = await claimHit(db, b, rule, now);
    if (c.ok) claimed.push(b);
    else wait = Math.max(wait, c.waitSeconds);
  }
  if (wait === 0) return null;
  for (const b of claimed) await releaseHit(db, b);
  return wait;
}

/** Forgets the hits of one of the rules a bucket is claimed under with hitRateLimit; the others stand. */
export async function clearRuleWindow(db: Database, bucket: string, rules: RateRule[], rule: RateRule): Promise<void> {
  await clearBuckets(db, [ruleBucket(bucket, rule, rules)]);
}

/** Gives back a hit claimed with hitRateLimit under the same rules. */
export async function releaseRateLimit(db: Database, bucket: string, rules: RateRule[]): Promise<void> {
  for (const rule of rules) await releaseHit(db, ruleBucket(bucket, rule, rules));
}

/** Removes counters whose window ended more than a day ago (housekeeping timer). */
export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.deleteFrom('rate_limit_counters').where('window_start', '<', dayAgo).execute();
}
