/**
 * A coin amount's digits as every screen, file and document shows them (decision 260): at most 8
 * decimals, cut rather than rounded up (a balance is never shown as more than it is), no trailing
 * zeros. The screens, the CSV export and the emailed and PDF documents read this one rule; each
 * then writes the digits in its own way (grouping and decimal sign of the language, or plain).
 */
import { clean } from './fiat-format.js';
import { roundDecimal } from './money.js';

const COIN_SHOWN_DECIMALS = 8;

export function coinDigits(value: string | null | undefined, maxDecimals = COIN_SHOWN_DECIMALS): string {
  return roundDecimal(clean(value), Math.min(maxDecimals, COIN_SHOWN_DECIMALS), 'down');
}
