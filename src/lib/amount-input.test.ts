import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/catalogs.js';
import {
  amountFieldText,
  fieldDecimals,
  filterAmount,
  filterCryptoAmount,
  filterFiatAmount,
  isCompleteAmount,
  readAmount,
  toWireAmount,
} from './amount-input.js';

afterAll(() => activateLanguage('en'));

describe('crypto amount input', () => {
  it('keeps digits and one dot, at most 8 decimals', () => {
    expect(filterCryptoAmount('12.345678901')).toBe('12.34567890');
    expect(filterCryptoAmount('1.2.3')).toBe('1.23');
    expect(filterCryptoAmount('abc1e5-+ 2')).toBe('152');
    expect(filterCryptoAmount('-5')).toBe('5');
  });
  it('honours a smaller precision of the asset', () => {
    expect(filterCryptoAmount('1.1234567', 6)).toBe('1.123456');
    expect(filterCryptoAmount('1.123456789', 18)).toBe('1.12345678');
  });
  it('tidies leading zeros and a leading dot', () => {
    expect(filterCryptoAmount('007')).toBe('7');
    expect(filterCryptoAmount('00.5')).toBe('0.5');
    expect(filterCryptoAmount('.5')).toBe('0.5');
    expect(filterCryptoAmount('0')).toBe('0');
  });
  it('reads a lone decimal comma as the dot', () => {
    expect(filterAmount('0,25', 8)).toBe('0.25');
  });
});

describe('fiat amount input', () => {
  it('strips the currency symbol and keeps 2 decimals', () => {
    expect(filterFiatAmount('$12.345')).toBe('12.34');
    expect(filterFiatAmount('AU$250')).toBe('250');
    expect(filterFiatAmount('€1,250.50')).toBe('1250.50');
    expect(filterFiatAmount('1.')).toBe('1.');
  });
});

describe('wire amounts', () => {
  it('sends a canonical decimal', () => {
    expect(toWireAmount('1.')).toBe('1');
    expect(toWireAmount('1.500')).toBe('1.5');
    expect(toWireAmount('0.00')).toBe('0');
    expect(toWireAmount('')).toBe('');
  });
  it('knows when an amount may be quoted', () => {
    expect(isCompleteAmount('0.5')).toBe(true);
    expect(isCompleteAmount('0.')).toBe(false);
    expect(isCompleteAmount('0.000')).toBe(false);
    expect(isCompleteAmount('')).toBe(false);
  });
});

describe("the language's decimal mark", () => {
  it("reads a German '0,5' as 0.5 and keeps the comma the customer typed", () => {
    expect(readAmount('0,5', 8)).toEqual({ text: '0,5', value: '0.5' });
    expect(readAmount('0,', 8)).toEqual({ text: '0,', value: '0.' });
  });
  it("reads a grouped '1.234,5' as 1234.5, and '1,234.5' the same", () => {
    expect(readAmount('1.234,5', 8)).toEqual({ text: '1.234,5', value: '1234.5' });
    expect(readAmount('1,234.5', 8).value).toBe('1234.5');
    expect(filterFiatAmount('1 234,56 €')).toBe('1234.56');
    expect(filterFiatAmount('12,50 €')).toBe('12.50');
  });
  it('reads a lone point as the decimal mark in every language, and drops a stray second mark', () => {
    expect(readAmount('1.234', 8).value).toBe('1.234');
    expect(readAmount('1,5.', 8)).toEqual({ text: '1,5', value: '1.5' });
    expect(readAmount('1.000.000', 8).value).toBe('1000000');
  });
  it('never loses a digit of a crypto amount', () => {
    expect(readAmount('123456789012345,12345678', 8).value).toBe('123456789012345.12345678');
  });
  it('shows a canonical amount in the language, and a free-typed one back to canonical', async () => {
    await activateLanguage('de');
    expect(amountFieldText('0.5')).toBe('0,5');
    await activateLanguage('en');
    expect(amountFieldText('0.5')).toBe('0.5');
  });
});

