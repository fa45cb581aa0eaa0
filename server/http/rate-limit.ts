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
