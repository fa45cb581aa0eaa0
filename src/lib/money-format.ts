/**
 * Showing money: fiat with 2 decimals and its currency symbol, crypto with up to 8 decimals and no
 * trailing zeros, both grouped like en-US. Works on decimal strings only (contract/money.ts), so a
 * displayed amount never passes through a JavaScript float.
 */
import { CURRENCY_SYMBOLS } from '../../contract/assets.js';
import { roundDecimal, toFixed } from '../../contract/money.js';

const FIAT_DECIMALS = 2;
const CRYPTO_MAX_DECIMALS = 8;

const SIGNED_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** The specification's symbol for a currency code (USD $, EUR €, AUD AU$...), else the code. */
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? currency;
}

function group(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function withGrouping(value: string): string {
  const negative = value.startsWith('-');
  const body = negative ? value.slice(1) : value;
  const [whole = '', frac] = body.split('.');
  return `${negative ? '-' : ''}${group(whole)}${frac ? `.${frac}` : ''}`;
}

/** A tolerant parse for display: anything that is not a plain decimal shows as zero. */
function clean(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  return SIGNED_DECIMAL.test(v) ? v : '0';
}

/** '1234.5' in EUR -> '€1,234.50'; negative -> '-€1,234.50'. */
export function formatFiat(value: string | null | undefined, currency: string): string {
  const fixed = toFixed(clean(value), FIAT_DECIMALS, 'half-up');
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const body = fixed.replace(/^-/, '');
  return `${negative ? '-' : ''}${currencySymbol(currency)}${withGrouping(body)}`;
}

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
