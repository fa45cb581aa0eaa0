import { describe, expect, it } from 'vitest';
import { dateFieldHint, parseTypedDate, writeCalendarDate } from './typed-date.js';

// Each language of the app as the customer types the same day, and the placeholder it shows.
const TYPED: Array<[locale: string, typed: string, hint: string]> = [
  ['de-DE', '17.05.1990', 'TT.MM.JJJJ'],
  ['fr-FR', '17/05/1990', 'JJ/MM/AAAA'],
  ['es-ES', '17/05/1990', 'DD/MM/AAAA'],
  ['it-IT', '17/05/1990', 'GG/MM/AAAA'],
  ['nl-NL', '17-05-1990', 'DD-MM-JJJJ'],
  ['pl-PL', '17.05.1990', 'DD.MM.RRRR'],
  ['en-GB', '17/05/1990', 'DD/MM/YYYY'],
  ['en-AU', '17/05/1990', 'DD/MM/YYYY'],
  ['en-US', '05/17/1990', 'MM/DD/YYYY'],
];

describe('a date typed the language’s way', () => {
  it.each(TYPED)('%s reads %s as 1990-05-17, and writes it back the same', (locale, typed) => {
    expect(parseTypedDate(typed, locale)).toEqual({ iso: '1990-05-17' });
    expect(writeCalendarDate('1990-05-17', locale)).toBe(typed);
  });

  it.each(TYPED)('%s asks for its own format (%s → %s)', (locale, _typed, hint) => {
    expect(dateFieldHint(locale)).toBe(hint);
  });

  it.each(TYPED)('%s also takes an ISO date', (locale) => {
    expect(parseTypedDate('1990-05-17', locale)).toEqual({ iso: '1990-05-17' });
  });

  it('takes single digits, spaces and the other usual separators in the language’s order', () => {
    expect(parseTypedDate(' 7.5.1990 ', 'de-DE')).toEqual({ iso: '1990-05-07' });
    expect(parseTypedDate('17/05/1990', 'de-DE')).toEqual({ iso: '1990-05-17' });
    expect(parseTypedDate('17 05 1990', 'pl-PL')).toEqual({ iso: '1990-05-17' });
    expect(parseTypedDate('29.02.2000', 'de-DE')).toEqual({ iso: '2000-02-29' });
  });

  it('refuses a day that does not exist', () => {
    expect(parseTypedDate('31.02.1990', 'de-DE')).toEqual({ problem: 'invalid' });
    expect(parseTypedDate('29.02.1990', 'de-DE')).toEqual({ problem: 'invalid' });
    expect(parseTypedDate('17.13.1990', 'de-DE')).toEqual({ problem: 'invalid' });
    expect(parseTypedDate('00.05.1990', 'de-DE')).toEqual({ problem: 'invalid' });
    expect(parseTypedDate('1990-02-31', 'de-DE')).toEqual({ problem: 'invalid' });
    expect(parseTypedDate('1705-19-90', 'de-DE')).toEqual({ problem: 'invalid' });
    // The month-first reading of a day-first date.
    expect(parseTypedDate('17/05/1990', 'en-US')).toEqual({ problem: 'invalid' });
  });

  it('refuses what is not a date in a known form, and never guesses a century', () => {
    for (const typed of ['', 'abc', '17.Mai.1990', '17.05.90', '17.05.1990x', '17..05.1990', '123.05.1990'])
      expect(parseTypedDate(typed, 'de-DE'), typed).toEqual({ problem: 'format' });
  });

  it('reads a future day as a day: the field’s rule refuses it, not the reading', () => {
    expect(parseTypedDate('01.01.2999', 'de-DE')).toEqual({ iso: '2999-01-01' });
  });

  it('writes nothing for what is not an ISO date', () => {
    expect(writeCalendarDate(null, 'de-DE')).toBeNull();
    expect(writeCalendarDate('17.05.1990', 'de-DE')).toBeNull();
  });
});
