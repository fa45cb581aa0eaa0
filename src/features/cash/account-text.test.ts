import { describe, expect, it } from 'vitest';
import { accountText, maskedAccountText } from './account-text.js';

describe('a bank account on the withdrawal review', () => {
  it('shows an IBAN masked but for its country, check digits and last four', () => {
    const a = { iban: 'DE89370400440532013000', bsb: null, account_number: null };
    expect(maskedAccountText(a)).toBe('DE89 •••• 3000');
    expect(accountText(a)).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('shows an Australian account by its BSB and the number’s last four', () => {
    expect(maskedAccountText({ iban: null, bsb: '062-000', account_number: '12345678' })).toBe('062-000 ••••5678');
  });
});
