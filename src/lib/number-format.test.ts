import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/catalogs.js';
import {
  currencyAffix,
  currencySymbol,
  formatAgo,
  formatCrypto,
  formatCryptoWithSymbol,
  formatFiat,
  formatFiatNumber,
  formatFiatWhole,
  formatPercent,
  plainCrypto,
  plainFiat,
} from './money-format.js';
import { formatLocale } from './number-format.js';

// Intl's spaces: a no-break space (German '€', Polish groups) and a narrow one (French groups).
const NB = '\u00a0';
const NNB = '\u202f';

afterAll(() => activateLanguage('en'));

describe('money in the active language, the display currency unchanged', () => {
  it('English keeps the specification: symbol first, AU$, comma groups', async () => {
    await activateLanguage('en');
    expect(formatFiat('1234.56', 'EUR')).toBe('€1,234.56');
    expect(formatFiat('-1234.5', 'AUD')).toBe('-AU$1,234.50');
    expect(formatFiat('166650', 'AUD')).toBe('AU$166,650.00');
    expect(formatFiatWhole('1000', 'USD')).toBe('$1,000');
    expect(currencySymbol('AUD')).toBe('AU$');
    expect(formatPercent('1.25')).toBe('1.25%');
  });

  it('German: point groups, decimal comma, symbol after', async () => {
    await activateLanguage('de');
    expect(formatFiat('1234.56', 'EUR')).toBe(`1.234,56${NB}€`);
    expect(formatFiat('1234.56', 'USD')).toBe(`1.234,56${NB}$`);
    expect(formatFiat('-0.001', 'EUR')).toBe(`0,00${NB}€`);
    expect(formatFiatNumber('1234567.891')).toBe('1.234.567,89');
    expect(formatFiatWhole('1000', 'AUD')).toBe(`1.000${NB}AU$`);
    expect(currencyAffix('EUR')).toEqual({ symbol: '€', after: true });
  });

  it('French: narrow no-break space groups, decimal comma, symbol after', async () => {
    await activateLanguage('fr');
    expect(formatFiat('1234.56', 'EUR')).toBe(`1${NNB}234,56${NB}€`);
    expect(formatFiat('1234.56', 'AUD')).toBe(`1${NNB}234,56${NB}$AU`);
  });

  it('Polish: space groups from four digits on, as the amounts of a list line up', async () => {
    await activateLanguage('pl');
    expect(formatFiat('1234.56', 'EUR')).toBe(`1${NB}234,56${NB}€`);
    expect(formatFiat('12345.6', 'USD')).toBe(`12${NB}345,60${NB}USD`);
    expect(formatFiat('999.5', 'EUR')).toBe(`999,50${NB}€`);
  });

  it('Dutch puts the symbol first and the minus after it, as Intl writes Dutch', async () => {
    await activateLanguage('nl');
    expect(formatFiat('-1234.5', 'EUR')).toBe(`€${NB}-1.234,50`);
  });
});

describe('crypto keeps its exact digits in every language', () => {
  it('never rounds through a float', async () => {
    await activateLanguage('de');
    // 0.1 + 0.2 and 18-decimal ether: a float would show 0.30000000000000004 or round up to 1.
    expect(formatCrypto('0.30000001')).toBe('0,30000001');
    expect(formatCrypto('0.999999999999999999')).toBe('0,99999999');
    expect(formatCrypto('12345678901234.12345678')).toBe('12.345.678.901.234,12345678');
    expect(formatCryptoWithSymbol('0.5', 'BTC')).toBe('0,5 BTC');
    await activateLanguage('fr');
    expect(formatCrypto('9007199254740993.1')).toBe(`9${NNB}007${NNB}199${NNB}254${NNB}740${NNB}993,1`);
  });
  it('writes files the same in every language: a point, no grouping', async () => {
    await activateLanguage('de');
    expect(plainFiat('1234.5')).toBe('1234.50');
    expect(plainFiat('-0.001')).toBe('0.00');
    expect(plainCrypto('1234.123456789')).toBe('1234.12345678');
  });
});

describe('percentages', () => {
  it('place the sign as each language does', async () => {
    await activateLanguage('de');
    expect(formatPercent('1.25')).toBe(`1,25${NB}%`);
    expect(formatPercent('-3.40', { plus: true })).toBe(`-3,40${NB}%`);
    expect(formatPercent('2.5', { plus: true })).toBe(`+2,5${NB}%`);
    await activateLanguage('fr');
    expect(formatPercent(0.1)).toBe(`0,1${NB}%`);
    await activateLanguage('pl');
    expect(formatPercent('3.456', { maxDecimals: 2 })).toBe('3,46%');
    await activateLanguage('en');
    expect(formatPercent(25)).toBe('25%');
    expect(formatPercent('0.00', { plus: true })).toBe('0.00%');
    expect(formatPercent('junk')).toBe('');
  });
});

describe('relative time', () => {
  it('counts back in whole units, in the language', async () => {
    await activateLanguage('en');
    expect(formatAgo(10_000)).toBe('now');
    expect(formatAgo(5 * 60_000)).toBe('5 minutes ago');
    expect(formatAgo(26 * 3_600_000)).toBe('1 day ago');
    await activateLanguage('de');
    expect(formatAgo(3 * 3_600_000)).toBe('vor 3 Stunden');
    await activateLanguage('fr');
    expect(formatAgo(2 * 86_400_000)).toBe('il y a 2 jours');
    await activateLanguage('pl');
    expect(formatAgo(5 * 60_000)).toBe('5 minut temu');
    expect(formatAgo(2 * 60_000)).toBe('2 minuty temu');
  });

  it('is written in a language given, before the app has activated one (the wallet painted on reopening)', async () => {
    await activateLanguage('en');
    expect(formatAgo(3 * 3_600_000, formatLocale('de'))).toBe('vor 3 Stunden');
    expect(formatAgo(5 * 60_000, formatLocale('pl'))).toBe('5 minut temu');
    expect(formatAgo(5 * 60_000)).toBe('5 minutes ago');
  });
});
