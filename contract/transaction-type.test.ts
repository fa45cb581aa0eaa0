import { describe, expect, it } from 'vitest';
import { conversionType, tradeType } from './transaction-type.js';

describe('the kind of a trade', () => {
  it('is a sale into cash, a swap between coins', () => {
    expect(conversionType('AUD')).toBe('Sell');
    expect(conversionType('BTC')).toBe('Swap');
  });

  it('is a purchase when cash paid, whatever arrived, and as any conversion when the paid side is unknown', () => {
    expect(tradeType('EUR', 'SOL')).toBe('Buy');
    expect(tradeType('BTC', 'SOL')).toBe('Swap');
    expect(tradeType('BTC', 'AUD')).toBe('Sell');
    expect(tradeType(null, 'AUD')).toBe('Sell');
    expect(tradeType(undefined, 'ETH')).toBe('Swap');
  });
});
