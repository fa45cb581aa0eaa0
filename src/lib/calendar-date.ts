/**
 * Calendar dates (a birth date, a page's 'Last updated') as the customer's language types and
 * reads them (decision 401): the language's own order and separator, from Intl. English follows the
 * region, day first in both (Australia's and the United Kingdom's way), as no market of the app
 * writes the month first.
 */
import { i18n } from '@lingui/core';
import { type LegalRegion, legalRegionOf } from '../../contract/legal.js';
import { dateFieldHint, parseTypedDate, type TypedDate } from '../../contract/typed-date.js';
import { formatLocale } from './number-format.js';

const ENGLISH_BY_REGION: Record<LegalRegion, string> = { AU: 'en-AU', EU: 'en-GB' };

/** The Intl locale a calendar date is typed and shown in, for the language and the market currency. */
export function calendarLocale(currency: string | null | undefined, language: string = i18n.locale): string {
  const own = formatLocale(language);
  return own.startsWith('en-') ? ENGLISH_BY_REGION[legalRegionOf(currency)] : own;
}

/**
 * The separator each language writes between day, month and year, day first in every one: what
 * Intl gives for the language (calendar-date.test.ts holds them equal). Kept as a table so that a
 * page showing one date (a legal page's 'Last updated') makes no Intl formatter on its first
 * screen, whose set-up is a long task on a phone.
 */
const SEPARATOR: Record<string, string> = { de: '.', pl: '.', fr: '/', es: '/', it: '/', nl: '-', en: '/' };

/** An ISO date as the language writes it ('17.05.1990'), or '-' when there is none. */
export function calendarDateText(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  if (!m) return '-';
  // English is day first in both markets (en-AU, en-GB), so the currency does not change it.
  const sep = SEPARATOR[(i18n.locale || 'en').slice(0, 2)] ?? '/';
  return `${m[3]}${sep}${m[2]}${sep}${m[1]}`;
}

/** The ISO date a customer typed in their language's way (or as ISO), or why it is refused. */
export function readTypedDate(text: string, currency?: string | null): TypedDate {
  return parseTypedDate(text, calendarLocale(currency));
}

/** The format a date field asks for, in the language's letters ('TT.MM.JJJJ'). */
export function typedDateHint(currency?: string | null): string {
  return dateFieldHint(calendarLocale(currency));
}
