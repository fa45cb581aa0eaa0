import { describe, expect, it } from 'vitest';
import { buyPrecheck, kycGate, recordedResult, sellButton, unrecordedResult } from './trade-rules.js';

const complete = { address: '1 Main St', city: 'Sydney', state: 'NSW', postal: '2000' };

describe('buy checks', () => {
  it('amounts, then profile, then KYC above 200', () => {
    expect(buyPrecheck({ crypto: '', fiat: '', price: '1', user: complete })).toEqual({
      kind: 'error',
      message: 'Please enter a valid amount',
    });
    expect(buyPrecheck({ crypto: '0.1', fiat: '10', price: '0', user: complete })).toEqual({
      kind: 'error',
      message: 'Exchange rate not available. Please try again.',
    });
    expect(buyPrecheck({ crypto: '0.1', fiat: '10', price: '100', user: { ...complete, city: '' } })).toEqual({
      kind: 'profile',
    });
    // What the card is charged decides: 199.00 + 1.00 fee is 200.00, 199.50 + 1.00 is 200.50.
    expect(buyPrecheck({ crypto: '0.1', fiat: '199', price: '1990', user: complete })).toEqual({ kind: 'ok' });
    expect(buyPrecheck({ crypto: '0.1', fiat: '199.50', price: '1995', user: complete })).toEqual({ kind: 'kyc' });
    expect(buyPrecheck({ crypto: '0.1', fiat: '200', price: '2000', user: complete })).toEqual({ kind: 'kyc' });
    expect(buyPrecheck({ crypto: '0.1', fiat: '300', price: '3000', user: complete })).toEqual({ kind: 'kyc' });
  });

  it('KYC gate by status', () => {
    expect(kycGate('300', 'approved')).toEqual({ kind: 'pay' });
    expect(kycGate('300', 'rejected')).toEqual({
      kind: 'toast',
      message: 'Your account verification was rejected. Please contact support for assistance.',
    });
    for (const s of ['pending', 'submitted', 'incomplete', 'not_started'])
      expect(kycGate('300', s)).toEqual({ kind: 'prompt' });
  });
});

describe('payment results', () => {
  it('only a verified success is a success', () => {
    const base = { trackingId: 't', token: 'k', reportId: 'r', amount: '50.25', crypto: '0.0003 BTC' };
    expect(recordedResult({ ...base, verified: 'success' })).toMatchObject({
      success: true,
      transactionInserted: true,
    });
    expect(recordedResult({ ...base, verified: 'declined' })).toMatchObject({ success: false, failed: true });
    expect(recordedResult({ ...base, verified: 'cancelled' })).toMatchObject({ success: false, cancelled: true });
    expect(recordedResult({ ...base, verified: 'pending' })).toMatchObject({ success: false, pending: true });
    expect(unrecordedResult({ seen: 'success', trackingId: 't', token: 'k', message: 'x' })).toMatchObject({
      success: false,
      error: true,
      transactionInserted: false,
    });
  });
});

describe('sell button', () => {
  const s = {
    amount: '0.1',
    symbol: 'BTC',
    balanceOk: true,
    quote: 'active' as const,
    quotePending: false,
    selling: false,
  };
  it('labels of the specification', () => {
    expect(sellButton({ ...s, amount: '' }).label).toBe('Enter amount');
    expect(sellButton({ ...s, quote: 'loading' }).label).toBe('Getting Quote...');
    expect(sellButton({ ...s, quotePending: true, quote: 'none' }).label).toBe('Getting Quote...');
    expect(sellButton(s)).toEqual({ label: 'Sell BTC', enabled: true, action: 'sell' });
    expect(sellButton({ ...s, quote: 'expired' })).toEqual({ label: 'Get New Quote', enabled: true, action: 'quote' });
    expect(sellButton({ ...s, selling: true })).toMatchObject({ label: 'Selling...', enabled: false });
    expect(sellButton({ ...s, balanceOk: false }).enabled).toBe(false);
  });
});
