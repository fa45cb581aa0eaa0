import { describe, expect, it } from 'vitest';
import { CARD_STATUS_LABELS } from './card-purchases.js';
import {
  defaultMerchant,
  MERCHANT_CODES,
  merchantDisplayName,
  merchantStatus,
  merchantStatusName,
  requestTypeLabel,
} from './merchants.js';

describe('merchant status rule', () => {
  it.each([
    [true, '200', 'Completed'],
    [true, 200, 'Completed'],
    [true, '201', 'Pending'],
    [true, '202', 'Pending'],
    [false, '500', 'Failed'],
    [false, '402', 'Failed'],
    [false, '201', 'Failed'],
    [undefined, '200', 'Pending'],
    ['true', '200', 'Pending'],
  ])('status %s code %s is %s', (status, code, label) => {
    expect(merchantStatus(status, code)).toBe(label);
  });
});

describe('the state a row is shown with', () => {
  it('uses the name the customer sees for the same card purchase', () => {
    const customerSees = CARD_STATUS_LABELS;
    expect(merchantStatusName(true, MERCHANT_CODES.completed)).toBe('Completed');
    expect(merchantStatusName(false, MERCHANT_CODES.declined)).toBe(customerSees.declined);
    expect(merchantStatusName(false, MERCHANT_CODES.expired)).toBe(customerSees.expired);
    expect(merchantStatusName(false, MERCHANT_CODES.cancelled)).toBe(customerSees.cancelled);
    expect(merchantStatusName(false, MERCHANT_CODES.failed)).toBe(customerSees.failed);
  });
});

describe('labels and default selection', () => {
  it('names request types 1, 2, 3 and others', () => {
    expect([1, 2, 3, 4, '2', null].map(requestTypeLabel)).toEqual([
      'Deposit',
      'Withdraw',
      'Buy',
      'Transaction',
      'Withdraw',
      'Transaction',
    ]);
  });

  it('selects the default first name, else the first merchant', () => {
    const a = { merchant_id: 'a', first_name: 'Amber', last_name: 'Pay EU' };
    const w = { merchant_id: 'w', first_name: 'Wattle', last_name: 'Pay AU' };
    expect(defaultMerchant([a, w])).toBe(w);
    expect(defaultMerchant([a])).toBe(a);
    expect(defaultMerchant([])).toBeUndefined();
    expect(merchantDisplayName(w)).toBe('Wattle Pay AU');
    expect(merchantDisplayName({ first_name: 'Solo', last_name: '' })).toBe('Solo');
  });
});
