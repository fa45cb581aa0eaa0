import { describe, expect, it } from 'vitest';
import {
  isValidQuoteTtl,
  SWAP_MESSAGES,
  WITHDRAW_MESSAGES,
  withdrawAmountError,
  withdrawKycMessage,
} from './exchange.js';
import { routeById } from './routes.js';
import { withdrawFormError, withdrawFormProblem } from './withdraw-form.js';

const BTC = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const base = {
  amount: '0.1',
  address: BTC,
  symbol: 'BTC' as const,
  route: routeById(1),
  supportedSymbols: ['BTC', 'ETH'],
  balance: '0.5',
};

describe('withdraw form rules (specification section 5, in order)', () => {
  it('accepts a complete, valid request', () => {
    expect(withdrawFormError(base)).toBeUndefined();
    expect(withdrawFormError({ ...base, amount: '0.5' })).toBeUndefined();
  });

  it('gives the first problem with the exact message', () => {
    expect(withdrawFormError({ ...base, amount: ' ' })).toBe('Please enter both amount and address');
    expect(withdrawFormError({ ...base, address: '' })).toBe('Please enter both amount and address');
    expect(withdrawFormError({ ...base, route: undefined })).toBe('Please select a network');
    expect(withdrawFormError({ ...base, address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' })).toBe(
      'Invalid BTC address format',
    );
    expect(withdrawFormError({ ...base, supportedSymbols: ['ETH', 'SOL'] })).toBe(
      'BTC withdrawals are not supported yet. Only ETH, SOL are supported.',
    );
    expect(withdrawFormError({ ...base, amount: '0' })).toBe('Please enter a valid amount');
    expect(withdrawFormError({ ...base, amount: 'abc' })).toBe('Please enter a valid amount');
    expect(withdrawFormError({ ...base, amount: '0.500000001' })).toBe('Amount allows at most 8 decimals');
    expect(withdrawFormError({ ...base, amount: '0.50000001' })).toBe('Insufficient balance');
  });

  it('names the payload field each problem belongs under, whatever its text', () => {
    const field = (input: Partial<typeof base>) => withdrawFormProblem({ ...base, ...input })?.field;
    expect(field({ address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' })).toBe('cryptoAddress');
    expect(field({ amount: '0.50000001' })).toBe('amount');
    // The coin's own decimal limit reads differently from the 8-decimal one: same field.
    expect(field({ amount: '0.500000001' })).toBe('amount');
    expect(field({ route: undefined })).toBe('paymentRouteId');
    expect(field({ amount: ' ' })).toBe('form');
  });

  it('limits decimals to 8 and to the coin', () => {
    expect(withdrawAmountError('1.12345678', 'BTC')).toBeUndefined();
    expect(withdrawAmountError('1.1234567', 'USDT')).toBe('Amount allows at most 6 decimals');
    expect(withdrawAmountError('-1', 'BTC')).toBe(WITHDRAW_MESSAGES.invalidAmount);
  });

  it('names the KYC refusal by status', () => {
    expect(withdrawKycMessage('rejected')).toBe(
      'Your account verification was rejected. Please contact support for assistance.',
    );
    expect(withdrawKycMessage('submitted')).toBe(
      'Your account verification is under review. Please wait for approval before making withdrawals.',
    );
    expect(withdrawKycMessage(undefined)).toBe(WITHDRAW_MESSAGES.kycRequired);
  });
});

describe('swap rules', () => {
  it('accepts a ttl of 1 to 60 whole seconds', () => {
    for (const ok of [1, 10, 20, 60]) expect(isValidQuoteTtl(ok)).toBe(true);
    for (const bad of [0, 61, 1.5, '10', null]) expect(isValidQuoteTtl(bad)).toBe(false);
  });

  it("puts 'less than min amount' in the minimum refusal", () => {
    expect(SWAP_MESSAGES.belowMinAmount('0.0001', 'BTC')).toContain('less than min amount');
    expect(SWAP_MESSAGES.pairNotAvailable('BTC', 'ETH')).toBe(
      'Trading pair BTC to ETH is not available on the exchange. Please select different currencies.',
    );
  });
});
