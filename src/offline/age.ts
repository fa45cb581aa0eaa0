/** The age texts of offline data: 'Last updated 5 min ago' and 'Rates from 14:05'. */
import { formatClock, parseUtc } from '../lib/dates.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 'Last updated just now', '… 5 min ago', '… 3 h ago', '… 1 day ago', '… 4 days ago'. */
export function lastUpdatedText(savedAt: number, now: number): string {
  const age = Math.max(0, now - savedAt);
  if (age < MINUTE) return 'Last updated just now';
  if (age < HOUR) return `Last updated ${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `Last updated ${Math.floor(age / HOUR)} h ago`;
  const days = Math.floor(age / DAY);
  return `Last updated ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

function dayOf(d: Date, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(d);
  } catch {
    return new Intl.DateTimeFormat('en-US', options).format(d);
  }
}

/**
 * 'Rates from 14:05' in the user's time zone ('Rates from Aug 22, 14:05' once they are a day old,
 * as rates kept in an offline snapshot can be); null when the time is unknown.
 */
export function ratesFromText(
  fetchedAt: string | null | undefined,
  timeZone?: string,
  now = Date.now(),
): string | null {
  const d = parseUtc(fetchedAt);
  if (!d) return null;
  const clock = formatClock(d, timeZone);
  return now - d.getTime() >= DAY ? `Rates from ${dayOf(d, timeZone)}, ${clock}` : `Rates from ${clock}`;
}
