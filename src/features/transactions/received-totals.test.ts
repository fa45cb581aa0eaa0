import { describe, expect, it } from 'vitest';
import { receivedTotals } from './received-totals.js';

const row = (amount: string, currency: string, status: string) => ({ amount, currency, status });

describe('the total received', () => {
  it('adds what reached the balance, per currency, and leaves out what did not', () => {
    expect(
      receivedTotals([
        row('500.00', 'AUD', 'Deposited'),
        row('0.5', 'BTC', 'Deposited'),
        row('10.00', 'AUD', 'Returned'),
        row('1', 'BTC', 'Under review'),
        row('2', 'BTC', 'Failed'),
        row('0.25', 'BTC', 'Deposited'),
      ]),
    ).toEqual([
      ['AUD', '500'],
      ['BTC', '0.75'],
    ]);
  });
});
