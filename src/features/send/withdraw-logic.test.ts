import { beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import {
  cryptoAmountOf,
  kycGate,
  overBalance,
  switchAmount,
  toggleAmount,
  wireWithdrawAmount,
} from './withdraw-logic.js';

beforeAll(async () => {
  await loadCatalogs(['send']);
  await activateLanguage('en');
});

describe('KYC gate', () => {
  it('allows only approved; rejected and submitted get their toasts; others verify', () => {
    expect(kycGate('approved')).toEqual({ kind: 'allowed' });
    expect(kycGate('rejected')).toEqual({
      kind: 'toast',
      message: 'Your account verification was rejected. Please contact support for assistance.',
    });
    expect(kycGate('submitted')).toEqual({
      kind: 'toast',
      message: 'Your account verification is under review. Please wait for approval before making withdrawals.',
    });
    for (const s of ['pending', 'not_started', 'incomplete', undefined, null, 'weird'])
      expect(kycGate(s)).toEqual({ kind: 'verify' });
  });
});

describe('amount switch', () => {
  it('converts fiat to crypto with 6 decimals and crypto to fiat with 2', () => {
    expect(cryptoAmountOf('100', 'fiat', '97000')).toBe('0.00103');
    expect(cryptoAmountOf('0.5', 'crypto', null)).toBe('0.5');
    expect(cryptoAmountOf('100', 'fiat', null)).toBe('');
    expect(switchAmount('0.0123', 'crypto', '97000.5', 'BTC')).toBe('1193.1');
    expect(switchAmount('250', 'fiat', '2.31', 'XRP')).toBe('108.225108');
    expect(switchAmount('', 'fiat', '2.31', 'XRP')).toBe('');
  });
  it('toggling back gives back exactly what was typed, until the amount is edited', () => {
    const price = '155829.17';
    const there = toggleAmount('100', 'fiat', price, 'BTC', null);
    expect(there.value).toBe('0.000641');
    // Converting back on its own would drift: 0.000641 BTC is AU$99.88.
    expect(switchAmount(there.value, 'crypto', price, 'BTC')).not.toBe('100');
    const back = toggleAmount(there.value, 'crypto', price, 'BTC', there.memo);
    expect(back.value).toBe('100');
    // Edited after switching: the edit is converted, not replaced.
    const edited = toggleAmount('0.001', 'crypto', price, 'BTC', there.memo);
    expect(edited.value).toBe('155.82');
  });
  it('sends at most 8 decimals and no more than the coin allows', () => {
    expect(wireWithdrawAmount('0.123456789', 'ETH')).toBe('0.12345678');
    expect(wireWithdrawAmount('1.1234567', 'USDT')).toBe('1.123456');
  });
});

describe('banner', () => {
  it('shows the banner at zero balance or above the balance', () => {
    expect(overBalance('', '0')).toBe(true);
    expect(overBalance('0.1', '0.1')).toBe(false);
    expect(overBalance('0.10000001', '0.1')).toBe(true);
  });
});
