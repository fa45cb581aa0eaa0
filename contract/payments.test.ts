import { describe, expect, it } from 'vitest';
import {
  buyAmountError,
  buyFee,
  buyKycDecision,
  buyKycLeft,
  buyTotal,
  cryptoForFiat,
  fiatForCrypto,
  isProfileComplete,
  missingProfileFields,
  profileMissingText,
  resultFromReturnUrl,
} from './payments.js';

describe('buy rules', () => {
  it('fee is 0.5% of fiat to 2 decimals, total adds it', () => {
    expect(buyFee('50')).toBe('0.25');
    expect(buyFee('33.33')).toBe('0.17');
    expect(buyFee('0.99')).toBe('0.00');
    expect(buyTotal('50')).toBe('50.25');
    expect(buyTotal('200')).toBe('201.00');
  });

  it('KYC gate: above 200 needs approval, rejected never buys', () => {
    // What the card is charged counts: 199.00 + 1.00 fee is 200.00; 199.50 + 1.00 is 200.50.
    expect(buyKycDecision('199', 'not_started')).toBe('allowed');
    expect(buyKycDecision('199.50', 'not_started')).toBe('verify');
    expect(buyKycDecision('200', 'pending')).toBe('verify');
    // ... added to what was charged in the window.
    expect(buyKycDecision('49', 'not_started', '150.00')).toBe('allowed');
    expect(buyKycDecision('50', 'not_started', '150.00')).toBe('verify');
    expect(buyKycDecision('5000', 'approved', '9000')).toBe('allowed');
    expect(buyKycLeft('150.25')).toBe('49.75');
    expect(buyKycLeft('250')).toBe('0.00');
    expect(buyKycDecision('300', 'submitted')).toBe('verify');
    expect(buyKycDecision('300', 'approved')).toBe('allowed');
    expect(buyKycDecision('5', 'rejected')).toBe('rejected');
  });

  it('profile needs address, city, state and postal', () => {
    expect(isProfileComplete({ address: 'a', city: 'b', state: 'c', postal: 'd' })).toBe(true);
    expect(isProfileComplete({ address: 'a', city: 'b', state: ' ', postal: 'd' })).toBe(false);
    expect(isProfileComplete(null)).toBe(false);
  });
  it('names the fields a buy still needs', () => {
    expect(missingProfileFields({ address: 'a', city: ' ', state: 'c', postal: '' })).toEqual(['city', 'postcode']);
    expect(profileMissingText(missingProfileFields({ address: 'a', city: ' ', state: 'c', postal: '' }))).toBe(
      'Add your city and postcode in Profile → Account to buy. A card purchase needs your full address.',
    );
    expect(profileMissingText(missingProfileFields(null))).toBe(
      'Add your address, city, state or province and postcode in Profile → Account to buy. A card purchase needs your full address.',
    );
  });

  it('links crypto and fiat without giving away value', () => {
    expect(cryptoForFiat('50', '146955', 'BTC')).toBe('0.00034024');
    expect(fiatForCrypto('0.00034024', '146955')).toBe('50.00');
    expect(fiatForCrypto('0.001', '97000.123')).toBe('97.01');
    expect(cryptoForFiat('10', '3.4845', 'XRP')).toBe('2.869852');
    expect(cryptoForFiat('10', '0', 'BTC')).toBe('0');
  });

  it('checks in the specification order', () => {
    expect(buyAmountError('', '10', '1')).toBe('Please enter a valid amount');
    expect(buyAmountError('1', '0', '1')).toBe('Invalid amount calculated');
    expect(buyAmountError('1', '1', '0')).toBe('Exchange rate not available. Please try again.');
    expect(buyAmountError('1', '1', '1')).toBeUndefined();
  });
});

describe('payment form', () => {
  it('reads the result from the return address', () => {
    expect(resultFromReturnUrl('http://x/success?token=1')).toBe('success');
    expect(resultFromReturnUrl('http://x/decline?token=1&status=failed')).toBe('declined');
    expect(resultFromReturnUrl('http://x/fail')).toBe('failed');
    expect(resultFromReturnUrl('http://x/cancel')).toBe('cancelled');
    expect(resultFromReturnUrl('http://x/sandbox/pay/?token=1')).toBe('unknown');
  });
});
