/**
 * Price history of one coin for the asset screen's chart (decision 149): the server's sampled
 * market prices over 24 hours, 7 days or 30 days, in the customer's display currency, at most
 * PRICE_HISTORY_MAX_POINTS points. Not in the specification's call list.
 */
import type { CoinSymbol, MarketCurrency } from './assets.js';

export const PRICE_RANGES = ['24h', '7d', '30d'] as const;
export type PriceRange = (typeof PRICE_RANGES)[number];

/** How far back each range reaches, in milliseconds. */
export const PRICE_RANGE_MS: Readonly<Record<PriceRange, number>> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};

/** A chart never gets more points than this, whatever the range. */
export const PRICE_HISTORY_MAX_POINTS = 200;

export interface PricePoint {
  /** ISO 8601 UTC. */
  at: string;
  /** Price of one coin in `quote_currency`, decimal string. */
  price: string;
}

export interface PriceHistoryAnswer {
  currency_id: CoinSymbol;
  range: PriceRange;
  /** The customer's display currency; every price of the answer is in it. */
  quote_currency: MarketCurrency;
  /** Oldest first; the last point is the price now. One point when no earlier sample is kept. */
  points: PricePoint[];
  /** Highest and lowest of every sample in the range (not only the points drawn). */
  high: string;
  low: string;
  /**
   * Percent change from the price at the range's start to now, 2 decimals ('-1.25'), or null when
   * no sample of that time is kept. For 24h it is the wallet's `change_24h`, from the same samples.
   */
  change: string | null;
}
