import { describe, expect, it } from 'vitest';
import { mailLocale } from './locale.js';

/** Intl's no-break spaces as plain spaces, so the expectations read as the email does. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in an email', () => {
  it('groups from four digits on in Polish, as the app does (decision 260)', () => {
    const pl = mailLocale('pl');
    expect(plain(pl.fiat('1234.5', 'EUR'))).toBe('1 234,50 €');
    expect(plain(pl.coin('1234.56789', 'BTC'))).toBe('1 234,56789 BTC');
    expect(plain(pl.number('1234'))).toBe('1 234');
    expect(plain(pl.fiat('-1234567.891', 'PLN'))).toBe('-1 234 567,89 zł');
    expect(plain(pl.fiat('999', 'EUR'))).toBe('999,00 €');
  });

  it('keeps German grouping and every digit', () => {
    const de = mailLocale('de');
    expect(plain(de.fiat('1234.5', 'EUR'))).toBe('1.234,50 €');
    expect(plain(de.coin('1234.12345678', 'ETH'))).toBe('1.234,12345678 ETH');
    expect(plain(de.number('12345678901234567890.5'))).toBe('12.345.678.901.234.567.890,5');
    expect(plain(de.percent('1234.25'))).toBe('1.234,25 %');
  });
});

describe('coin amounts in an email or a PDF', () => {
  it("show the screens' digits in every language, English too: grouped, at most 8 decimals cut, no trailing zeros", () => {
    const en = mailLocale('en');
    expect(en.coin('1234.123456789', 'ETH')).toBe('1,234.12345678 ETH');
    expect(en.coin('0.50000000', 'BTC')).toBe('0.5 BTC');
    expect(en.coin('0.999999999', 'BTC')).toBe('0.99999999 BTC');
    expect(plain(mailLocale('de').coin('1234.123456789', 'ETH'))).toBe('1.234,12345678 ETH');
    expect(plain(mailLocale('fr').coin('-0.000000019', 'ETH'))).toBe('-0,00000001 ETH');
  });
});

describe('dates in a file of many rows', () => {
  it('makes no formatter per date: a zone is tried once, and a bad zone still reads as UTC', () => {
    const de = mailLocale('de');
    const at = new Date('2026-05-17T12:05:00Z');
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    try {
      const days = Array.from({ length: 50 }, () => de.dateTime(at, 'Europe/Berlin'));
      expect(days[49]).toBe('17.05.2026, 14:05');
      expect(de.day(at, 'Not/AZone')).toBe(de.day(at, 'UTC'));
      de.day(at, 'Europe/Berlin');
      // An unknown zone is tried with a formatter once; each language, zone and form has its own.
      expect(made).toBeLessThanOrEqual(6);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
