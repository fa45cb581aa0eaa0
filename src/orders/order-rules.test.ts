import { describe, expect, it } from 'vitest';
import { quoteFeeShare } from '../lib/fees.js';
import { expiresAtOf, receivedAt, wirePrice } from './order-rules.js';

describe('the order form’s arithmetic', () => {
  it('sends a coin’s price as typed, and a price in cash as its inverse rounded in the customer’s favour', () => {
    expect(wirePrice('SOL', 'limit', '250')).toBe('250');
    // Buy BTC if it falls to 60,000 AUD: BTC per dollar, rounded up so it never fills above 60,000.
    expect(wirePrice('AUD', 'limit', '60000')).toBe('0.000016666666666667');
    expect(wirePrice('AUD', 'stop', '60000')).toBe('0.000016666666666666');
    expect(wirePrice('SOL', 'limit', '0')).toBeNull();
    expect(wirePrice('SOL', 'limit', '')).toBeNull();
  });

  it('says what arrives at the price, and the fee at the swap’s share when known', () => {
    expect(receivedAt({ source: 'SOL', target: 'USDC', amount: '4', typed: '250' }, null)).toEqual({
      gross: '1000',
      fee: null,
      net: null,
    });
    expect(receivedAt({ source: 'SOL', target: 'USDC', amount: '4', typed: '250' }, '0.001')).toEqual({
      gross: '1000',
      fee: '1',
      net: '999',
    });
    expect(receivedAt({ source: 'AUD', target: 'BTC', amount: '600', typed: '60000' }, '0')?.net).toBe('0.01');
    expect(quoteFeeShare({ fee: '1', target_currency_amount: '999' })).toBe('0.001');
  });

  it('sends no date for the longest expiry, and the chosen number of days otherwise', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(expiresAtOf('max', now)).toBeUndefined();
    expect(expiresAtOf('7', now)).toBe('2026-01-08T00:00:00.000Z');
  });
});
