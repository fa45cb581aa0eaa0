/**
 * The order form's arithmetic (decision 427), none of it a rule the server keeps: the server
 * checks the pair, amount, minimum, balance, price and expiry; this only turns what the customer
 * typed into the call's payload and says what would arrive.
 *
 * The call's `price` is target per unit of source. Selling a coin (into a coin or cash) the
 * customer types it as such ("1 BTC = 90,000 USDT"). Buying a coin with cash they type the coin's
 * price in their cash ("buy BTC if it falls to 60,000 AUD"), which is the inverse: the wire price
 * is 1 / typed, rounded so the order never fills at a worse coin price than the one typed.
 */
import { COINS, FIAT_SCALE, isCoin } from '../../contract/assets.js';
import { isCashCurrency } from '../../contract/cash-trade.js';
import { compareDecimal, divDecimal, isPositiveDecimal, mulDecimal, subDecimal } from '../../contract/money.js';
import { ORDER_MAX_DAYS, type OrderCurrency, type OrderKind } from '../../contract/orders.js';

/** Decimals of a wire price worked out from an inverse (the server keeps any numeric). */
const PRICE_DECIMALS = 18;
const DAY_MS = 86_400_000;

/** How long an order lasts: until cancelled (the longest, 90 days), or a number of days. */
export const EXPIRY_CHOICES = ['max', '1', '7', '30'] as const;
export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number];

export function scaleOf(currency: OrderCurrency): number {
  return isCoin(currency) ? COINS[currency].scale : FIAT_SCALE;
}

/** True when the typed price is of the target coin in the source cash (a purchase with cash). */
export function priceIsInverse(source: OrderCurrency): boolean {
  return isCashCurrency(source);
}

/** The call's price (target per unit of source) from the typed one; null while it is not a price. */
export function wirePrice(source: OrderCurrency, kind: OrderKind, typed: string): string | null {
  if (!isPositiveDecimal(typed)) return null;
  if (!priceIsInverse(source)) return typed;
  // A limit fills at its rate or above: rounding up keeps the coin price at or under the typed
  // one. A stop fills at its rate or below: rounding down keeps it at or over.
  const wire = divDecimal('1', typed, PRICE_DECIMALS, kind === 'limit' ? 'up' : 'down');
  return isPositiveDecimal(wire) ? wire : null;
}

/**
 * What arrives if the order fills at the typed price: before the fee, and the fee at the share a
 * swap of this pair takes now (`feeShare`, a fraction: lib/fees quoteFeeShare; null when not known yet).
 */
export function receivedAt(
  p: { source: OrderCurrency; target: OrderCurrency; amount: string; typed: string },
  feeShare: string | null,
): { gross: string; fee: string | null; net: string | null } | null {
  if (!isPositiveDecimal(p.amount) || !isPositiveDecimal(p.typed)) return null;
  const scale = scaleOf(p.target);
  const gross = priceIsInverse(p.source) ? divDecimal(p.amount, p.typed, scale) : mulDecimal(p.amount, p.typed, scale);
  if (feeShare === null) return { gross, fee: null, net: null };
  const fee = mulDecimal(gross, feeShare, scale, 'up');
  const net = subDecimal(gross, fee);
  return { gross, fee, net: compareDecimal(net, '0') > 0 ? net : '0' };
}

/** The call's expiresAt for a choice, from now; undefined: the longest (90 days). */
export function expiresAtOf(choice: ExpiryChoice, now: number): string | undefined {
  if (choice === 'max') return undefined;
  const days = Math.min(Number(choice), ORDER_MAX_DAYS);
  return new Date(now + days * DAY_MS).toISOString();
}
