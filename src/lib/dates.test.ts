import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import {
  dateFormatter,
  daysBefore,
  formatClock,
  formatClockWhen,
  formatFullDate,
  formatListDate,
  formatWhen,
  INVALID_DATE,
  parseUtc,
  prepareDateFormats,
  zoneNote,
} from './dates.js';

beforeAll(() => activateLanguage('en'));

describe('parseUtc', () => {
  it('reads a timestamp without zone as UTC', () => {
    expect(parseUtc('2026-01-05T10:00:00')?.toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(parseUtc('2026-01-05 10:00:00')?.toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(parseUtc('2026-01-05T10:00:00+02:00')?.toISOString()).toBe('2026-01-05T08:00:00.000Z');
  });
  it('gives null for what is not a date', () => {
    expect(parseUtc('soon')).toBeNull();
    expect(parseUtc('')).toBeNull();
  });
});

describe('formatListDate', () => {
  it("reads 'Month day at h:mm AM/PM' in the user's zone", () => {
    expect(formatListDate('2026-01-05T15:04:00Z', 'UTC')).toBe('January 5 at 3:04 PM');
    expect(formatListDate('2026-01-05T15:04:00Z', 'Australia/Sydney')).toBe('January 6 at 2:04 AM');
    expect(formatListDate('2026-07-01T00:30:00Z', 'America/New_York')).toBe('June 30 at 8:30 PM');
  });
  it('falls back to the device zone on an unknown zone and says Invalid Date for junk', () => {
    expect(formatListDate('2026-01-05T15:04:00Z', 'Not/AZone')).toMatch(/^January \d+ at \d+:04 (AM|PM)$/);
    expect(formatListDate('junk', 'UTC')).toBe(INVALID_DATE);
  });
  it('formats full dates and clock times', () => {
    expect(formatFullDate('2026-01-05T15:04:00Z', 'UTC')).toBe('January 5, 2026 at 3:04 PM');
    expect(formatClock('2026-01-05T14:05:09Z', 'UTC')).toBe('14:05');
    expect(formatClock('2026-01-05T14:05:09Z', 'Europe/Vilnius')).toBe('16:05');
  });
});

describe('daysBefore', () => {
  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Sydney leaves daylight saving on 5 April 2026: a week back from 8 April is 169 hours.
    const now = new Date('2026-04-08T02:00:00Z');
    const start = daysBefore(now, 7, 'Australia/Sydney');
    expect((now.getTime() - start.getTime()) / 3_600_000).toBe(169);
    expect(formatListDate(start, 'Australia/Sydney')).toBe('April 1 at 12:00 PM');
  });
  it('is plain days in UTC', () => {
    const now = new Date('2026-04-08T02:00:00Z');
    expect(daysBefore(now, 30, 'UTC').toISOString()).toBe('2026-03-09T02:00:00.000Z');
  });
});

describe('date formatters', () => {
  it('are made once per zone and options: after the first screen is prepared, its clock makes none', async () => {
    await prepareDateFormats('Pacific/Chatham');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      // 12:00 UTC is 00:45 or 01:45 the next day in the Chatham Islands (UTC+12:45, +13:45 in summer).
      expect(formatClock('2026-01-10T12:00:00Z', 'Pacific/Chatham')).toBe('01:45');
      expect(formatClock('2026-07-10T12:00:00Z', 'Pacific/Chatham')).toBe('00:45');
      expect(made).not.toHaveBeenCalled();
      expect(dateFormatter('Pacific/Chatham', { hour: 'numeric' })).toBe(
        dateFormatter('Pacific/Chatham', { hour: 'numeric' }),
      );
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });

  it('fall back to the device zone for a zone that does not exist, once', () => {
    const f = dateFormatter('Mars/Olympus_Mons', { hour: '2-digit', hourCycle: 'h23' });
    expect(f.resolvedOptions().timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(dateFormatter('Mars/Olympus_Mons', { hour: '2-digit', hourCycle: 'h23' })).toBe(f);
  });
});

describe("times in the account's zone, named where the device reads otherwise", () => {
  const at = '2026-11-25T09:15:00Z';
  it('names the zone when the device reads a different time', () => {
    expect(formatWhen(at, 'Australia/Sydney', 'Europe/London')).toBe('November 25, 2026 at 8:15 PM (Sydney time)');
    expect(formatClockWhen(at, 'Australia/Sydney', 'Europe/London')).toBe('20:15 (Sydney time)');
    expect(zoneNote('Australia/Sydney', new Date(at), 'Europe/London')).toBe('Times are Sydney time.');
  });
  it('does not name it when the device reads the same', () => {
    expect(formatWhen(at, 'Australia/Sydney', 'Australia/Sydney')).toBe('November 25, 2026 at 8:15 PM');
    expect(formatWhen(at, 'Australia/Melbourne', 'Australia/Sydney')).toBe('November 25, 2026 at 8:15 PM');
    expect(zoneNote('Australia/Sydney', new Date(at), 'Australia/Sydney')).toBeNull();
  });
  it('says Invalid Date for junk', () => {
    expect(formatWhen('junk', 'UTC', 'UTC')).toBe(INVALID_DATE);
  });
});

describe('in the active language', () => {
  const at = '2026-01-05T14:04:00Z';
  // The zone note's words load with the signed-in frame, the only place it shows (decision 467).
  beforeAll(() => loadCatalogs([LATER_CATALOG]));
  afterAll(() => activateLanguage('en'));
  it('writes dates as German, French and Polish write them, on their own 24-hour clock', async () => {
    await activateLanguage('de');
    expect(formatListDate(at, 'Europe/Berlin')).toBe('5. Januar um 15:04');
    expect(formatFullDate(at, 'Europe/Berlin')).toBe('5. Januar 2026 um 15:04');
    expect(formatWhen(at, 'Australia/Sydney', 'Europe/Berlin')).toBe('6. Januar 2026 um 1:04 (Ostaustralische Zeit)');
    expect(zoneNote('Australia/Sydney', new Date(at), 'Europe/Berlin')).toBe('Zeitzone: Ostaustralische Zeit.');
    await activateLanguage('fr');
    expect(formatFullDate(at, 'Europe/Paris')).toBe('5 janvier 2026 à 15:04');
    await activateLanguage('pl');
    expect(formatListDate(at, 'Europe/Warsaw')).toBe('5 stycznia 15:04');
  });
  it('keeps the zone arithmetic the same in every language', async () => {
    await activateLanguage('pl');
    expect(formatClock(at, 'Australia/Sydney')).toBe('01:04');
    expect(daysBefore(new Date(at), 1, 'Europe/Warsaw').toISOString()).toBe('2026-01-04T14:04:00.000Z');
  });
});
