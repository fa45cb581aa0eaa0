import { describe, expect, it } from 'vitest';
import { checkCard, expiryPassed, luhnValid, parseExpiry } from './sandbox-card.js';

describe('sandbox card checks', () => {
  it('Luhn accepts the test cards and refuses a changed digit', () => {
    for (const n of ['4200000000000000', '4005550000000019', '4000000000000002']) expect(luhnValid(n)).toBe(true);
    expect(luhnValid('4200000000000001')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });

  it('expiry is valid through the end of its month', () => {
    const now = new Date('2026-05-31T23:00:00Z');
    expect(expiryPassed(parseExpiry('05/26')!, now)).toBe(false);
    expect(expiryPassed(parseExpiry('04/26')!, now)).toBe(true);
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('1/2030')).toEqual({ month: 1, year: 2030 });
  });

  it('names every bad field', () => {
    expect(
      checkCard({ number: '4200 0000 0000 0000', expiry: '12/30', cvc: '123', holder: 'A B' }, new Date()),
    ).toEqual({});
    expect(Object.keys(checkCard({ number: '1', expiry: 'x', cvc: '12', holder: '' }, new Date())).sort()).toEqual([
      'cvc',
      'expiry',
      'holder',
      'number',
    ]);
  });
});
