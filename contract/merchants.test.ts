import { describe, expect, it } from 'vitest';
import { CARD_STATUS_LABELS } from './card-purchases.js';
import {
  defaultMerchant,
  LISTING_DEFAULT_LIMIT,
  MERCHANT_CODES,
  merchantDisplayName,
  merchantStatus,
  merchantStatusName,
  parseListingPayload,
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

describe('listing payload', () => {
  it('fills the defaults of the admin screen', () => {
    expect(
      parseListingPayload({ user_id: 'm', page: 1, search_key: '', order: '', sourceSearch: '', statusSearch: '' }),
    ).toEqual({
      ok: true,
      query: {
        page: 1,
        limit: LISTING_DEFAULT_LIMIT,
        searchKey: '',
        order: 'desc',
        sourceSearch: '',
        statusSearch: '',
        merchantId: 'm',
      },
    });
  });

  it('accepts digit strings and trims text', () => {
    const r = parseListingPayload({ user_id: 'm', page: '3', limit: '500', search_key: '  abc ', order: 'ASC' });
    expect(r).toMatchObject({ ok: true, query: { page: 3, limit: 500, searchKey: 'abc', order: 'asc' } });
  });

  it('names each bad field', () => {
    const r = parseListingPayload({ page: 0, limit: 501, order: 'x', statusSearch: 'ok', search_key: 'a\u0000' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['limit', 'order', 'page', 'search_key', 'statusSearch', 'user_id']);
  });
});
