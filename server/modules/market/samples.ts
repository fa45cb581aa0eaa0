/**
 * The market's price samples (market_price_samples): each coin's USD price, read from the price
 * source at most every SAMPLE_EVERY_MS, by a background job and whenever prices are asked for.
 * The price source only knows the present, so these samples are the only history there is: the
 * wallet's 24-hour change and the asset screen's chart both come from them, through
 * `changesOver` (decision 149).
 *
 * Kept: every sample of the last two days, one per coin and hour for older ones, nothing older
 * than 31 days (a 30-day chart needs the sample from just before its start).
 */

import Big from 'big.js';
import { sql } from 'kysely';
import { COIN_SYMBOLS, type CoinSymbol } from '../../../contract/assets.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../../lib/jobs.js';
import type { PriceSnapshot } from '../../providers/prices/index.js';
import { snapshotOrRefuse } from './quotes.js';

export const SAMPLE_EVERY_MS = 5 * 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** A sample this much older than a period's start is too old to stand for it. */
const SAMPLE_TOLERANCE_MS = 2 * HOUR_MS;
/** Samples younger than this are all kept; older ones are thinned to one per hour. */
export const FINE_SAMPLES_MS = 2 * DAY_MS;
const KEEP_SAMPLES_MS = 31 * DAY_MS;

/** Percent change from `before` to `now`, 2 decimals, or null when `before` is not a positive price. */
export function percentChange(before: string | null | undefined, now: string): string | null {
  if (!before) return null;
  const b = new Big(before);
  if (b.lte(0)) return null;
  const pct = new Big(now).minus(b).div(b).times(100).round(2, Big.roundHalfUp);
  return pct.eq(0) ? '0.00' : pct.toFixed(2);
}