/** Types `keys` one by one as the amount field does: each keystroke reads the field's text so far. */
function typeKeys(keys: string, maxDecimals: number): Array<{ text: string; value: string }> {
  let text = '';
  return [...keys].map((key) => {
    const next = readAmount(text + key, maxDecimals);
    text = next.text;
    return next;
  });
}

describe('typing an amount key by key', () => {
  it("reaches 1234,5 in a German fiat field typed as '1.234,5', never dropping a digit", async () => {
    await activateLanguage('de');
    const steps = typeKeys('1.234,5', 2);
    expect(steps.map((s) => s.text)).toEqual(['1', '1.', '1.2', '1.23', '1.234', '1.234,', '1.234,5']);
    expect(steps.at(-1)?.value).toBe('1234.5');
    expect(steps[4]?.value).toBe('1234');
    expect(typeKeys('12.345.678,90', 2).at(-1)).toEqual({ text: '12.345.678,90', value: '12345678.90' });
    expect(typeKeys('1234,5', 2).at(-1)?.value).toBe('1234.5');
    // A decimal point still reads as one where the field can hold its decimals.
    expect(typeKeys('1.25', 2).at(-1)?.value).toBe('1.25');
    expect(typeKeys('1.234', 8).at(-1)?.value).toBe('1.234');
  });

  it("reaches 1234.5 in an English fiat field typed as '1,234.5', and still refuses a third decimal", async () => {
    await activateLanguage('en');
    expect(typeKeys('1,234.5', 2).at(-1)).toEqual({ text: '1,234.5', value: '1234.5' });
    expect(typeKeys('1.234', 2).at(-1)).toEqual({ text: '1.23', value: '1.23' });
  });

  it('reaches 1234,5 in Polish and French, where a space groups', async () => {
    for (const language of ['pl', 'fr'] as const) {
      await activateLanguage(language);
      expect(typeKeys('1 234,5', 2).at(-1)?.value).toBe('1234.5');
    }
    await activateLanguage('en');
  });
});

/** An amount typed or pasted whole into a fiat field (a price alert's level, a plan's amount, Buy). */
const fiat = (text: string) => toWireAmount(readAmount(text, fieldDecimals('fiat')).value);

describe('a fiat amount in every language, read the one way every amount field reads it', () => {
  it("reads German '90.000' as ninety thousand and '75.000,50' as 75000.5", async () => {
    await activateLanguage('de');
    expect(fiat('90.000')).toBe('90000');
    expect(fiat('75.000,50')).toBe('75000.5');
    expect(fiat('1.234.567,89 €')).toBe('1234567.89');
    expect(fiat('0,5')).toBe('0.5');
    expect(fiat('12.5')).toBe('12.5');
  });
  it("reads French and Polish '90 000' and '75 000,50', a no-break space too", async () => {
    for (const language of ['fr', 'pl'] as const) {
      await activateLanguage(language);
      expect(fiat('90 000')).toBe('90000');
      expect(fiat('90\u00a0000')).toBe('90000');
      expect(fiat('75 000,50')).toBe('75000.5');
      expect(fiat('75\u202f000,50 €')).toBe('75000.5');
      expect(fiat('0,5')).toBe('0.5');
    }
  });
  it("reads English '90,000' and '75,000.50', and a point as the decimal mark", async () => {
    await activateLanguage('en');
    expect(fiat('90,000')).toBe('90000');
    expect(fiat('75,000.50')).toBe('75000.5');
    expect(fiat('A$90,000')).toBe('90000');
    expect(fiat('90.000')).toBe('90');
    expect(fiat('0.5')).toBe('0.5');
  });
  it('never reads a sign or a letter as part of the amount', async () => {
    await activateLanguage('de');
    expect(fiat('-5')).toBe('5');
    expect(fiat('five')).toBe('');
    expect(fiat('1e5')).toBe('15');
    await activateLanguage('en');
  });
});
