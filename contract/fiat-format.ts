/**
 * Fiat amounts as the server's emails write them: 2 decimals, the currency's symbol, grouped like
 * en-US ('AU$166,650.00'), as the app writes them in English (the app's own writing in every
 * language is src/lib/money-format.ts, decision 260). Works on decimal strings only, never a float.
 */
import { CURRENCY_SYMBOLS } from './assets.js';
import { toFixed } from './money.js';

export const FIAT_DECIMALS = 2;
const SIGNED_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/** The specification's symbol for a currency code (USD $, EUR €, AUD AU$...), else the code. */
function currencySymbol(currency: string): string {
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
export function clean(value: string | null | undefined): string {
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
