/**
 * The customer's own bank accounts that cash withdrawals may go to (decision 243): what a saved
 * account looks like on the wire, the rules of its fields, and the words both sides show. Saved,
 * confirmed and held as crypto addresses are (decision 134).
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';
import type { CashCurrency } from './bank.js';

export const BANK_ACCOUNT_LABEL_MAX = 40;
export const HOLDER_NAME_MAX = 70;
export const BANK_ACCOUNTS_MAX = 10;

export type SavedBankAccountState = 'pending' | 'holding' | 'usable';

export interface SavedBankAccount {
  id: string;
  currency: CashCurrency;
  label: string;
  holder_name: string;
  bsb: string | null;
  account_number: string | null;
  iban: string | null;
  state: SavedBankAccountState;
  created_at: string;
  usable_at: string | null;
}

export interface BankAccountsData {
  accounts: SavedBankAccount[];
  /** How long a confirmed account waits before withdrawals may go to it, in seconds. */
  hold_seconds: number;
}

export const BANK_ACCOUNT_MESSAGES = {
  labelInvalid: `Enter a name for this account (up to ${BANK_ACCOUNT_LABEL_MAX} characters).`,
  holderInvalid: `Enter the account holder's name (up to ${HOLDER_NAME_MAX} characters).`,
  notYourName: 'Withdrawals go only to accounts in your own verified name.',
  bsbFormat: 'Enter the 6-digit BSB, e.g. 062-000.',
  bsbUnknown: 'This BSB does not exist. Check it on your bank statement.',
  accountNumberFormat: 'Enter the account number: 5 to 9 digits.',
  ibanInvalid: 'This IBAN is not valid. Check it for a typing error.',
  ibanNotSepa: 'Enter an IBAN of a SEPA country.',
  duplicate: 'This account is already in your bank accounts.',
  full: `You can save up to ${BANK_ACCOUNTS_MAX} bank accounts. Remove one first.`,
  added: 'Bank account saved. Open the link we emailed you to confirm it.',
  removed: 'Bank account removed.',
  confirmed: 'Bank account confirmed.',
  notFound: 'That bank account was not found.',
  linkInvalid: 'This confirmation link is not valid.',
  linkUsed: 'This bank account is already confirmed.',
  linkExpired: 'This confirmation link has expired. Add the account again.',
  amountInvalid: 'Enter an amount above zero with at most two decimals.',
  notAllowed: 'Withdrawals go only to a confirmed bank account of yours, once its hold has passed.',
  insufficient: 'Your cash balance is too low for this withdrawal.',
} as const;

export type CashWithdrawalReview = 'waiting' | 'approved' | 'rejected' | null;

export interface CashWithdrawalData {
  withdrawal_id: string;
  /** A request made again answers where the withdrawal stands, `returned` included (decision 312). */
  status: 'pending' | 'sent' | 'failed' | 'returned';
  /** At or above the four-eyes setting: 'waiting' for compliance's review, then decided (decision 315); else null. */
  review: CashWithdrawalReview;
}

/** A BSB as 6 digits (dashes and spaces allowed between), or null. */
export function bsbDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

export function formatBsb(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3)}`;
}

/**
 * A saved account as people read it, the same on the customer's screens and the staff desk: an
 * IBAN in groups of four, or the BSB (as saved, already formatted) and the account number.
 */
export function bankAccountText(a: { iban: string | null; bsb: string | null; account_number: string | null }): string {
  if (a.iban) return friendlyFormatIBAN(a.iban) ?? a.iban;
  return `${a.bsb ?? ''} ${a.account_number ?? ''}`.trim();
}

/** Digits shown at the end of a masked account: enough to tell one's own accounts apart. */
const SHOWN = 4;

/**
 * The account on a review, as banks and brokers show it: the IBAN's country and check digits and
 * its last four ('DE89 •••• 3000'), or the BSB and the account number's last four.
 */
export function maskedBankAccountText(a: {
  iban: string | null;
  bsb: string | null;
  account_number: string | null;
}): string {
  if (a.iban) return `${a.iban.slice(0, 4)} •••• ${a.iban.slice(-SHOWN)}`;
  const number = a.account_number ?? '';
  return `${a.bsb ?? ''} ••••${number.slice(-SHOWN)}`.trim();
}

/** An Australian account number: 5 to 9 digits (spaces and dashes dropped), or null. */
export function accountNumberDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{5,9}$/.test(digits) ? digits : null;
}

/** The SEPA scheme's countries, by IBAN country code. */
const SEPA_COUNTRIES = new Set(
  'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA'.split(
    ' ',
  ),
);

/** An IBAN in electronic form when its checksum and length hold and its country is in SEPA. */
export function checkIban(value: string): { iban: string } | { error: string } {
  const iban = electronicFormatIBAN(value) ?? '';
  if (!isValidIBAN(iban)) return { error: BANK_ACCOUNT_MESSAGES.ibanInvalid };
  if (!SEPA_COUNTRIES.has(iban.slice(0, 2))) return { error: BANK_ACCOUNT_MESSAGES.ibanNotSepa };
  return { iban };
}
