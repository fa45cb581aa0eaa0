/** How the portfolio's answers write money and percents (decisions 413, 430 and 462). */
import { FIAT_SCALE } from '../../../contract/assets.js';
import { divDecimal, fromUnits, mulDecimal, toFixed } from '../../../contract/money.js';

/** Cents as a decimal string with 2 decimals. */
export const money = (cents: bigint) => toFixed(fromUnits(cents, FIAT_SCALE), FIAT_SCALE);

/** `part` in percent of `whole`, 2 decimals half-up; null when `whole` is zero. */
export function percent(part: bigint, whole: bigint): string | null {
  if (whole === 0n) return null;
  return toFixed(mulDecimal(divDecimal(part.toString(), whole.toString(), 18, 'half-up'), '100', 2, 'half-up'), 2);
}
