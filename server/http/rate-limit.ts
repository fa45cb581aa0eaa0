/**
 * Sliding-window rate limits kept in the database, so several server instances agree.
 * Each rule is (window, max hits). `hit` records an attempt only when every rule allows it.
 */
import { sql } from 'kysely';
import type { Database } from '../db/index.js';

export interface RateRule {
  windowMs: number;
  max: number;
}

/** Returns the seconds to wait when a rule is exhausted, else records the hit and returns null. */
export async function hitRateLimit(db: Database, bucket: string, rules: RateRule[], now: Date): Promise<number | null> {
  const wait = await checkRateLimit(db, bucket, rules, now);
  if (wait !== null) return wait;
  await db.insertInto('rate_limit_hits').values({ bucket, at: now }).execute();
  return null;
}

/** Seconds to wait before the next hit is allowed, or null when allowed now. Records nothing. */
export async function checkRateLimit(
  db: Database,
  bucket: string,
  rules: RateRule[],
  now: Date,
): Promise<number | null> {
  const longest = Math.max(...rules.map((r) => r.windowMs));
  const since = new Date(now.getTime() - longest);
  const hits = await db
    .selectFrom('rate_limit_hits')
    .select('at')
    .where('bucket', '=', bucket)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .execute();
  let wait = 0;
  for (const rule of rules) {
    const inWindow = hits.filter((h) => new Date(h.at).getTime() > now.getTime() - rule.windowMs);
    if (inWindow.length >= rule.max) {
      // The oldest hit that still counts must leave the window before another is allowed.
      const oldest = new Date(inWindow[rule.max - 1].at).getTime();
      wait = Math.max(wait, Math.ceil((oldest + rule.windowMs - now.getTime()) / 1000));
    }
  }
  return wait > 0 ? wait : null;
}

export async function recordRateHit(db: Database, bucket: string, now: Date): Promise<void> {
  await db.insertInto('rate_limit_hits').values({ bucket, at: now }).execute();
}

/** Removes hits older than a day; called from the housekeeping timer. */
export async function pruneRateLimits(db: Database, now: Date): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('at', '<', sql<Date>`${new Date(now.getTime() - 86_400_000)}`)
    .execute();
}

/**
 * Claims one use of a fixed window (max uses per windowMs) in one statement: the upsert takes the
 * bucket's row lock, so of many parallel claims exactly the allowed number pass. Returns null when
 * claimed, else the seconds until the window ends.
 */
export async function claimWindow(db: Database, bucket: string, rule: RateRule, now: Date): Promise<number | null> {
  const since = new Date(now.getTime() - rule.windowMs);
  const claimed = await sql<{ bucket: string }>`
    insert into rate_limit_windows (bucket, window_start, count) values (${bucket}, ${now}, 1)
    on conflict (bucket) do update set
      window_start = case when rate_limit_windows.window_start <= ${since} then excluded.window_start
                          else rate_limit_windows.window_start end,
      count = case when rate_limit_windows.window_start <= ${since} then 1 else rate_limit_windows.count + 1 end
    where rate_limit_windows.window_start <= ${since} or rate_limit_windows.count < ${rule.max}
    returning bucket`.execute(db);
  if (claimed.rows.length > 0) return null;
  const row = await db
    .selectFrom('rate_limit_windows')
    .select('window_start')
    .where('bucket', '=', bucket)
    .executeTakeFirst();
  const ends = row ? new Date(row.window_start).getTime() + rule.windowMs : now.getTime();
  return Math.max(1, Math.ceil((ends - now.getTime()) / 1000));
}
