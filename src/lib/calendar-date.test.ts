import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/catalogs.js';
import { calendarDateText, calendarLocale, readTypedDate, typedDateHint } from './calendar-date.js';

afterAll(() => activateLanguage('en'));

describe('calendar dates in the customer’s language', () => {
  it('are shown as the language writes them: 17.05.1990 in German, not 17/05/1990', async () => {
    await activateLanguage('de');
    expect(calendarDateText('1990-05-17')).toBe('17.05.1990');
    expect(typedDateHint('EUR')).toBe('TT.MM.JJJJ');
    expect(readTypedDate('17.05.1990', 'EUR')).toEqual({ iso: '1990-05-17' });
    await activateLanguage('nl');
    expect(calendarDateText('1990-05-17')).toBe('17-05-1990');
  });

  it('in English follow the region, day first in each market', async () => {
    await activateLanguage('en');
    expect(calendarLocale('AUD')).toBe('en-AU');
    expect(calendarLocale('EUR')).toBe('en-GB');
    expect(calendarDateText('1990-05-17')).toBe('17/05/1990');
    expect(calendarDateText('1990-05-17')).toBe('17/05/1990');
    expect(readTypedDate('17/05/1990', 'AUD')).toEqual({ iso: '1990-05-17' });
  });

  it('show a dash where there is no date', () => {
    expect(calendarDateText(null)).toBe('-');
    expect(calendarDateText('')).toBe('-');
  });

  it('writes each language as Intl does, without making a formatter', async () => {
    const { writeCalendarDate } = await import('../../contract/typed-date.js');
    for (const language of ['en', 'de', 'fr', 'es', 'it', 'nl', 'pl'])
      for (const currency of ['EUR', 'AUD']) {
        await activateLanguage(language as 'en');
        expect(calendarDateText('1990-05-17'), `${language} ${currency}`).toBe(
          writeCalendarDate('1990-05-17', calendarLocale(currency, language)),
        );
      }
  });
});
