/**
 * get-price-history: one coin's sampled prices over 24 hours, 7 days or 30 days, in the
 * customer's display currency, for the asset screen's chart (decision 149). The first point is the
 * sample that stands for the range's start (the one the change is measured from, as the wallet's
 * 24-hour change is), the last is the price now; at most PRICE_HISTORY_MAX_POINTS are sent.
 */

import Big from 'big.js';
import type { CoinSymbol, MarketCurrency } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { marketCurrencyOf } from '../../../contract/market-currency.js';
import {
  PRICE_HISTORY_MAX_POINTS,
  PRICE_RANGE_MS,
  type PriceHistoryAnswer,
  type PriceRange,
} from '../../../contract/price-history.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { currentRates } from '../locale/index.js';
import { changesOver, sampledSnapshot } from './samples.js';

interface UsdPoint {
  at: Date;
  usd: string;
}

/**
 * At most `max` of `points`, evenly spaced by position, always with the first and the last: the
 * chart's shape over the whole range without sending every sample.
 */
export function downsample<T>(points: readonly T[], max: number): T[] {
  if (points.length <= max) return [...points];
  if (max < 2) return points.slice(-max);
  const out: T[] = [];
  const last = points.length - 1;
  for (let i = 0; i < max; i++) {
    const p = points[Math.round((i * last) / (max - 1))];
    if (p !== undefined) out.push(p);
  }
  return out;
}

async function displayCurrencyOf(deps: AppDeps, userId: string): Promise<MarketCurrency> {
  const row = await deps.db
    .selectFrom('users')
    .select(['display_currency', 'currency_code'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return marketCurrencyOf(row?.display_currency ?? row?.currency_code);
}

async function samplesBetween(deps: AppDeps, currency: CoinSymbol, after: Date, before: Date): Promise<UsdPoint[]> {
  const rows = await deps.db
    .selectFrom('market_price_samples')
    .select(['sampled_at', 'usd_price'])
    .where('currency', '=', currency)
    .where('sampled_at', '>', after)
    .where('sampled_at', '<', before)
    .orderBy('sampled_at', 'asc')
    .execute();
  return rows.map((r) => ({ at: new Date(r.sampled_at as unknown as string), usd: r.usd_price }));
}

async function priceHistory(
  deps: AppDeps,
  userId: string,
  currency: CoinSymbol,
  range: PriceRange,
): Promise<PriceHistoryAnswer> {
  const snapshot = await sampledSnapshot(deps);
  const periodMs = PRICE_RANGE_MS[range];
  const from = new Date(snapshot.at.getTime() - periodMs);
  const [period, inside, quote] = await Promise.all([
    changesOver(deps.db, snapshot, periodMs, currency),
    samplesBetween(deps, currency, from, snapshot.at),
    displayCurrencyOf(deps, userId),
  ]);
  const start = period[currency]?.start ?? null;
  const all: UsdPoint[] = [
    ...(start !== null ? [{ at: from, usd: start }] : []),
    ...inside,
    { at: snapshot.at, usd: snapshot.usd[currency] },
  ];
  // Today's rate for every point: the chart shows the coin's moves, not the currency's.
  const rate = quote === 'USD' ? '1' : ((await currentRates(deps, 'USD')).rates[quote] ?? '1');
  const inQuote = (usd: string) => new Big(usd).times(rate).round(8, Big.roundHalfUp).toFixed();
  let high = new Big(all[0]?.usd ?? 0);
  let low = high;
  for (const p of all) {
    const v = new Big(p.usd);
    if (v.gt(high)) high = v;
    if (v.lt(low)) low = v;
  }
  return {
    currency_id: currency,
    range,
    quote_currency: quote,
    points: downsample(all, PRICE_HISTORY_MAX_POINTS).map((p) => ({ at: p.at.toISOString(), price: inQuote(p.usd) })),
    high: inQuote(high.toFixed()),
    low: inQuote(low.toFixed()),
    change: period[currency]?.change ?? null,
  };
}

const getPriceHistory = defineCall(CALLS.getPriceHistory, {
  async handle(ctx, p) {
    return { data: await priceHistory(ctx.deps, requireUser(ctx).id, p.currency_id, p.range) };
  },
});

export const priceHistoryCalls = [getPriceHistory];
