/**
 * Every time a screen shows, in the account's time zone (decision 181): 'January 5 at 3:04 PM' in
 * lists, 'January 5, 2026 at 3:04 PM (Sydney time)' alone, the zone named where this device's
 * clock reads differently. Each formatter takes the zone, so none can fall back to the device's by
 * omission. Server timestamps are UTC; one without a zone marker gets 'Z' appended (specification
 * section 3).
 */
import { FULL_DATE_FIELDS, fullDateText } from '../../contract/full-date.js';
import { WALL_OPTIONS, wallClockMs } from '../../contract/wall-clock.js';
import { zoneName } from '../../contract/zone-names.js';
import { warmIntl } from './warm-intl.js';

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

/** The en-US formatter for the zone and options; an unknown zone falls back to the device's own. */
export function dateFormatter(timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    try {
      made = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      made = new Intl.DateTimeFormat('en-US', options);
    }
    formatters.set(key, made);
  }
  return made;
}

const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/**
 * Makes the formatter the first screens use for the zone ('Rates from 14:05') ahead of them, not
 * inside their first render. A worker pays ICU's set-up first (warm-intl.ts), so making it here is
 * then a fraction of a millisecond instead of a long task.
 */
export async function prepareDateFormats(timeZone: string | undefined): Promise<void> {
  await warmIntl(timeZone, CLOCK);
  dateFormatter(timeZone, CLOCK);
}

function parts(date: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions) {
  const out: Record<string, string> = {};
  for (const p of dateFormatter(timeZone, options).formatToParts(date)) out[p.type] = p.value;
  return out;
}

/** The instant a server timestamp or a Date names, or null when it names none. */
function instant(value: string | Date | null | undefined): Date | null {
  const d = value instanceof Date ? value : parseUtc(value);
  return d && !Number.isNaN(d.getTime()) ? d : null;
}

/** 'Month day at h:mm AM/PM' in the given time zone, or 'Invalid Date'. */
export function formatListDate(value: string | Date | null | undefined, timeZone: string): string {
  const d = instant(value);
  if (!d) return INVALID_DATE;
  const p = parts(d, timeZone, { month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true });
  return `${p.month} ${p.day} at ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** The detail page's full date: 'January 5, 2026 at 3:04 PM'. */
export function formatFullDate(value: string | Date | null | undefined, timeZone: string): string {
  const d = instant(value);
  if (!d) return INVALID_DATE;
  return fullDateText(parts(d, timeZone, FULL_DATE_FIELDS));
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
  return wallClockMs(dateFormatter(timeZone, WALL_OPTIONS), instant) - Math.floor(instant.getTime() / 1000) * 1000;
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
  return readsDifferently(d, timeZone, deviceZone) ? `${text} (${zoneName(timeZone)})` : text;
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
  return readsDifferently(at, timeZone, deviceZone) ? `Times are ${zoneName(timeZone)}.` : null;
}
