/** A saved bank account as the cash screens write it. */
import type { SavedBankAccount } from '../../../contract/bank-accounts.js';

type AccountNumbers = Pick<SavedBankAccount, 'iban' | 'bsb' | 'account_number'>;

/** Digits shown at the end of a masked account: enough to tell one's own accounts apart. */
const SHOWN = 4;

/** The account as the bank prints it: an IBAN in groups of four, or BSB and account number. */
export function accountText(a: AccountNumbers): string {
  return a.iban ? a.iban.replace(/(.{4})(?=.)/g, '$1 ') : `${a.bsb ?? ''} ${a.account_number ?? ''}`.trim();
}

/**
 * The account on a review, as banks and brokers show it: the IBAN's country and check digits and
 * its last four ('DE89 •••• 3000'), or the BSB and the account number's last four.
 */
export function maskedAccountText(a: AccountNumbers): string {
  if (a.iban) return `${a.iban.slice(0, 4)} •••• ${a.iban.slice(-SHOWN)}`;
  const number = a.account_number ?? '';
  return `${a.bsb ?? ''} ••••${number.slice(-SHOWN)}`.trim();
}
