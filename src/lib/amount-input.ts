/**
 * What an amount field accepts (specification section 5): digits and one dot, at most 8 decimals
 * for crypto (or the asset's own precision when smaller) and 2 for fiat; a fiat field may hold
 * its currency symbol as a prefix, which is stripped. Anything else typed or pasted is dropped,
 * so the field never holds forbidden input.
 */
import { CURRENCY_SYMBOLS } from '../../contract/assets.js';

const CRYPTO_INPUT_DECIMALS = 8;
const FIAT_INPUT_DECIMALS = 2;

/** Keeps digits and the first dot, truncates the decimals, tidies leading zeros. */
export function filterAmount(raw: string, maxDecimals: number): string {
  let out = '';
  let seenDot = false;
  let decimals = 0;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (seenDot) {
        if (decimals >= maxDecimals) continue;
        decimals++;
      }
      out += ch;
    } else if ((ch === '.' || ch === ',') && !seenDot && maxDecimals > 0) {
      // A decimal comma from a European keyboard counts as the dot only when no dot follows.
      if (ch === ',' && raw.includes('.')) continue;
      seenDot = true;
      out += '.';
    }
  }
  if (out.startsWith('.')) out = `0${out}`;
  // '007' -> '7', '00.5' -> '0.5'
  out = out.replace(/^0+(?=\d)/, '');
  return out;
}

export function filterCryptoAmount(raw: string, precision = CRYPTO_INPUT_DECIMALS): string {
  return filterAmount(raw, Math.min(precision, CRYPTO_INPUT_DECIMALS));
}

/** Strips a leading currency symbol (any of the specification's), then filters to 2 decimals. */
export function filterFiatAmount(raw: string): string {
  let v = raw.trim();
  const symbols = Object.values(CURRENCY_SYMBOLS).sort((a, b) => b.length - a.length);
  for (const s of symbols) {
    if (v.startsWith(s)) {
      v = v.slice(s.length);
      break;
    }
  }
  // A grouping comma in a pasted fiat amount ('1,250.00') is not a decimal separator.
  if (v.includes('.')) v = v.replace(/,/g, '');
  return filterAmount(v, FIAT_INPUT_DECIMALS);
}

/** The value to send: a field's text without a trailing dot ('1.' -> '1'), or '' when empty. */
export function toWireAmount(value: string): string {
  const v = value.endsWith('.') ? value.slice(0, -1) : value;
  if (!v) return '';
  const [whole = '', frac] = v.split('.');
  const trimmedFrac = (frac ?? '').replace(/0+$/, '');
  return trimmedFrac ? `${whole}.${trimmedFrac}` : whole;
}

/** A number typed so far that may be sent: not empty, not ending with a dot, above zero. */
export function isCompleteAmount(value: string): boolean {
  return value !== '' && !value.endsWith('.') && /[1-9]/.test(value);
}
