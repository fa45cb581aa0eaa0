/**
 * How numbers are written in the active language (decision 260): the separators, the place of
 * the sign and the currency come from Intl in that language ('1.234,56 €' in German, '1 234,56 €'
 * in French and Polish), while the digits are the decimal string's own, so an amount never passes
 * through a JavaScript float. English keeps the specification's writing ('AU$1,234.50').
 */
import { i18n } from '@lingui/core';
import { CURRENCY_SYMBOLS } from '../../contract/assets.js';
import { groupDigits, groupSeparator } from '../../contract/digit-grouping.js';
import { roundDecimal } from '../../contract/money.js';
import { ageText } from './age-text.js';

const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The Intl locale of each language of the app; the pseudo-language writes numbers as English. */
const INTL_LOCALES: Record<string, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pl: 'pl-PL',
};
const ENGLISH = 'en-US';

/** The Intl locale of the language being shown (or of `language`). */
export function formatLocale(language: string = i18n.locale): string {
  return INTL_LOCALES[language] ?? ENGLISH;
}

// Making an Intl formatter is the costly part; each locale and set of options is made once.
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = numberFormats.get(key);
  if (!made) {
    made = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, made);
  }
  return made;
}

/** The locale's decimal separator: '.' or ','. */
export function decimalSeparator(locale = formatLocale()): string {
  return (
    numberFormat(locale, { minimumFractionDigits: 1 })
      .formatToParts(1.5)
      .find((p) => p.type === 'decimal')?.value ?? '.'
  );
}

interface WriteOptions {
  /** A currency code: its symbol is placed as the language places it. */
  currency?: string;
  /** Show '+' before a positive amount, where the language puts a sign. */
  plus?: boolean;
  /** The number is in percent: the language's percent sign goes where it writes it ('1,5 %'). */
  percent?: boolean;
  locale?: string;
}

/**
 * Writes a signed decimal string ('-1234.50') with exactly its digits: Intl lays out a number with
 * as many decimals, and its digits are swapped for the string's.
 */
export function writeDecimal(
  value: string,
  { currency, plus = false, percent = false, locale = formatLocale() }: WriteOptions = {},
): string {
  const negative = value.startsWith('-') && /[1-9]/.test(value);
  const [whole = '0', fraction = ''] = value.replace(/^[-+]/, '').split('.');
  const decimals = Math.min(fraction.length, 20);
  const layout = numberFormat(locale, {
    ...(currency ? { style: 'currency', currency, currencyDisplay: 'symbol' } : {}),
    ...(percent ? { style: 'percent' } : {}),
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: plus ? 'exceptZero' : 'auto',
  }).formatToParts((negative ? -1 : /[1-9]/.test(value) ? 1 : 0) / (percent ? 100 : 1));
  const english = locale === ENGLISH;
  let out = '';
  for (const part of layout) {
    if (part.type === 'integer') out += groupDigits(whole, groupSeparator(locale));
    else if (part.type === 'fraction') out += fraction;
    else if (part.type === 'currency' && english && currency) out += CURRENCY_SYMBOLS[currency] ?? currency;
    else if (part.type === 'literal' && english && currency && !CURRENCY_SYMBOLS[currency]) continue;
    else out += part.value;
  }
  return out;
}

/**
 * A percentage given in percent, a decimal string or a number ('1.25' -> '1.25%', German
 * '1,25 %'): its own digits, or rounded half-up to `maxDecimals` without trailing zeros; `plus`
 * shows '+' before a rise. Nothing readable shows ''.
 */
export function formatPercent(
  percent: string | number | null | undefined,
  { maxDecimals, plus = false }: { maxDecimals?: number; plus?: boolean } = {},
): string {
  const text = typeof percent === 'number' ? (Number.isFinite(percent) ? String(percent) : '') : (percent ?? '').trim();
  if (!SIGNED_DECIMAL.test(text)) return '';
  const digits = maxDecimals === undefined ? text : roundDecimal(text, maxDecimals, 'half-up');
  return writeDecimal(digits, { percent: true, plus });
}

/** A span of whole hours, days or years, short, in the language: '24 hr', '7 days', '1 yr' (German '24 Std.', '7 Tg.', '1 J.'). */
export function formatSpan(count: number, unit: 'hour' | 'day' | 'year'): string {
  return numberFormat(formatLocale(), { style: 'unit', unit, unitDisplay: 'short' }).format(count);
}

/** How long ago, in the app's language: 'now', '5 minutes ago' (src/lib/age-text.ts). */
export function formatAgo(ms: number, locale: string = formatLocale()): string {
  return ageText(ms, locale);
}
