/**
 * Every time a screen shows, in the account's time zone (decision 181): 'January 5 at 3:04 PM' in
 * lists, 'January 5, 2026 at 3:04 PM (Sydney time)' alone, the zone named where this device's
 * clock reads differently. Each formatter takes the zone, so none can fall back to the device's by
 * omission. Server timestamps are UTC; one without a zone marker gets 'Z' appended (specification
 * section 3).
 */

import { t } from '@lingui/core/macro';
import { FULL_DATE_FIELDS, fullDateText } from '../../contract/full-date.js';
import { WALL_OPTIONS, wallClockMs } from '../../contract/wall-clock.js';
import { zoneName } from '../../contract/zone-names.js';
import { formatLocale } from './number-format.js';

export const INVALID_DATE = 'Invalid Date';

/** Parses a server timestamp as UTC; null when it is not a date. */
export function parseUtc(value: string | null | undefined): Date | null {
  if (!value) return null;
  const v = value.trim();
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(v);
  const d = new Date(hasZone ? v : `${v.replace(' ', 'T')}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

// Making a formatter is the costly part (the first one for a zone loads that zone's data, tens of
// milliseconds on a phone); formatting with one is not. Each zone and set of options is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The active language's formatter for the zone and options (decision 260); an unknown zone falls
 * back to the device's own.
 */
export function dateFormatter(
  timeZone: string | undefined,
  options: Intl.DateTimeFormatOptions,
  locale = formatLocale(),
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      made = new Intl.DateTimeFormat(locale, options);
    }
    formatters.set(key, made);
  }
  return made;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * Makes the formatter the first screens use for the zone ('Rates from 14:05') ahead of them, not
 * inside their first render.
 */
export async function prepareDateFormats(timeZone: string | undefined): Promise<void> {
  dateFormatter(timeZone, CLOCK, 'en-US');
}

/** The fields of an instant as en-US writes them: for the English words and the 24-hour clock. */
function parts(date: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const out: Record<string, string> = {};
  for (const p of dateFormatter(timeZone, options, 'en-US').formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** The instant a server timestamp or a Date names, or null when it names none. */
function instant(value: string | Date | null | undefined): Date | null {
  const d = value instanceof Date ? value : parseUtc(value);
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/** English keeps the specification's words; every other language writes dates as Intl does. */
const inEnglish = () => formatLocale() === 'en-US';

/** The fields without the 12-hour clock: each other language's own clock ('15:04'). */
function ownClock(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  const { hour12: _, ...rest } = options;
  return rest;
}

const LIST_FIELDS: Intl.DateTimeFormatOptions = {
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

/** 'Month day at h:mm AM/PM' in the given time zone ('5. Januar um 15:04'), or 'Invalid Date'. */
export function formatListDate(value: string | Date | null | undefined, timeZone: string): string {
  const d = instant(value);
  if (!d) return INVALID_DATE;
  if (!inEnglish()) return dateFormatter(timeZone, ownClock(LIST_FIELDS)).format(d);
  const p = parts(d, timeZone, LIST_FIELDS);
  return `${p.month} ${p.day} at ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** The detail page's full date: 'January 5, 2026 at 3:04 PM' ('5. Januar 2026 um 15:04'). */
export function formatFullDate(value: string | Date | null | undefined, timeZone: string): string {
  const d = instant(value);
  if (!d) return INVALID_DATE;
  if (!inEnglish()) return dateFormatter(timeZone, ownClock(FULL_DATE_FIELDS)).format(d);
  return fullDateText(parts(d, timeZone, FULL_DATE_FIELDS));
}

/** A day with the year, short: 'Oct 1, 2025' ('1. Okt. 2025'). */
export function formatDay(value: string | Date | null | undefined, timeZone: string): string {
  const d = instant(value);
  if (!d) return INVALID_DATE;
  return dateFormatter(timeZone, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

/**
 * The zone as a customer knows it: in English by its city ('Sydney time'), in the other languages
 * by Intl's own name ('Ostaustralische Zeit'), the city where Intl knows only an offset.
 */
function zoneLabel(timeZone: string): string {
  const name = zoneName(timeZone);
  if (inEnglish() || name === 'UTC') return name;
  const own = dateFormatter(timeZone, { timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  return own && !/^(GMT|UTC)/.test(own) ? own : (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** 24-hour clock time in the zone, for 'Rates from 14:05'. */
export function formatClock(value: string | Date | null | undefined, timeZone: string): string {
  const d = instant(value);
  if (!d) return INVALID_DATE;
  const p = parts(d, timeZone, CLOCK);
  return `${p.hour}:${p.minute}`;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone?: string): number {
  // Read in English whatever the language, as the reading is arithmetic, not text.
  return (
    wallClockMs(dateFormatter(timeZone, WALL_OPTIONS, 'en-US'), instant) - Math.floor(instant.getTime() / 1000) * 1000
  );
}

/**
 * The instant `days` calendar days before `now` at the same wall-clock time in `timeZone`: across
 * a daylight-saving change a week is 167 or 169 hours, as a person in that zone counts it.
 */
export function daysBefore(now: Date, days: number, timeZone?: string): Date {
  const offsetNow = zoneOffsetMs(now, timeZone);
  const wall = now.getTime() + offsetNow - days * 86_400_000;
  // The offset at the target wall time may differ; two passes settle it.
  let guess = wall - offsetNow;
  for (let i = 0; i < 2; i++) guess = wall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

let device: string | undefined;

/** The device's own zone, asked once (by then a screen showing a time has set up ICU already). */
function deviceTimeZone(): string {
  if (device === undefined) {
    try {
      device = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      device = 'UTC';
    }
  }
  return device;
}

/** Whether the zone's clock reads differently from the device's at the instant. */
function readsDifferently(at: Date, timeZone: string, deviceZone: string): boolean {
  return timeZone !== deviceZone && zoneOffsetMs(at, timeZone) !== zoneOffsetMs(at, deviceZone);
}

/** The instant as `format` writes it in the zone, then ' (Sydney time)' where the device reads differently. */
function namedWhereDifferent(
  value: string | Date | null | undefined,
  timeZone: string,
  deviceZone: string,
  format: (at: Date, timeZone: string) => string,
): string {
  const d = instant(value);
  if (!d) return INVALID_DATE;
  const text = format(d, timeZone);
  return readsDifferently(d, timeZone, deviceZone) ? `${text} (${zoneLabel(timeZone)})` : text;
}

/** A time shown on its own: 'January 5, 2026 at 3:04 PM', then ' (Sydney time)' where it differs. */
export function formatWhen(
  value: string | Date | null | undefined,
  timeZone: string,
  deviceZone = deviceTimeZone(),
): string {
  return namedWhereDifferent(value, timeZone, deviceZone, formatFullDate);
}

/** A clock time: '14:05', then ' (Sydney time)' where it differs. */
export function formatClockWhen(
  value: string | Date | null | undefined,
  timeZone: string,
  deviceZone = deviceTimeZone(),
): string {
  return namedWhereDifferent(value, timeZone, deviceZone, formatClock);
}

/** Above a list of times: 'Times are Sydney time.', or null where this device reads the same. */
export function zoneNote(timeZone: string, at = new Date(), deviceZone = deviceTimeZone()): string | null {
  if (!readsDifferently(at, timeZone, deviceZone)) return null;
  const zone = zoneLabel(timeZone);
  return t`Times are ${zone}.`;
}
