import { describe, expect, it } from 'vitest';
import { filterAmount, filterCryptoAmount, filterFiatAmount, isCompleteAmount, toWireAmount } from './amount-input.js';

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
