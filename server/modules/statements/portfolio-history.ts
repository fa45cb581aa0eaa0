/**
 * /exchange/get-portfolio-history (decision 462): the customer's total value in the region's
 * currency at points over a range, for the wallet's chart. The holdings of each point are replayed
 * from the ledger (ledger/holdings.ts); each coin is priced at the market sample standing for that
 * moment (the coin chart's samples, kept 31 days, decision 149), else at the rate recorded with the
 * customer's last movement of it before then (decision 174), and the point says which. The last
 * point is now, valued as get-portfolio values the portfolio.
 */
import type { CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { SWAP_MESSAGES } from '../../../contract/exchange.js';
import {
  PORTFOLIO_HISTORY_MAX_POINTS,
  type PointPricing,
  type PortfolioHistory,
  type PortfolioRange,
} from '../../../contract/portfolio-history.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import {
  type BankCurrency,
  bookCurrencyOf,
  fiatRatesNow,
  fiatRatesOf,
  type HoldingsAt,
  holdingsAt,
  movementsOf,
  priceUnavailable,
  recordedValue,
  usdcRatesNow,
  usdcRatesOf,
} from '../ledger/index.js';
import { currentRates } from '../locale/index.js';
import { downsample, type KeptSample, sampleAt, samplesFrom } from '../market/index.js';
import { money, percent } from './figures.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** How far back a range reaches ('all': to the first movement) and how far apart its points are before the cap. */
const RANGES: Readonly<Record<PortfolioRange, { spanMs: number | null; stepMs: number }>> = {
  '7d': { spanMs: 7 * DAY_MS, stepMs: HOUR_MS },
  '30d': { spanMs: 30 * DAY_MS, stepMs: 4 * HOUR_MS },
  '1y': { spanMs: 365 * DAY_MS, stepMs: DAY_MS },
  all: { spanMs: null, stepMs: DAY_MS },
};

/**
 * The moments a range's points stand for: from the range's start, or the customer's first
 * movement if later (no point before the account held anything), a step apart, and now; at most
 * PORTFOLIO_HISTORY_MAX_POINTS, the first and last always kept. None before a first movement.
 */
export function pointTimes(range: PortfolioRange, first: Date | null, now: Date): Date[] {
  if (!first || first > now) return [];
  const { spanMs, stepMs } = RANGES[range];
  const start = spanMs === null ? first.getTime() : Math.max(first.getTime(), now.getTime() - spanMs);
  const grid: number[] = [];
  for (let t = start; t < now.getTime(); t += stepMs) grid.push(t);
  grid.push(now.getTime());
  return downsample(grid, PORTFOLIO_HISTORY_MAX_POINTS).map((t) => new Date(t));
}

/** The rates a movement would record, made of the market samples standing for `at`; null without them. */
function sampledRates(samples: Map<CoinSymbol, KeptSample[]>, coin: string, at: number, fx: Record<string, string>) {
  const usdc = sampleAt(samples.get('USDC'), at);
  const price = sampleAt(samples.get(coin as CoinSymbol), at);
  if (usdc === null || price === null) return null;
  return {
    usdc_rates: usdcRatesOf({ [coin]: price, USDC: usdc }, [coin as CoinSymbol]),
    fiat_rates: fiatRatesOf(usdc, fx),
  };
}

const WORSE: Readonly<Record<PointPricing, number>> = { market: 0, recorded: 1, missing: 2 };

/**
 * One point: each coin held at the sample of its moment, else at its last recorded rate, else
 * zero and `missing`; the cash at face value. `priced` gives the rates a coin is valued at first.
 */
function pointValue(
  h: HoldingsAt,
  region: BankCurrency,
  priced: (coin: string) => unknown,
): { cents: bigint; priced: PointPricing } {
  let cents = h.cash;
  let worst: PointPricing = 'market';
  const worse = (p: PointPricing) => {
    if (WORSE[p] > WORSE[worst]) worst = p;
  };
  for (const [coin, units] of h.coins) {
    const market = recordedValue(priced(coin), coin, units, region);
    if (market !== null) {
      cents += market;
      continue;
    }
    const kept = recordedValue(h.rates.get(coin), coin, units, region);
    if (kept !== null) {
      cents += kept;
      worse('recorded');
    } else worse('missing');
  }
  return { cents, priced: worst };
}

async function portfolioHistory(deps: AppDeps, userId: string, range: PortfolioRange): Promise<PortfolioHistory> {
  const now = deps.clock.now();
  const [region, facts] = await Promise.all([bookCurrencyOf(deps.db, userId), movementsOf(deps.db, userId)]);
  const first = facts.reduce<Date | null>((min, f) => (min === null || f.at < min ? f.at : min), null);
  const times = pointTimes(range, first, now);
  const { samples, oldest } = await samplesFrom(deps.db, times[0] ?? now, now);
  const empty = { range, currency: region, market_from: oldest?.toISOString() ?? null };
  if (times.length === 0) return { ...empty, points: [], change: null, change_pct: null };

  const held = holdingsAt(facts, region, times);
  const coinsNow = [...(held.at(-1)?.coins.keys() ?? [])] as CoinSymbol[];
  const [usdcNow, fiatNow, fx] = await Promise.all([
    usdcRatesNow(deps, coinsNow),
    coinsNow.length > 0 ? fiatRatesNow(deps) : {},
    currentRates(deps, 'USD').then(
      (r) => r.rates,
      () => ({}),
    ),
  ]);
  const pricesNow = { usdc_rates: usdcNow, fiat_rates: fiatNow };
  const points = held.map((h, i) => {
    const last = i === held.length - 1;
    const v = pointValue(h, region, (coin) => (last ? pricesNow : sampledRates(samples, coin, h.at.getTime(), fx)));
    // Now is valued as get-portfolio values it: without a price it is refused, never made up.
    if (last && v.priced !== 'market') throw priceUnavailable(SWAP_MESSAGES.priceUnavailable);
    return { at: h.at.toISOString(), cents: v.cents, priced: v.priced };
  });
  const start = points[0]!.cents;
  const change = points.at(-1)!.cents - start;
  return {
    ...empty,
    points: points.map((p) => ({ at: p.at, value: money(p.cents), priced: p.priced })),
    change: money(change),
    change_pct: percent(change, start),
  };
}

const getPortfolioHistory = defineCall(CALLS.getPortfolioHistory, {
  async handle(ctx, p) {
    return { data: await portfolioHistory(ctx.deps, requireUser(ctx).id, p.range) };
  },
});

export const portfolioHistoryCalls = [getPortfolioHistory];