/** Keeps `snapshot` as a sample unless the newest sample is younger than SAMPLE_EVERY_MS. */
export async function recordSample(db: Database, snapshot: PriceSnapshot): Promise<void> {
  const latest = await db
    .selectFrom('market_price_samples')
    .select((eb) => eb.fn.max('sampled_at').as('last'))
    .executeTakeFirst();
  const last = latest?.last ? new Date(latest.last as unknown as string).getTime() : null;
  if (last !== null && snapshot.at.getTime() - last < SAMPLE_EVERY_MS) return;
  await db
    .insertInto('market_price_samples')
    .values(COIN_SYMBOLS.map((c) => ({ currency: c, sampled_at: snapshot.at, usd_price: snapshot.usd[c] })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The prices now, kept as a sample on the way (PRICE_UNAVAILABLE when the source has none). */
export async function sampledSnapshot(deps: Pick<AppDeps, 'db' | 'providers'>): Promise<PriceSnapshot> {
  const snapshot = await snapshotOrRefuse(deps);
  await recordSample(deps.db, snapshot);
  return snapshot;
}

/** Forgets samples older than KEEP_SAMPLES_MS and thins those older than FINE_SAMPLES_MS to one per hour. */
export async function pruneSamples(db: Database, now: Date): Promise<void> {
  await db
    .deleteFrom('market_price_samples')
    .where('sampled_at', '<', new Date(now.getTime() - KEEP_SAMPLES_MS))
    .execute();
  // The first sample of each coin's hour stays; the hour is counted from the epoch, so the
  // database's time zone does not move the buckets.
  const hourOf = (alias: string) => sql.raw(`floor(extract(epoch from ${alias}.sampled_at) / 3600)`);
  await sql`
    delete from market_price_samples s
    where s.sampled_at < ${new Date(now.getTime() - FINE_SAMPLES_MS)}
      and exists (
        select 1 from market_price_samples o
        where o.currency = s.currency and o.sampled_at < s.sampled_at and ${hourOf('o')} = ${hourOf('s')}
      )`.execute(db);
}

/** Each coin's newest sample at or before `at`, if one within SAMPLE_TOLERANCE_MS of it is kept. */
async function pricesAt(db: Database, at: Date, currency?: CoinSymbol): Promise<Partial<Record<CoinSymbol, string>>> {
  let query = db
    .selectFrom('market_price_samples')
    .select(['currency', 'usd_price'])
    .where('sampled_at', '<=', at)
    .where('sampled_at', '>=', new Date(at.getTime() - SAMPLE_TOLERANCE_MS));
  if (currency) query = query.where('currency', '=', currency);
  const rows = await query.orderBy('sampled_at', 'desc').execute();
  const out: Partial<Record<CoinSymbol, string>> = {};
  for (const r of rows) out[r.currency as CoinSymbol] ??= r.usd_price;
  return out;
}

/** One coin's kept sample: when (Unix ms) and its USD price. */
export interface KeptSample {
  at: number;
  usd: string;
}

/**
 * Every coin's samples kept from SAMPLE_TOLERANCE_MS before `from` up to `to`, oldest first, and
 * the oldest sample kept at all: one read for valuing many moments (`sampleAt`).
 */
export async function samplesFrom(
  db: Database,
  from: Date,
  to: Date,
): Promise<{ samples: Map<CoinSymbol, KeptSample[]>; oldest: Date | null }> {
  const [rows, first] = await Promise.all([
    db
      .selectFrom('market_price_samples')
      .select(['currency', 'sampled_at', 'usd_price'])
      .where('sampled_at', '>=', new Date(from.getTime() - SAMPLE_TOLERANCE_MS))
      .where('sampled_at', '<=', to)
      .orderBy('sampled_at', 'asc')
      .execute(),
    db
      .selectFrom('market_price_samples')
      .select((eb) => eb.fn.min('sampled_at').as('first'))
      .executeTakeFirst(),
  ]);
  const samples = new Map<CoinSymbol, KeptSample[]>();
  for (const r of rows) {
    const list = samples.get(r.currency as CoinSymbol) ?? [];
    list.push({ at: new Date(r.sampled_at as unknown as string).getTime(), usd: r.usd_price });
    samples.set(r.currency as CoinSymbol, list);
  }
  return { samples, oldest: first?.first ? new Date(first.first as unknown as string) : null };
}

/** `pricesAt`'s rule over samples read once: the newest at or before `at`, if within SAMPLE_TOLERANCE_MS of it. */
export function sampleAt(samples: readonly KeptSample[] | undefined, at: number): string | null {
  if (!samples) return null;
  let lo = 0;
  let hi = samples.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (samples[mid]!.at <= at) lo = mid + 1;
    else hi = mid;
  }
  const found = samples[lo - 1];
  return found && at - found.at <= SAMPLE_TOLERANCE_MS ? found.usd : null;
}

interface PeriodChange {
  /** USD price at the period's start, or null when no sample of then is kept. */
  start: string | null;
  /** Percent change from `start` to the snapshot's price. */
  change: string | null;
}

/**
 * Each coin's change over the `periodMs` before the snapshot: the one rule behind the wallet's
 * 24-hour change and the chart's change, so the two always agree.
 */
export async function changesOver(
  db: Database,
  snapshot: PriceSnapshot,
  periodMs: number,
  only?: CoinSymbol,
): Promise<Partial<Record<CoinSymbol, PeriodChange>>> {
  const before = await pricesAt(db, new Date(snapshot.at.getTime() - periodMs), only);
  const out: Partial<Record<CoinSymbol, PeriodChange>> = {};
  for (const c of only ? [only] : COIN_SYMBOLS) {
    const start = before[c] ?? null;
    out[c] = { start, change: percentChange(start, snapshot.usd[c]) };
  }
  return out;
}

/** Samples prices every SAMPLE_EVERY_MS, whether or not anyone is looking, and prunes them hourly. */
export function startPriceSampling(deps: Pick<AppDeps, 'db' | 'providers'>, jobs: JobRunner): void {
  jobs.add({
    name: 'market price sampling',
    everyMs: SAMPLE_EVERY_MS,
    firstAfterMs: 0,
    run: () => sampledSnapshot(deps),
  });
  jobs.add({ name: 'market sample pruning', everyMs: HOUR_MS, run: (now) => pruneSamples(deps.db, now) });
}
