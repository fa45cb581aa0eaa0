import { beforeAll, describe, expect, it } from 'vitest';
import { routeById } from '../../../contract/routes.js';
import { ApiCallError } from '../../api/errors.js';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { amountHint, shownProblem, withdrawPayload, withdrawProblem, withdrawRefusal } from './withdraw-rules.js';

beforeAll(async () => {
  await loadCatalogs(['send']);
  await activateLanguage('en');
});

const BTC = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const form = {
  amount: '0.1',
  address: BTC,
  symbol: 'BTC' as const,
  route: routeById(1),
  supportedSymbols: ['BTC', 'ETH'],
  balance: '0.5',
};

describe('the withdraw form problem', () => {
  it("gives the contract's problem first, under its field", () => {
    expect(withdrawProblem({ ...form, address: 'nope' }, '0.2')).toEqual({
      field: 'cryptoAddress',
      message: 'Invalid BTC address format',
    });
    expect(withdrawProblem({ ...form, amount: '' }, null)?.field).toBe('form');
  });

  it("words the contract's problems in the active language", async () => {
    await activateLanguage('de');
    try {
      expect(withdrawProblem({ ...form, address: 'nope' }, '0.2')?.message).toBe('Ungültiges BTC-Adressformat');
      expect(withdrawProblem({ ...form, amount: '' }, null)?.message).toBe('Bitte geben Sie Betrag und Adresse ein');
      expect(withdrawProblem(form, '0.1')?.message).toBe(
        'Der Betrag muss höher sein als die Netzwerkgebühr von 0,1 BTC',
      );
    } finally {
      await activateLanguage('en');
    }
  });

  it('refuses an amount the network fee would swallow, once the fee is known', () => {
    expect(withdrawProblem(form, '0.1')).toEqual({
      field: 'amount',
      message: 'Amount must be more than the network fee of 0.1 BTC',
    });
    expect(withdrawProblem(form, null)).toBeUndefined();
    expect(withdrawProblem(form, '0.0001')).toBeUndefined();
  });

  it('shows once either field was touched', () => {
    const problem = { field: 'form' as const, message: 'Please enter both amount and address' };
    expect(shownProblem(problem, {})).toBeNull();
    expect(shownProblem(problem, { cryptoAddress: true })).toBe(problem);
    expect(shownProblem(problem, { amount: true })).toBe(problem);
    expect(shownProblem(undefined, { amount: true, cryptoAddress: true })).toBeNull();
  });
});

describe('the amount hint', () => {
  it('gives the other currency: crypto for a fiat amount, fiat for a crypto amount when priced', () => {
    expect(amountHint('fiat', '0.5', '100', 'BTC', 'USD')).toBe('≈ 0.5 BTC');
    expect(amountHint('crypto', '0.5', '100', 'BTC', 'USD')).toMatch(/^≈ .*50\.00$/);
    expect(amountHint('crypto', '0.5', null, 'BTC', 'USD')).toBeUndefined();
    expect(amountHint('fiat', '', '100', 'BTC', 'USD')).toBeUndefined();
  });
});

describe('the withdrawal payload', () => {
  it('rounds the amount down to 8 decimals, trims the address, and carries only the proofs given', () => {
    expect(
      withdrawPayload({
        cryptoAmount: '0.123456789',
        symbol: 'BTC',
        address: ` ${BTC} `,
        routeId: 1,
        fee: null,
      }),
    ).toEqual({ amount: '0.12345678', cryptoAddress: BTC, paymentRouteId: 1 });
    expect(
      withdrawPayload({ cryptoAmount: '0.1', symbol: 'BTC', address: BTC, routeId: 1, fee: '0.0001', otp: '123456' }),
    ).toEqual({ amount: '0.1', cryptoAddress: BTC, paymentRouteId: 1, networkFee: '0.0001', otp: '123456' });
    const passkey = { id: 'credential' };
    expect(
      withdrawPayload({ cryptoAmount: '0.1', symbol: 'BTC', address: BTC, routeId: 1, fee: null, passkey }).passkey,
    ).toBe(passkey);
  });
});

describe('what a refusal leads to', () => {
  const refusal = (code: ConstructorParameters<typeof ApiCallError>[0], message = 'Any words') =>
    new ApiCallError(code, message, 400);

  it('goes by the code, whatever the words', () => {
    expect(withdrawRefusal(refusal('OTP_REQUIRED'))).toBe('askCode');
    expect(withdrawRefusal(refusal('FEE_CHANGED'))).toBe('feeChanged');
    expect(withdrawRefusal(refusal('OTP_INVALID'))).toBe('codeRefused');
    expect(withdrawRefusal(refusal('OTP_LOCKED'))).toBe('codeRefused');
    expect(withdrawRefusal(refusal('PASSKEY_REFUSED'))).toBe('codeRefused');
    expect(withdrawRefusal(refusal('LIMIT_EXCEEDED'))).toBe('limit');
    expect(withdrawRefusal(refusal('KYC_REQUIRED'))).toBe('kyc');
    expect(withdrawRefusal(refusal('KYC_REJECTED'))).toBe('kyc');
    expect(withdrawRefusal(refusal('VALIDATION', 'Invalid 2FA code. Please try again.'))).toBe('other');
  });

  it('treats anything but a refusal as a plain failure', () => {
    expect(withdrawRefusal(new Error('offline'))).toBe('other');
    expect(withdrawRefusal(undefined)).toBe('other');
  });
});
