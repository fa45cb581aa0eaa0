/**
 * The portfolio's value over time for the wallet's chart (decision 462): the customer's holdings
 * replayed from the ledger and valued in the region's currency at sampled points of a range.
 */
import { PRICE_HISTORY_MAX_POINTS } from './price-history.js';

export const PORTFOLIO_RANGES = ['7d', '30d', '1y', 'all'] as const;
export type PortfolioRange = (typeof PORTFOLIO_RANGES)[number];

/** The refusal of any other range, naming the field. */
export const PORTFOLIO_RANGE_MESSAGE = 'Choose 7d, 30d, 1y or all';

/** A chart never gets more points than the coin chart does. */
export const PORTFOLIO_HISTORY_MAX_POINTS = PRICE_HISTORY_MAX_POINTS;

/**
 * Where a point's prices came from: `market` every coin held at a market sample of that time;
 * `recorded` at least one coin at the rate recorded with the customer's last movement of it
 * before then (the market record does not reach back that far); `missing` at least one coin had
 * no price at all then, and counts as zero in `value`.
 */
export const POINT_PRICINGS = ['market', 'recorded', 'missing'] as const;
export type PointPricing = (typeof POINT_PRICINGS)[number];

export interface PortfolioPoint {
  /** ISO 8601 UTC. */
  at: string;
  /** The holdings of that moment valued in `currency`, cash at face value; 2 decimals. */
  value: string;
  priced: PointPricing;
}

export interface PortfolioHistory {
  range: PortfolioRange;
  /** The region's currency: AUD or EUR, as get-portfolio's. */
  currency: 'AUD' | 'EUR';
  /** Oldest first, at most PORTFOLIO_HISTORY_MAX_POINTS; the last is now, valued as get-portfolio values it. Empty before the first movement. */
  points: PortfolioPoint[];
  /** Last value less the first, 2 decimals; null without points. */
  change: string | null;
  /** `change` in percent of the first value, 2 decimals; null when the first value is zero. */
  change_pct: string | null;
  /** The oldest market sample kept (ISO 8601): points before it are priced from recorded rates. Null when none is kept. */
  market_from: string | null;
}
