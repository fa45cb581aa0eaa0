/**
 * The refusals of the bank-account calls in the customer's language: the server names the field
 * and gives the contract's English words (decision 243); each is shown here in its own words. The
 * transport words a refused field only generically outside English ("Check this entry."), so the
 * words are looked up in the answer as the server wrote it (`serverErrors`).
 */
import { t } from '@lingui/core/macro';
import {
  BANK_ACCOUNT_LABEL_MAX,
  BANK_ACCOUNTS_MAX,
  BANK_ACCOUNT_MESSAGES as BM,
} from '../../../contract/bank-accounts.js';
import { ApiCallError } from '../../api/api-error.js';
import type { FormErrors } from './address-book-form.js';

function translated(message: string): string | undefined {
  switch (message) {
    case BM.labelInvalid:
      return t`Enter a name for this account (up to ${BANK_ACCOUNT_LABEL_MAX} characters).`;
    case BM.holderInvalid:
      return t`Enter the account holder's name.`;
    case BM.notYourName:
      return t`Withdrawals go only to accounts in your own verified name.`;
    case BM.bsbFormat:
      return t`Enter the 6-digit BSB, e.g. 062-000.`;
    case BM.bsbUnknown:
      return t`This BSB does not exist. Check it on your bank statement.`;
    case BM.accountNumberFormat:
      return t`Enter the account number: 5 to 9 digits.`;
    case BM.ibanInvalid:
      return t`This IBAN is not valid. Check it for a typing error.`;
    case BM.ibanNotSepa:
      return t`Enter an IBAN of a SEPA country.`;
    case BM.duplicate:
      return t`This account is already in your bank accounts.`;
    case BM.full:
      return t`You can save up to ${BANK_ACCOUNTS_MAX} bank accounts. Remove one first.`;
    default:
      return undefined;
  }
}

/**
 * Each field's refusal in the active language, where the server gave the contract's words; others
 * (password, 2FA code, the form) as the transport worded them.
 */
export function bankFormErrors(errors: FormErrors, err: unknown): FormErrors {
  const known = err instanceof ApiCallError ? Object.entries(err.serverErrors) : [];
  const worded = known.flatMap(([field, message]) => {
    const words = translated(message);
    return words === undefined ? [] : [[field, words] as const];
  });
  return { ...errors, ...Object.fromEntries(worded) };
}
