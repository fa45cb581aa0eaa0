/**
 * The market ticker (get-market-ticker): each coin's USD price now and its change over 24 hours,
 * for the wallet's asset rows. The price source only knows the present, so the prices it gives
 * are sampled into market_price_samples, at most one sample per coin every SAMPLE_EVERY_MS and
 * only when someone asks; the change compares with the newest sample at least 24 hours old. With
 * no such sample yet (a new installation) the change is null rather than made up.
 */

import Big from 'big.js';
import { COIN_SYMBOLS, type CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { MarketTickerEntry } from '../../../contract/market-ticker.js';
import type { AppDeps } from '../../deps.js';
import { defineCall } from '../../http/call.js';
import { snapshotOrRefuse } from './quotes.js';

export const SAMPLE_EVERY_MS = 5 * 60_000;
export const DAY_MS = 24 * 3_600_000;
/** A sample this much older than 24 hours is too old to stand for "24 hours ago". */
export const SAMPLE_TOLERANCE_MS = 2 * 3_600_000;
export const KEEP_SAMPLES_MS = 2 * DAY_MS;

/** Percent change from `before` to `now`, 2 decimals, or null when `before` is not a positive price. */
export function percentChange(before: string | null | undefined, now: string): string | null {
  if (!before) return null;
  const b = new Big(before);
  if (b.lte(0)) return null;
  const pct = new Big(now).minus(b).div(b).times(100).round(2, Big.roundHalfUp);
  return pct.eq(0) ? '0.00' : pct.toFixed(2);
}

async function recordSample(deps: AppDeps, usd: Record<CoinSymbol, string>, at: Date): Promise<void> {
  const latest = await deps.db
    .selectFrom('market_price_samples')
    .select((eb) => eb.fn.max('sampled_at').as('last'))
    .executeTakeFirst();
  const last = latest?.last ? new Date(latest.last as unknown as string).getTime() : null;
  if (last !== null && at.getTime() - last < SAMPLE_EVERY_MS) return;
  await deps.db
    .insertInto('market_price_samples')
    .values(COIN_SYMBOLS.map((c) => ({ currency: c, sampled_at: at, usd_price: usd[c] })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  await deps.db
    .deleteFrom('market_price_samples')
    .where('sampled_at', '<', new Date(at.getTime() - KEEP_SAMPLES_MS))
    .execute();
}

async function pricesDayAgo(deps: AppDeps, now: Date): Promise<Partial<Record<string, string>>> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const oldest = new Date(dayAgo.getTime() - SAMPLE_TOLERANCE_MS);
  const rows = await deps.db
    .selectFrom('market_price_samples')
    .select(['currency', 'sampled_at', 'usd_price'])
    .where('sampled_at', '<=', dayAgo)
    .where('sampled_at', '>=', oldest)
    .orderBy('sampled_at', 'desc')
    .execute();
  const out: Partial<Record<string, string>> = {};
  for (const r of rows) out[r.currency] ??= r.usd_price;
  return out;
}

export async function marketTicker(deps: AppDeps): Promise<MarketTickerEntry[]> {
  const snapshot = await snapshotOrRefuse(deps);
  await recordSample(deps, snapshot.usd, snapshot.at);
  const before = await pricesDayAgo(deps, snapshot.at);
  return COIN_SYMBOLS.map((c) => ({
    currency_id: c,
    price: snapshot.usd[c],
    change_24h: percentChange(before[c], snapshot.usd[c]),
    at: snapshot.at.toISOString(),
  }));
}

export const getMarketTicker = defineCall(CALLS.getMarketTicker, {
  async handle(ctx) {
    return { data: await marketTicker(ctx.deps) };
  },
});

export const tickerCalls = [getMarketTicker];
