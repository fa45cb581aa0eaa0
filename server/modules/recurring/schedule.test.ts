import { describe, expect, it } from 'vitest';
import { nextSlotAfter, slotAt } from './schedule.js';

const d = (s: string) => new Date(s);
const iso = (t: Date) => t.toISOString();

describe('recurring buy slots', () => {
  it('weekly and fortnightly slots are 7 and 14 days apart at the anchor time', () => {
    const a = d('2026-03-02T09:30:00Z');
    expect(iso(slotAt(a, 'weekly', 1))).toBe('2026-03-09T09:30:00.000Z');
    expect(iso(slotAt(a, 'fortnightly', 2))).toBe('2026-03-30T09:30:00.000Z');
  });

  it('a monthly plan on the 31st runs on the last day of shorter months, then on the 31st again', () => {
    const a = d('2027-01-31T08:00:00Z');
    expect(iso(slotAt(a, 'monthly', 1))).toBe('2027-02-28T08:00:00.000Z');
    expect(iso(slotAt(a, 'monthly', 2))).toBe('2027-03-31T08:00:00.000Z');
    expect(iso(slotAt(a, 'monthly', 3))).toBe('2027-04-30T08:00:00.000Z');
    // 2028 is a leap year.
    expect(iso(slotAt(d('2028-01-31T08:00:00Z'), 'monthly', 1))).toBe('2028-02-29T08:00:00.000Z');
    expect(iso(slotAt(d('2027-11-30T08:00:00Z'), 'monthly', 2))).toBe('2028-01-30T08:00:00.000Z');
  });

  it('the next slot is strictly after the given time, counted from the anchor', () => {
    const a = d('2027-01-31T08:00:00Z');
    expect(iso(nextSlotAfter(a, 'monthly', a))).toBe('2027-02-28T08:00:00.000Z');
    expect(iso(nextSlotAfter(a, 'monthly', d('2027-02-28T08:00:00Z')))).toBe('2027-03-31T08:00:00.000Z');
    expect(iso(nextSlotAfter(a, 'monthly', d('2027-07-15T00:00:00Z')))).toBe('2027-07-31T08:00:00.000Z');
    const w = d('2026-03-02T09:30:00Z');
    expect(iso(nextSlotAfter(w, 'weekly', d('2026-03-09T09:30:00Z')))).toBe('2026-03-16T09:30:00.000Z');
    expect(iso(nextSlotAfter(w, 'fortnightly', d('2026-05-01T00:00:00Z')))).toBe('2026-05-11T09:30:00.000Z');
  });
});
