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
  if (!isDecimalString(fee) || !isDecimalString(received)) return null;
  const gross = new Big(fee).plus(received);
  if (gross.lte(0)) return null;
  const pct = new Big(fee).div(gross).times(100).round(2, Big.roundHalfUp);
  return formatPercent(pct.toFixed(2), { maxDecimals: 2 });
}
