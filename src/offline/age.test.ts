import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import { lastUpdatedText, ratesAreStale, ratesFromText } from './age.js';

// These texts show on signed-in screens only: they are the signed-in frame's catalog's.
beforeAll(() => loadCatalogs([LATER_CATALOG]).then(() => activateLanguage('en')));

const now = Date.UTC(2025, 7, 22, 4, 30, 0);

describe('lastUpdatedText', () => {
  it.each([
    [0, 'Last updated now'],
    [59_000, 'Last updated now'],
    [60_000, 'Last updated 1 minute ago'],
    [5 * 60_000 + 10_000, 'Last updated 5 minutes ago'],
    [59 * 60_000, 'Last updated 59 minutes ago'],
    [60 * 60_000, 'Last updated 1 hour ago'],
    [23 * 3_600_000 + 59 * 60_000, 'Last updated 23 hours ago'],
    [24 * 3_600_000, 'Last updated 1 day ago'],
    [3 * 24 * 3_600_000, 'Last updated 3 days ago'],
  ])('%i ms old reads %s', (age, text) => {
    expect(lastUpdatedText(now - age, now)).toBe(text);
  });

  it('treats a time in the future (clock changes) as now', () => {
    expect(lastUpdatedText(now + 120_000, now)).toBe('Last updated now');
  });
});

describe('in German and Polish', () => {
  afterAll(() => activateLanguage('en'));
  it('counts the age and writes the rates time in the language', async () => {
    await activateLanguage('de');
    expect(lastUpdatedText(now - 5 * 60_000, now)).toBe('Zuletzt aktualisiert vor 5 Minuten');
    expect(ratesFromText('2025-08-20T04:05:00Z', 'UTC', now)).toBe('Kurse vom 20. Aug. 2025, 04:05 Uhr (veraltet)');
    await activateLanguage('pl');
    expect(lastUpdatedText(now - 3 * 86_400_000, now)).toBe('Ostatnia aktualizacja 3 dni temu');
    expect(lastUpdatedText(now - 2 * 3_600_000, now)).toBe('Ostatnia aktualizacja 2 godziny temu');
  });
});

describe('ratesFromText', () => {
  it('shows the 24-hour time the rates were produced, in the user zone', () => {
    expect(ratesFromText('2025-08-22T04:05:00Z', 'UTC', now)).toBe('Rates from 04:05');
    expect(ratesFromText('2025-08-22T04:05:00Z', 'Australia/Sydney', now)).toBe('Rates from 14:05');
    expect(ratesFromText('2025-08-22T04:05:00Z', 'Europe/Berlin', now)).toBe('Rates from 06:05');
  });

  it('once the rates are a day old, gives the full date and says they are out of date', () => {
    expect(ratesFromText('2025-08-20T04:05:00Z', 'UTC', now)).toBe('Rates from Aug 20, 2025, 04:05 (out of date)');
    // The built-in reference rates, read a year later: the year is never left out.
    expect(ratesFromText('2025-10-01T00:00:00.000Z', 'Australia/Sydney', Date.UTC(2026, 10, 22))).toBe(
      'Rates from Oct 1, 2025, 10:00 (out of date)',
    );
    expect(ratesAreStale('2025-08-21T04:30:00Z', now)).toBe(true);
    expect(ratesAreStale('2025-08-21T04:31:00Z', now)).toBe(false);
  });

  it('is null without a usable time', () => {
    expect(ratesFromText(null, 'UTC')).toBeNull();
    expect(ratesFromText('not a date', 'UTC')).toBeNull();
  });
});
