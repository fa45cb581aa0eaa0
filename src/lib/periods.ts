/**
 * The period chips of the transaction lists (specification section 9): Day 24 hours, Week 7 days,
 * Month 30 days, Year 365 days, counted back from now in the user's time zone; rows dated in the
 * future are left out of every period but 'All time'.
 */
import { daysBefore } from './dates.js';

export type PeriodId = 'all' | 'day' | 'week' | 'month' | 'year';

export const PERIODS: readonly { id: PeriodId; label: string }[] = [
  { id: 'all', label: 'All time' },
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
  { id: 'year', label: 'Year' },
];

const DAYS: Record<Exclude<PeriodId, 'all' | 'day'>, number> = { week: 7, month: 30, year: 365 };

/** The earliest instant a period includes, or null for 'All time'. */
export function periodStart(period: PeriodId, now: Date, timeZone?: string): Date | null {
  if (period === 'all') return null;
  if (period === 'day') return new Date(now.getTime() - 24 * 3_600_000);
  return daysBefore(now, DAYS[period], timeZone);
}

export function inPeriod(date: Date | null, period: PeriodId, now: Date, timeZone?: string): boolean {
  if (period === 'all') return true;
  if (!date) return false;
  const start = periodStart(period, now, timeZone);
  const t = date.getTime();
  return t <= now.getTime() && (start === null || t >= start.getTime());
}

export function filterByPeriod<T>(
  rows: readonly T[],
  dateOf: (row: T) => Date | null,
  period: PeriodId,
  now: Date,
  timeZone?: string,
): T[] {
  return rows.filter((r) => inPeriod(dateOf(r), period, now, timeZone));
}
