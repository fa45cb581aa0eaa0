import { describe, expect, it } from 'vitest';
import { estimateAtMarket, estimateReceived } from './quote-estimate.js';

describe('estimateReceived', () => {
  it('converts through the USD prices on the device, rounded down to the target coin', () => {
    // 0.5 BTC at 60,000 USD into ETH at 3,000 USD: 10 ETH.
    expect(estimateReceived({ amount: '0.5', fromUsd: '60000', toUsd: '3000', scale: 18 })).toBe('10');
    // 1 USD-coin into a coin at 3 USD: 0.333333 at 6 decimals, never rounded up.
    expect(estimateReceived({ amount: '1', fromUsd: '1', toUsd: '3', scale: 6 })).toBe('0.333333');
    expect(estimateReceived({ amount: '2', fromUsd: '1', toUsd: '3', scale: 6 })).toBe('0.666666');
  });

  it('shows nothing without a price on the device or without a usable amount', () => {
    expect(estimateReceived({ amount: '1', fromUsd: undefined, toUsd: '3', scale: 8 })).toBeNull();
    expect(estimateReceived({ amount: '1', fromUsd: '3', toUsd: undefined, scale: 8 })).toBeNull();
    expect(estimateReceived({ amount: '1', fromUsd: '3', toUsd: '0', scale: 8 })).toBeNull();
    expect(estimateReceived({ amount: '1', fromUsd: 'abc', toUsd: '3', scale: 8 })).toBeNull();
    expect(estimateReceived({ amount: '', fromUsd: '1', toUsd: '3', scale: 8 })).toBeNull();
    expect(estimateReceived({ amount: '0', fromUsd: '1', toUsd: '3', scale: 8 })).toBeNull();
    expect(estimateReceived({ amount: '1.', fromUsd: '1', toUsd: '3', scale: 2 })).toBe('0.33');
  });

  it('shows nothing for an amount too small to receive anything', () => {
    expect(estimateReceived({ amount: '0.00000001', fromUsd: '1', toUsd: '60000', scale: 8 })).toBeNull();
  });
});

describe('the estimate at the market prices the device holds', () => {
  it('reads both coins’ prices and the received coin’s decimals, and says nothing without a price', () => {
    const ticks = { BTC: { priceUsd: '60000' }, ETH: { priceUsd: '3000' } };
    expect(estimateAtMarket('0.5', 'BTC', 'ETH', ticks)).toBe('10');
    expect(estimateAtMarket('0.5', 'BTC', 'SOL', ticks)).toBeNull();
  });
});
