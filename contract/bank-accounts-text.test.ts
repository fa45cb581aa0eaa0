import { describe, expect, it } from 'vitest';
import { bankAccountText, maskedBankAccountText } from './bank-accounts.js';

describe('a saved bank account as people read it', () => {
  it('shows an IBAN in groups of four, and masked but for its country, check digits and last four', () => {
    const a = { iban: 'DE89370400440532013000', bsb: null, account_number: null };
    expect(maskedBankAccountText(a)).toBe('DE89 •••• 3000');
    expect(bankAccountText(a)).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('shows an Australian account by its BSB and number, and masked to the number’s last four', () => {
    const a = { iban: null, bsb: '062-000', account_number: '12345678' };
    expect(maskedBankAccountText(a)).toBe('062-000 ••••5678');
    expect(bankAccountText(a)).toBe('062-000 12345678');
  });
});
