/**
 * Calendar dates (a birth date, a page's 'Last updated') as the customer's language types and
 * reads them (decision 401): the language's own order and separator, from Intl. English follows the
 * region, day first in both (Australia's and the United Kingdom's way), as no market of the app
 * writes the month first.
 */
import { i18n } from '@lingui/core';
import { type LegalRegion, legalRegionOf } from '../../contract/legal.js';
import { dateFieldHint, parseTypedDate, type TypedDate, writeCalendarDate } from '../../contract/typed-date.js';
import { formatLocale } from './number-format.js';

const ENGLISH_BY_REGION: Record<LegalRegion, string> = { AU: 'en-AU', EU: 'en-GB' };

/** The Intl locale a calendar date is typed and shown in, for the language and the market currency. */
export function calendarLocale(currency: string | null | undefined, language: string = i18n.locale): string {
  const own = formatLocale(language);
  return own.startsWith('en-') ? ENGLISH_BY_REGION[legalRegionOf(currency)] : own;
}

/** An ISO date as the language writes it ('17.05.1990'), or '-' when there is none. */
export function calendarDateText(iso: string | null | undefined, currency?: string | null): string {
  return writeCalendarDate(iso, calendarLocale(currency)) ?? '-';
}

/** The ISO date a customer typed in their language's way (or as ISO), or why it is refused. */
export function readTypedDate(text: string, currency?: string | null): TypedDate {
  return parseTypedDate(text, calendarLocale(currency));
}

/** The format a date field asks for, in the language's letters ('TT.MM.JJJJ'). */
export function typedDateHint(currency?: string | null): string {
  return dateFieldHint(calendarLocale(currency));
}
