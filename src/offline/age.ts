/** The age texts of offline data: 'Last updated 5 minutes ago' and 'Rates from 14:05'. */
import { t } from '@lingui/core/macro';
import { formatClock, formatDay, parseUtc } from '../lib/dates.js';
import { formatAgo } from '../lib/money-format.js';

const DAY = 24 * 60 * 60_000;

/** 'Last updated now', '… 5 minutes ago', '… 3 hours ago', '… yesterday', '… 4 days ago'. */
export function lastUpdatedText(savedAt: number, now: number): string {
  return lastUpdatedWith(formatAgo(now - savedAt));
}

/** 'Last updated …' around an age already written (or a slot for it, decision 468). */
export function lastUpdatedWith(age: string): string {
  return t`Last updated ${age}`;
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
  // With the year, so rates from another year never pass for this year's.
  const day = formatDay(d, timeZone);
  return ratesAreStale(fetchedAt, now) ? t`Rates from ${day}, ${clock} (out of date)` : t`Rates from ${clock}`;
}
