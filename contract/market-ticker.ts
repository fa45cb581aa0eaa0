/**
 * The market ticker: each coin's USD price now and its change over the last 24 hours, from the
 * server's price source, for the wallet's asset rows. Read-only and the same for every customer.
 * Not in the specification's call list: the original showed random numbers in those rows.
 */
import type { CoinSymbol } from './assets.js';

export interface MarketTickerEntry {
  currency_id: CoinSymbol;
  /** USD per coin, decimal string. */
  price: string;
  /** Percent change over 24 hours, signed decimal string with 2 decimals ('-1.25'), or null when no price of 24 hours ago is known. */
  change_24h: string | null;
  /** When the price was read (ISO 8601 UTC). */
  at: string;
}
