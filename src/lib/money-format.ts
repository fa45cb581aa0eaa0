/**
 * Showing money: fiat with 2 decimals and its currency symbol, crypto with up to 8 decimals and no
 * trailing zeros, both grouped like en-US. Works on decimal strings only (contract/money.ts), so a
 * displayed amount never passes through a JavaScript float.
 */
import { clean, FIAT_DECIMALS, withGrouping } from '../../contract/fiat-format.js';
import { roundDecimal, toFixed } from '../../contract/money.js';

const CRYPTO_MAX_DECIMALS = 8;

export { currencySymbol, formatFiat } from '../../contract/fiat-format.js';

/** Plain fiat number with 2 decimals and grouping, no symbol: '1,234.50'. */
export function formatFiatNumber(value: string | null | undefined): string {
  return withGrouping(toFixed(clean(value), FIAT_DECIMALS, 'half-up').replace(/^-(?=0\.00$)/, ''));
}

/** Crypto amount up to `maxDecimals` (default 8), truncated, without trailing zeros: '0.0123'. */
export function formatCrypto(value: string | null | undefined, maxDecimals = CRYPTO_MAX_DECIMALS): string {
  const v = clean(value);
  return withGrouping(roundDecimal(v, Math.min(maxDecimals, CRYPTO_MAX_DECIMALS), 'down'));
}

/** '0.5 BTC' */
export function formatCryptoWithSymbol(value: string | null | undefined, symbol: string, maxDecimals?: number): string {
  return `${formatCrypto(value, maxDecimals)} ${symbol}`;
}

export type Sign = '+' | '-' | '';

/** Prefixes a formatted (unsigned) amount with its sign: '+0.5 BTC', '-€10.00'. */
export function signed(formatted: string, sign: Sign): string {
  const body = formatted.replace(/^-/, '');
  return sign ? `${sign}${body}` : body;
}

/** Colour class of a signed amount: credits green, debits red. */
export function amountTone(sign: Sign): 'positive' | 'negative' | 'neutral' {
  if (sign === '+') return 'positive';
  if (sign === '-') return 'negative';
  return 'neutral';
}
