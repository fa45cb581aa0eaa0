/**
 * Limit and stop orders (decision 427): the customer leaves a swap to be made when the market
 * reaches a price. `price` is how much of the target one unit of the source buys. A limit order
 * fills once the swap's own rate is at its price or better; a stop order (a stop-loss) becomes a
 * market swap once the rate falls to its price or below. The source amount is held from placing
 * until the order fills, is cancelled or expires.
 */
import type { CoinSymbol } from './assets.js';
import type { SwapTarget } from './cash-trade.js';
import { divDecimal } from './money.js';

export const ORDER_KINDS = ['limit', 'stop'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_STATES = ['open', 'filled', 'cancelled', 'expired'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The longest an order stays open; one without a date expires then. */
export const ORDER_MAX_DAYS = 90;

/** What the customer orders from and into: a coin, or the region's cash (AUD, EUR). */
export type OrderCurrency = CoinSymbol | SwapTarget;

export interface OrderEntry {
  order_id: string;
  kind: OrderKind;
  pair: { source_currency_id: OrderCurrency; target_currency_id: OrderCurrency };
  amounts: {
    /** Held while open, swapped when filled. */
    source_currency_amount: string;
    /** Received when filled (after the fee); null until then. */
    target_currency_amount: string | null;
  };
  price: string;
  state: OrderState;
  created_at: string;
  expires_at: string;
  filled_at: string | null;
  fill_price: string | null;
  fee: string | null;
}

export const ORDER_MESSAGES = {
  kind: 'Choose a limit or a stop order',
  price: 'Please enter a price above zero',
  expiresAt: `Please choose a date within the next ${ORDER_MAX_DAYS} days`,
  notFound: 'This order was not found',
  notOpen: 'This order is no longer open',
  samePair: 'Please choose two different currencies',
} as const;

/** Decimals of an order's rate worked out as an inverse (numeric keeps them all). */
const ORDER_RATE_DECIMALS = 18;

/**
 * Buying a coin with cash (decision 442), the rate an order compares is coin per unit of cash:
 * one over the coin's price in that cash, rounded down (never more coin than the price buys).
 */
export function coinPerCash(cashPrice: string): string {
  return divDecimal('1', cashPrice, ORDER_RATE_DECIMALS, 'down');
}
