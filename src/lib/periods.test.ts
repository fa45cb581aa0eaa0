import { describe, expect, it } from 'vitest';
import { filterByPeriod, inPeriod, PERIODS, periodStart } from './periods.js';

const now = new Date('2026-06-15T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('period filters', () => {
  it('has the chips of the specification in order', () => {
    expect(PERIODS.map((p) => p.label)).toEqual(['All time', 'Day', 'Week', 'Month', 'Year']);
  });
  it('Day is the last 24 hours', () => {
    expect(inPeriod(hoursAgo(23.9), 'day', now, 'UTC')).toBe(true);
    expect(inPeriod(hoursAgo(24), 'day', now, 'UTC')).toBe(true);
    expect(inPeriod(hoursAgo(24.1), 'day', now, 'UTC')).toBe(false);
  });
  it('Week is 7 days, Month 30 days, Year 365 days', () => {
    expect(inPeriod(hoursAgo(7 * 24 - 1), 'week', now, 'UTC')).toBe(true);
    expect(inPeriod(hoursAgo(7 * 24 + 1), 'week', now, 'UTC')).toBe(false);
    expect(inPeriod(hoursAgo(30 * 24 - 1), 'month', now, 'UTC')).toBe(true);
    expect(inPeriod(hoursAgo(30 * 24 + 1), 'month', now, 'UTC')).toBe(false);
    expect(inPeriod(hoursAgo(365 * 24 - 1), 'year', now, 'UTC')).toBe(true);
    expect(inPeriod(hoursAgo(365 * 24 + 1), 'year', now, 'UTC')).toBe(false);
  });
  it('counts days in the user zone', () => {
    // Europe/Vilnius: a month back from 15 June crosses no change; from 10 April it crosses 29 March.
    const april = new Date('2026-04-10T09:00:00Z');
    expect(periodStart('month', april, 'Europe/Vilnius')?.toISOString()).toBe('2026-03-11T10:00:00.000Z');
    expect(periodStart('month', april, 'UTC')?.toISOString()).toBe('2026-03-11T09:00:00.000Z');
  });
  it('leaves out future dates except for All time', () => {
    const future = new Date(now.getTime() + 60_000);
    for (const p of ['day', 'week', 'month', 'year'] as const) expect(inPeriod(future, p, now, 'UTC')).toBe(false);
    expect(inPeriod(future, 'all', now, 'UTC')).toBe(true);
    expect(periodStart('all', now)).toBeNull();
  });
  it('filters rows by their date', () => {
    const rows = [hoursAgo(1), hoursAgo(50), hoursAgo(24 * 40), null];
    expect(filterByPeriod(rows, (d) => d, 'week', now, 'UTC')).toEqual([hoursAgo(1), hoursAgo(50)]);
    expect(filterByPeriod(rows, (d) => d, 'all', now, 'UTC')).toHaveLength(4);
  });
});
