/**
 * Money through the bank (decisions 240-242): the cash currency of a region, a customer's deposit
 * details as the API answers them, their cash balance, the refusals' words, and the EPC QR
 * ("GiroCode") payload a banking app scans to fill in a SEPA transfer.
 */

import type { CoinSymbol } from './assets.js';

/** The currencies customers hold as cash: AUD in Australia, EUR in the EU. */
export type CashCurrency = 'AUD' | 'EUR';

/** What a swap or a sale may be paid into: a coin, or the customer's cash currency (decision 266). */
export type SwapTarget = CoinSymbol | CashCurrency;

/** The cash currency of a customer's region currency, or null where no bank deposit is offered. */
export function cashCurrencyOf(regionCurrency: string | null | undefined): CashCurrency | null {
  return regionCurrency === 'AUD' || regionCurrency === 'EUR' ? regionCurrency : null;
}

export interface DepositDetailsData {
  currency: CashCurrency;
  /** The name the account is held in (the customer's verified name). */
  account_name: string;
  /** AUD: the PayID, BSB and account number. */
  payid: string | null;
  bsb: string | null;
  account_number: string | null;
  /** EUR: the virtual IBAN, its BIC and the reference to quote. */
  iban: string | null;
  bic: string | null;
  reference: string;
  /** EUR: the EPC QR payload to show as a QR code; null in Australia. */
  girocode: string | null;
  /** The smallest and largest deposit credited, with 2 decimals. */
  min_amount: string;
  max_amount: string;
}

export interface CashDeposit {
  id: string;
  amount: string;
  currency: CashCurrency;
  /** credited, or returned to the sender (a name not the customer's, an amount outside the limits). */
  state: 'credited' | 'returned';
  payer_name: string;
  reason: string | null;
  received_at: string;
}

/** A cash withdrawal as the customer follows it: pending until the bank's word, then sent or failed. */
export interface CashWithdrawal {
  id: string;
  amount: string;
  currency: CashCurrency;
  /**
   * failed: the bank failed or returned the payout before paying it, and the amount is back on the
   * balance; returned: paid, then returned by the bank, and the amount back (decision 312).
   */
  state: 'pending' | 'sent' | 'failed' | 'returned';
  /**
   * At or above the four-eyes setting: 'waiting' for compliance's review before it is paid out,
   * then 'approved' or 'rejected' (returned to the balance); null when no review was needed (decision 315).
   */
  review: 'waiting' | 'approved' | 'rejected' | null;
  /** The saved account's label, or null when it was removed since. */
  bank_account: string | null;
  /** The account paid: an IBAN, or "BSB account-number". */
  beneficiary: string;
  created_at: string;
  settled_at: string | null;
}

/**
 * A trade paid from the cash balance (a purchase) or into it (a sale to cash), as the cash screen
 * lists it beside the bank's movements: the same transfer as the history's row (decision 436).
 */
export interface CashTrade {
  /** The history's account_transaction_id of the cash leg. */
  id: string;
  type: 'Buy' | 'Sell';
  /** What the balance paid or received, 2 decimals. */
  amount: string;
  currency: CashCurrency;
  coin: CoinSymbol;
  coin_amount: string;
  created_at: string;
}

export interface CashBalanceData {
  currency: CashCurrency;
  /** Cents as a decimal with 2 decimals. */
  balance: string;
  deposits: CashDeposit[];
  /** The latest cash withdrawals, newest first (decision 269). */
  withdrawals: CashWithdrawal[];
  /** The latest purchases from the balance and sales to cash, newest first (decision 436). */
  trades: CashTrade[];
}

export const BANK_MESSAGES = {
  regionNotSupported: 'Bank deposits and withdrawals are available to customers in Australia and the EU.',
  kycRequired: 'Please complete account verification before depositing from your bank.',
  unavailable: 'Bank details are unavailable right now. Please try again shortly.',
  returnedName: 'The sending account is not in your verified name. The money was returned to the sender.',
  returnedBelowMin: 'The amount is below the minimum deposit. The money was returned to the sender.',
  returnedAboveMax: 'The amount is above the maximum deposit. The money was returned to the sender.',
  returnedCurrency: 'The payment was not in your account currency. The money was returned to the sender.',
  returnedAccount:
    'The account this payment reached cannot take deposits any more. The money was returned to the sender.',
} as const;

/**
 * The EPC QR payload (EPC069-12, version 002) of a SEPA credit transfer to `iban`: the fields one
 * per line, the reference as unstructured remittance information (at most 140 characters).
 */
export function epcGiroCode(p: {
  name: string;
  iban: string;
  bic: string | null;
  reference: string;
  amount?: string;
}): string {
  const amount = p.amount ? `EUR${p.amount}` : '';
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    p.bic ?? '',
    p.name.slice(0, 70),
    p.iban.replace(/\s+/g, ''),
    amount,
    '',
    '',
    p.reference.slice(0, 140),
  ].join('\n');
}
