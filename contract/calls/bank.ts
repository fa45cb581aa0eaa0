/** Money through the bank: deposit details, cash balance, saved bank accounts and cash withdrawals (decisions 240-244). */

import { ADDRESS_ID_MAX, CONFIRM_TOKEN_MAX } from '../address-book.js';
import type { CashBalanceData, DepositDetailsData } from '../bank.js';
import {
  type BankAccountsData,
  BANK_ACCOUNT_MESSAGES as BM,
  type CashWithdrawalData,
  type SavedBankAccount,
} from '../bank-accounts.js';
import { defineSpec } from './define.js';
import { noFields, payload, plainText, requiredString, text, trimmed } from './fields.js';
import { withdrawalConfirmFields } from './withdrawal-fields.js';

/** Opens the customer's own deposit details at the bank on first use; verified customers only. */
export const getBankDepositDetails = defineSpec<DepositDetailsData>()({
  path: '/bank/get-deposit-details',
  access: 'user',
  payload: noFields,
});

export const getCashBalance = defineSpec<CashBalanceData>()({
  path: '/bank/get-cash-balance',
  access: 'user',
  readOnly: true,
  payload: noFields,
});

export const getBankAccounts = defineSpec<BankAccountsData>()({
  path: '/bank/get-bank-accounts',
  access: 'user',
  readOnly: true,
  payload: noFields,
});

/**
 * Saves one of the customer's own accounts (pending until the emailed link is opened), with the
 * password and 2FA as crypto addresses: BSB and account number in Australia, IBAN in the EU.
 */
export const addBankAccount = defineSpec<{ account: SavedBankAccount }>()({
  path: '/bank/add-bank-account',
  access: 'user',
  payload: payload({
    label: plainText(),
    holder_name: plainText(),
    bsb: trimmed(),
    account_number: trimmed(),
    iban: trimmed(),
    password: text(),
    otp: text(),
  }),
});

/** The emailed link's token (public: the link may be opened in any browser). */
export const confirmBankAccount = defineSpec<{ label: string; usable_at: string }>()({
  path: '/bank/confirm-bank-account',
  access: 'public',
  payload: payload({ token: requiredString(CONFIRM_TOKEN_MAX, BM.linkInvalid) }),
});

export const removeBankAccount = defineSpec<undefined>()({
  path: '/bank/remove-bank-account',
  access: 'user',
  payload: payload({ id: requiredString(ADDRESS_ID_MAX, BM.notFound) }),
});

/**
 * Withdraws cash to a saved, confirmed bank account past its hold, confirmed as every withdrawal
 * is (decision 367), within the tier limits (decision 244). Held on the ledger at once; sent or
 * returned to the balance on the bank's word.
 */
export const createCashWithdrawal = defineSpec<CashWithdrawalData>()({
  path: '/bank/create-withdrawal',
  access: 'user',
  idempotent: true,
  payload: payload({
    amount: trimmed(),
    bank_account_id: trimmed(),
    otp: text(),
    ...withdrawalConfirmFields,
  }),
});
