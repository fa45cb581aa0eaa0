import { describe, expect, it } from 'vitest';
import { amountAfterFee } from '../../contract/withdrawal-fee.js';
import { feePercent } from './fees.js';

describe('feePercent', () => {
  it('gives the share of the gross amount the fee took', () => {
    // 0.01 BTC at 97,118.45 USDT: 971.1845 gross, 0.1% fee, 970.213343 received (rounded down).
    expect(feePercent('0.971185', '970.213343')).toBe('0.1%');
    expect(feePercent('0.5', '99.5')).toBe('0.5%');
    expect(feePercent('0', '10')).toBe('0%');
  });
  it('is null without figures', () => {
    expect(feePercent('', '1')).toBeNull();
    expect(feePercent('0', '0')).toBeNull();
  });
});

describe('amountAfterFee', () => {
  it('is the amount less the fee, at the coin scale', () => {
    expect(amountAfterFee('0.1', '0.00005', 'BTC')).toBe('0.09995');
    expect(amountAfterFee('25', '0.5', 'USDT')).toBe('24.5');
  });
  it('is null when the amount does not cover the fee', () => {
    expect(amountAfterFee('0.00005', '0.00005', 'BTC')).toBeNull();
    expect(amountAfterFee('abc', '0.1', 'BTC')).toBeNull();
  });
});
