/**
 * Fee wording shared by the screens that show what a fee takes before the customer confirms:
 * a swap's or sale's fee as a share of what the quote was worth before it, for the label.
 */
import Big from 'big.js';
import { isDecimalString } from '../../contract/money.js';
import { formatPercent } from './money-format.js';

/**
 * The fee's share of the gross amount (received plus fee), as '0.1%': at most two decimals,
 * trailing zeros dropped; null when it cannot be worked out.
 */
export function feePercent(fee: string, received: string): string | null {
  const share = feeShare(fee, received);
  if (share === null) return null;
  const pct = share.times(100).round(2, Big.roundHalfUp);
  return formatPercent(pct.toFixed(2), { maxDecimals: 2 });
}

/** The fee's share of the gross amount (received plus fee) as a fraction; null when it cannot be worked out. */
function feeShare(fee: string, received: string): Big | null {
  if (!isDecimalString(fee) || !isDecimalString(received)) return null;
  const gross = new Big(fee).plus(received);
  return gross.lte(0) ? null : new Big(fee).div(gross);
}

/**
 * A quote's fee share, to work out the fee of the same swap at another price (an order's, decision
 * 427): eight decimals, rounded up so the fee shown is never less than the one taken.
 */
export function quoteFeeShare(quote: { fee: string; target_currency_amount: string } | null): string | null {
  const share = quote ? feeShare(quote.fee, quote.target_currency_amount) : null;
  return share === null ? null : share.round(8, Big.roundUp).toFixed();
}
