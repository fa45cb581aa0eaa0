/**
 * Showing money in the active language (decision 260): fiat with 2 decimals and its currency's
 * symbol where the language puts it ('€1,234.50', '1.234,50 €', '1 234,50 €'), crypto with up to
 * 8 decimals and no trailing zeros ('0,5 BTC'). The display currency is the customer's own; only
 * its writing follows the language. Works on decimal strings only (contract/money.ts), so a
 * displayed amount never passes through a JavaScript float.
 */
import { CURRENCY_SYMBOLS, isFiat } from '../../contract/assets.js';
import { coinDigits } from '../../contract/coin-format.js';
import { clean, FIAT_DECIMALS } from '../../contract/fiat-format.js';
import { roundDecimal, toFixed } from '../../contract/money.js';
import { formatLocale, writeDecimal } from './number-format.js';

function fiatDigits(value: string | null | undefined): string {
  return toFixed(clean(value), FIAT_DECIMALS, 'half-up');
}

/** '1234.5' in EUR -> '€1,234.50' (German '1.234,50 €'); negative -> '-€1,234.50'; never minus zero. */
export function formatFiat(value: string | null | undefined, currency: string): string {
  return writeDecimal(fiatDigits(value), { currency });
}

/** Plain fiat number with 2 decimals and grouping, no symbol: '1,234.50' (German '1.234,50'). */
export function formatFiatNumber(value: string | null | undefined): string {
  return writeDecimal(fiatDigits(value));
}

/**
 * An amount for a file (CSV) rather than a screen: a point and no grouping in every language, so
 * a spreadsheet reads it as a number. Fiat with 2 decimals ('-1234.50'), crypto as the screen's digits.
 */
export function plainFiat(value: string | null | undefined): string {
  return fiatDigits(value).replace(/^-(?=0\.00$)/, '');
}

export function plainCrypto(value: string | null | undefined): string {
  return coinDigits(value);
}

/** A whole amount of fiat, no cents: '€1,000' (German '1.000 €'), for limits and thresholds. */
export function formatFiatWhole(value: string | number, currency: string): string {
  return writeDecimal(roundDecimal(clean(String(value)), 0, 'down'), { currency });
}

/**
 * The currency's symbol as the language writes it, and on which side of the number it goes:
 * English 'AU$' before, German 'AU$' after, French '$AU' after. For an amount field's affix.
 */
export function currencyAffix(currency: string): { symbol: string; after: boolean } {
  const written = writeDecimal('1', { currency });
  const at = written.indexOf('1');
  const before = written.slice(0, at).trim();
  const after = written.slice(at + 1).trim();
  return before ? { symbol: before, after: false } : { symbol: after || currency, after: true };
}

/** The currency's symbol as the active language writes it (English: the specification's, 'AU$'). */
export function currencySymbol(currency: string): string {
  if (formatLocale() === 'en-US') return CURRENCY_SYMBOLS[currency] ?? currency;
  return currencyAffix(currency).symbol;
}

/** Crypto amount up to `maxDecimals` (default 8), truncated, without trailing zeros: '0.0123'. */
export function formatCrypto(value: string | null | undefined, maxDecimals?: number): string {
  return writeDecimal(coinDigits(value, maxDecimals));
}

/** '0.5 BTC' (German '0,5 BTC') */
export function formatCryptoWithSymbol(value: string | null | undefined, symbol: string, maxDecimals?: number): string {
  return `${formatCrypto(value, maxDecimals)} ${symbol}`;
}

/** An amount of a coin ('0,5 BTC') or of cash ('A$500.00', '500,00 €'), whichever `currency` is. */
export function formatAmount(value: string | null | undefined, currency: string): string {
  return isFiat(currency) ? formatFiat(value, currency) : formatCryptoWithSymbol(value, currency);
}

export type Sign = '+' | '-' | '';

/** Prefixes a formatted (unsigned) crypto amount with its sign: '+0.5 BTC', '-0,5 BTC'. */
export function signed(formatted: string, sign: Sign): string {
  const body = formatted.replace(/^-/, '');
  return sign ? `${sign}${body}` : body;
}

/**
 * An amount set inside a sentence, where no element can hold it whole: its spaces become
 * non-breaking, so the line never ends between the number and its unit (decision 410).
 */
export function unbroken(formatted: string): string {
  return formatted.replace(/ /g, '\u00a0');
}

/** Colour class of a signed amount: credits green, debits red. */
export function amountTone(sign: Sign): 'positive' | 'negative' | 'neutral' {
  if (sign === '+') return 'positive';
  if (sign === '-') return 'negative';
  return 'neutral';
}

export { formatAgo, formatPercent } from './number-format.js';
