/**
 * How a withdrawal, crypto or cash, is confirmed (decision 367): with the authenticator's code
 * or a passkey when the account has 2FA; with a passkey when it has a passkey and no 2FA; with a
 * code emailed for the purpose and the password when it has neither. A session alone never moves
 * money out. The server decides; these are the words and codes both sides share.
 *
 * The same step, with the password, confirms a change to the account's factors: turning 2FA on,
 * adding or removing a passkey (decision 492). Otherwise a password alone could add a factor of
 * the holder's and confirm withdrawals with it, and the mailbox would no longer be needed.
 */

/** What confirms this account's withdrawals. */
export type WithdrawalStep = 'second_factor' | 'passkey' | 'email_and_password';

/** The rule itself, from what the account has: 2FA first, then a passkey, else the mailbox and the password. */
export function withdrawalStepOf(account: { twoFactor: boolean; passkeys: number }): WithdrawalStep {
  if (account.twoFactor) return 'second_factor';
  return account.passkeys > 0 ? 'passkey' : 'email_and_password';
}

export const WITHDRAWAL_CONFIRM_MESSAGES = {
  passkeyRequired: 'Confirm this withdrawal with your passkey.',
  emailCodeRequired:
    'Confirm this withdrawal with the code we email you and your password, or turn on two-factor authentication.',
  codeSent: 'We emailed you a code to confirm this withdrawal.',
  codeNotNeeded: 'This account confirms withdrawals with two-factor authentication or a passkey.',
} as const;

/** The words of a factor change confirmed by the account's step (decision 492). */
export const SECURITY_CONFIRM_MESSAGES = {
  passkeyRequired: 'Confirm this change with a passkey you already have.',
  emailCodeRequired: 'Confirm this change with the code we email you.',
  codeSent: 'We emailed you a code to confirm this change.',
  codeNotNeeded: 'This account confirms changes with two-factor authentication or a passkey.',
} as const;
