/**
 * How a gain or loss is written (decisions 430 and 458): its sign is always in the text, so colour is
 * never the only sign of it, and its direction is named for screen readers by the caller.
 */
import { compareDecimal, isDecimalString, toFixed } from '../../contract/money.js';
import { formatFiat, formatPercent, signed } from './money-format.js';

type Direction = 'up' | 'down' | 'flat';

interface ResultView {
  direction: Direction;
  /** '+AU$12.34', '-12,34 €', 'AU$0.00'. */
  money: string;
  /** '+12.5%', '-3,25 %'; '' when there is no percent (nothing cost anything). */
  percent: string;
}

/** A result in money (2 decimals, the region's currency) and in percent, as the server sends them. */
export function resultView(pnl: string, pct: string | null, currency: string): ResultView {
  // The sign of what is shown: a result that rounds to no cent is flat, whatever its digits.
  const magnitude = pnl.replace(/^-/, '');
  const cents = isDecimalString(magnitude) ? toFixed(magnitude, 2, 'half-up') : '0';
  const cmp = compareDecimal(cents, '0') === 0 ? 0 : pnl.startsWith('-') ? -1 : 1;
  const direction: Direction = cmp > 0 ? 'up' : cmp < 0 ? 'down' : 'flat';
  return {
    direction,
    money: signed(formatFiat(pnl, currency), direction === 'up' ? '+' : direction === 'down' ? '-' : ''),
    percent: pct === null ? '' : formatPercent(pct, { maxDecimals: 2, plus: true }),
  };
}
