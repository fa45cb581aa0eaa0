/**
 * The network fee of a withdrawal (decision 115): quoted per route by the chain provider, shown
 * before the customer confirms, and taken from the amount: the customer's balance goes down by
 * the amount typed, and the address receives the amount less the fee. The withdrawal carries the
 * fee the customer saw; if it has changed since, the server refuses (FEE_CHANGED) and the screen
 * shows the new one.
 */
import { COINS, type CoinSymbol } from './assets.js';
import { compareDecimal, fromUnits, isDecimalString, toUnits } from './money.js';

export interface WithdrawalFeeAnswer {
  payment_route_id: number;
  currency_id: CoinSymbol;
  /** In the route's coin, a decimal string. */
  network_fee: string;
}

export const WITHDRAWAL_FEE_MESSAGES = {
  belowFee: (fee: string, symbol: string) => `Amount must be more than the network fee of ${fee} ${symbol}`,
  feeChanged: 'The network fee has changed. Please review the new fee.',
  feeUnavailable: 'The network fee is not available right now. Please try again.',
} as const;

/**
 * What arrives at the address: the amount less the fee, or null when the amount does not cover
 * the fee (or either is not a decimal).
 */
export function amountAfterFee(amount: string, fee: string, symbol: CoinSymbol): string | null {
  if (!isDecimalString(amount) || !isDecimalString(fee)) return null;
  if (compareDecimal(amount, fee) <= 0) return null;
  const scale = COINS[symbol].scale;
  try {
    return fromUnits(toUnits(amount, scale) - toUnits(fee, scale), scale);
  } catch {
    return null;
  }
}
