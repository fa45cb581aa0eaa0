import { describe, expect, it } from 'vitest';
import {
  amountTone,
  currencySymbol,
  formatCrypto,
  formatFiat,
  formatFiatNumber,
  signed,
  unbroken,
} from './money-format.js';

describe('formatFiat', () => {
  it('shows 2 decimals with the symbol of the currency, grouped en-US', () => {
    expect(formatFiat('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatFiat('1234567.891', 'EUR')).toBe('€1,234,567.89');
    expect(formatFiat('0.004', 'AUD')).toBe('AU$0.00');
    expect(formatFiat('0.005', 'AUD')).toBe('AU$0.01');
  });
  it('puts the minus before the symbol and never shows minus zero', () => {
    expect(formatFiat('-12.5', 'USD')).toBe('-$12.50');
    expect(formatFiat('-0.001', 'USD')).toBe('$0.00');
  });
  it('shows garbage as zero rather than NaN', () => {
    expect(formatFiat('abc', 'USD')).toBe('$0.00');
    expect(formatFiat(undefined, 'GBP')).toBe('£0.00');
    expect(formatFiatNumber('1e5')).toBe('0.00');
  });
  it('knows the symbols of the specification', () => {
    expect(['USD', 'EUR', 'AUD', 'GBP', 'CAD', 'JPY', 'CHF'].map(currencySymbol)).toEqual([
      '$',
      '€',
      'AU$',
      '£',
      'C$',
      '¥',
      'CHF',
    ]);
  });
});

describe('formatCrypto', () => {
  it('shows up to 8 decimals without trailing zeros, truncating', () => {
    expect(formatCrypto('0.123456789')).toBe('0.12345678');
    expect(formatCrypto('1.50000000')).toBe('1.5');
    expect(formatCrypto('2')).toBe('2');
    expect(formatCrypto('12345.1')).toBe('12,345.1');
    expect(formatCrypto('0.000000001')).toBe('0');
  });
  it('honours a smaller precision', () => {
    expect(formatCrypto('1.1234567', 6)).toBe('1.123456');
  });
  it('never rounds up an ether amount with 18 decimals', () => {
    expect(formatCrypto('0.999999999999999999')).toBe('0.99999999');
  });
});

describe('signs and colours', () => {
  it('prefixes the sign and picks the tone', () => {
    expect(signed('0.5 BTC', '+')).toBe('+0.5 BTC');
    expect(signed('-$1.00', '-')).toBe('-$1.00');
    expect(amountTone('+')).toBe('positive');
    expect(amountTone('-')).toBe('negative');
  });
});

describe('unbroken', () => {
  it('joins a number and its unit with a non-breaking space', () => {
    expect(unbroken('0.0101 BTC')).toBe('0.0101\u00a0BTC');
  });
});
