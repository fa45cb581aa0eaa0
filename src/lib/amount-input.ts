/**
 * What an amount field accepts (specification section 5; decision 260): digits and one decimal
 * mark, at most 8 decimals for crypto (or the asset's own precision when smaller) and 2 for fiat.
 * The decimal mark may be the language's comma or a point: where both appear ('1.234,5',
 * '1,234.5') the last kind is the decimal mark and the other the grouping, which is dropped; one
 * kind repeated in groups of three is the grouping ('1.000.000'); while a field is typed, the
 * language's own grouping mark is the grouping where a decimal mark would drop a digit or the
 * last group is still being typed (German '1.234' in a fiat field, '12.345.6'), so '1.234,5' typed
 * key by key reaches 1234.5; otherwise a single kind is the decimal mark at its first place
 * ('1.234' is 1.234 in a crypto field). Spaces, currency symbols and anything else typed or pasted
 * are dropped, so the field never holds forbidden input. The value sent is always the canonical
 * '1234.5'.
 */
import { groupSeparator } from '../../contract/digit-grouping.js';
import { decimalSeparator, formatLocale } from './number-format.js';

const CRYPTO_INPUT_DECIMALS = 8;
const FIAT_INPUT_DECIMALS = 2;
const MARKS = /[.,]/g;

interface AmountReading {
  /** What the field shows: the person's own marks, the grouping kept before the decimal mark. */
  text: string;
  /** The canonical amount so far ('1234.5', '1.' while the decimals are being typed, '' when empty). */
  value: string;
}

/**
 * Which of '.' and ',' is the decimal mark of `raw` and which the grouping: with both, the last
 * kind is the decimal mark; one kind repeated in groups of three ('1,000,000') is the grouping;
 * a lone mark that the language groups with, followed by more digits than the field keeps, is the
 * grouping (German '1.234' in a fiat field is 1234, on its way to '1.234,5', where a decimal mark
 * would drop the 4); otherwise the one kind is the decimal mark.
 */
function marksOf(
  raw: string,
  maxDecimals = Number.POSITIVE_INFINITY,
  languageGrouping = groupSeparator(formatLocale()),
): { mark: string | null; grouping: string | null } {
  const marks = raw.match(MARKS) ?? [];
  const kinds = new Set(marks);
  const digitsAndMarks = raw.replace(/[^\d.,]/g, '');
  if (kinds.size === 2) {
    const mark = marks.at(-1) ?? '.';
    const grouping = mark === '.' ? ',' : '.';
    // Grouping only where it groups by three ('1.234,5'); a stray mark ('1,5.') is dropped instead.
    const before = digitsAndMarks.slice(0, digitsAndMarks.lastIndexOf(mark));
    if (new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`).test(before)) return { mark, grouping };
    return { mark: marks[0] ?? null, grouping: null };
  }
  const only = marks[0] ?? null;
  if (only && marks.length > 1 && /^\d{1,3}([.,]\d{3})+$/.test(digitsAndMarks)) return { mark: null, grouping: only };
  if (only && only === languageGrouping) {
    // The language's own grouping, the last group still being typed: '1.234' where a decimal mark
    // would drop a digit, and '12.345.6' on its way to '12.345.678'.
    const last = digitsAndMarks.lastIndexOf(only);
    const before = digitsAndMarks.slice(0, last);
    const after = digitsAndMarks.slice(last + 1);
    const wellGrouped = new RegExp(`^\\d{1,3}(\\${only}\\d{3})*$`).test(before) && /^\d{0,3}$/.test(after);
    const typing = Number.isFinite(maxDecimals); // a field being typed; a finished text has whole groups
    if (wellGrouped && typing && (marks.length > 1 || after.length > maxDecimals))
      return { mark: null, grouping: only };
  }
  return { mark: only, grouping: null };
}

/** Reads what was typed or pasted, truncating the decimals to `maxDecimals`. */
export function readAmount(raw: string, maxDecimals: number): AmountReading {
  const { mark, grouping } = marksOf(raw, maxDecimals);
  let whole = '';
  let wholeText = '';
  let fraction = '';
  let seenMark = false;
  for (const ch of raw) {
    if (ch >= '0' && ch <= '9') {
      if (!seenMark) {
        whole += ch;
        wholeText += ch;
      } else if (fraction.length < maxDecimals) fraction += ch;
    } else if (ch === mark && !seenMark) {
      if (maxDecimals === 0) break;
      seenMark = true;
    } else if (ch === grouping && !seenMark && whole !== '') {
      wholeText += ch;
    }
  }
  // '007' -> '7', '00.5' -> '0.5', '.5' -> '0.5'
  const tidy = whole.replace(/^0+(?=\d)/, '') || (seenMark ? '0' : '');
  const tidyText = whole === tidy ? wholeText : tidy;
  const value = seenMark ? `${tidy}.${fraction}` : tidy;
  const text = seenMark ? `${tidyText}${mark}${fraction}` : tidyText;
  return { text, value };
}

/** Keeps digits and the first decimal mark as '.', truncates the decimals, tidies leading zeros. */
export function filterAmount(raw: string, maxDecimals: number): string {
  return readAmount(raw, maxDecimals).value;
}

export function filterCryptoAmount(raw: string, precision = CRYPTO_INPUT_DECIMALS): string {
  return filterAmount(raw, Math.min(precision, CRYPTO_INPUT_DECIMALS));
}

/** Drops a currency symbol (before or after: 'AU$250', '12,50 €'), then filters to 2 decimals. */
export function filterFiatAmount(raw: string): string {
  return filterAmount(raw, FIAT_INPUT_DECIMALS);
}

/** The decimals an amount field of this kind keeps. */
export function fieldDecimals(mode: 'crypto' | 'fiat', precision = CRYPTO_INPUT_DECIMALS): number {
  return mode === 'fiat' ? FIAT_INPUT_DECIMALS : Math.min(precision, CRYPTO_INPUT_DECIMALS);
}

/** A canonical amount as a field shows it in the active language: '0.5' -> German '0,5'. */
export function amountFieldText(value: string): string {
  return value.replace('.', decimalSeparator());
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
