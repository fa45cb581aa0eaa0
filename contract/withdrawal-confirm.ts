/**
 * How a withdrawal, crypto or cash, is confirmed (decision 367): with the authenticator's code
 * or a passkey when the account has 2FA; with a passkey when it has a passkey and no 2FA; with a
 * code emailed for the purpose and the password when it has neither. A session alone never moves
 * money out. The server decides; these are the words and codes both sides share.
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
