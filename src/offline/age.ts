/** The age texts of offline data: 'Last updated 5 min ago' and 'Rates from 14:05'. */
import { plural, t } from '@lingui/core/macro';
import { dateFormatter, formatClock, parseUtc } from '../lib/dates.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Last updated just now', '… 5 min ago', '… 3 h ago', '… 1 day ago', '… 4 days ago'. */
export function lastUpdatedText(savedAt: number, now: number): string {
  const age = Math.max(0, now - savedAt);
  if (age < MINUTE) return t`Last updated just now`;
  if (age < HOUR) {
    const minutes = Math.floor(age / MINUTE);
    return t`Last updated ${minutes} min ago`;
  }
  if (age < DAY) {
    const hours = Math.floor(age / HOUR);
    return t`Last updated ${hours} h ago`;
  }
  const days = Math.floor(age / DAY);
  return plural(days, { one: 'Last updated # day ago', other: 'Last updated # days ago' });
}

/** 'Oct 1, 2025': with the year, so rates from another year never pass for this year's. */
function dayOf(d: Date, timeZone?: string): string {
  return dateFormatter(timeZone, { year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

/**
 * Rates a day old or more are out of date: those kept with an old offline snapshot, and the
 * built-in reference rates the server answers when no rates service has ever answered.
 */
export function ratesAreStale(fetchedAt: string | null | undefined, now = Date.now()): boolean {
  const d = parseUtc(fetchedAt);
  return !!d && now - d.getTime() >= DAY;
}

/**
 * 'Rates from 14:05' in the user's time zone; once a day old, the full date and that they are out
 * of date: 'Rates from Oct 1, 2025, 10:00 (out of date)'. Null when the time is unknown.
 */
export function ratesFromText(fetchedAt: string | null | undefined, timeZone: string, now = Date.now()): string | null {
  const d = parseUtc(fetchedAt);
  if (!d) return null;
  const clock = formatClock(d, timeZone);
  if (!ratesAreStale(fetchedAt, now)) return t`Rates from ${clock}`;
  const day = dayOf(d, timeZone);
  return t`Rates from ${day}, ${clock} (out of date)`;
}
