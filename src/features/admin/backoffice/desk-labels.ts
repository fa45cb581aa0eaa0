/**
 * Words for the codes a customer's page carries (decisions 325, 326): verification statuses,
 * movement kinds and statuses, price-alert kinds, recurring-buy frequencies and states. A code
 * this list does not know is shown as it came.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeskTransactionKind, DeskTransactionStatus } from '../../../../contract/desk.js';

const KIND_LABEL: Record<DeskTransactionKind, MessageDescriptor> = {
  // Nouns, as on the customer's history: the same English is a verb on the customer's buttons.
  swap: msg({ message: 'Swap', context: 'transaction row' }),
  deposit: msg`Crypto deposit`,
  withdrawal_hold: msg`Crypto withdrawal`,
  withdrawal_post: msg`Crypto withdrawal sent`,
  withdrawal_void: msg`Crypto withdrawal returned`,
  card_purchase: msg`Card purchase`,
  cash_purchase: msg`Purchase from cash`,
  bank_deposit: msg`Cash deposit`,
  bank_withdrawal_hold: msg`Cash withdrawal`,
  bank_withdrawal_post: msg`Cash withdrawal sent`,
  bank_withdrawal_void: msg`Cash withdrawal returned`,
  bank_withdrawal_return: msg`Cash withdrawal returned by the bank after payment`,
  demo_credit: msg`Demo credit`,
  order_hold: msg`Order placed (amount held)`,
  order_fill: msg`Order filled`,
  order_release: msg`Order ended (amount returned)`,
};

const STATUS_LABEL: Record<DeskTransactionStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', context: 'transaction row' }),
  completed: msg({ message: 'Completed', context: 'transaction row' }),
  failed: msg({ message: 'Failed', context: 'transaction row' }),
};

const VERIFICATION_LABEL: Record<string, MessageDescriptor> = {
  pending: msg`Checking`,
  not_started: msg`Not started`,
  incomplete: msg`Incomplete`,
  submitted: msg`Under review`,
  approved: msg`Verified`,
  rejected: msg`Rejected`,
};

const ALERT_KIND_LABEL: Record<string, MessageDescriptor> = {
  above: msg`Price above`,
  below: msg`Price below`,
  move: msg`24 h move of`,
};

const FREQUENCY_LABEL: Record<string, MessageDescriptor> = {
  weekly: msg`Every week`,
  fortnightly: msg`Every 2 weeks`,
  monthly: msg`Every month`,
};

const PLAN_STATUS_LABEL: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  cancelled: msg({ message: 'Cancelled', context: 'recurring plan' }),
};

/**
 * What the customer did, or what staff did to their account, as the desk's security events list
 * it. The audit log itself keeps the recorded code (an officer searches by it); the desk shows the
 * code beside these words.
 */
const SECURITY_ACTION_LABEL: Record<string, MessageDescriptor> = {
  'account.created': msg`Account opened`,
  'account.close': msg`Account closed`,
  'account.not_me': msg`Reported a sign-in as not them`,
  login: msg`Sign-in`,
  'password.change': msg`Password changed`,
  'password.reset': msg`Password reset`,
  '2fa.enable': msg`Two-factor authentication turned on`,
  '2fa.disable': msg`Two-factor authentication turned off`,
  '2fa.recovery_codes': msg`New recovery codes`,
  'passkey.register': msg`Passkey added`,
  'passkey.remove': msg`Passkey removed`,
  'anti_phishing.set': msg`Anti-phishing code set`,
  'anti_phishing.remove': msg`Anti-phishing code removed`,
  'anti_phishing.change': msg`Anti-phishing code changed`,
  'session.sign_out': msg`Signed out`,
  'session.sign_out_others': msg`Signed out other devices`,
  'session.refresh_reuse': msg`Reused sign-in token refused`,
  'security.alert': msg`Security email sent`,
  'address_book.add': msg`Address saved`,
  'address_book.confirm': msg`Address confirmed`,
  'address_book.allowlist_off': msg`Address allowlist turned off`,
  'bank_payees.add': msg`Bank account saved`,
  'bank_payees.confirm': msg`Bank account confirmed`,
  'withdrawal.confirm': msg`Withdrawal confirmed by email`,
  'kyc.status': msg`Identity check status changed`,
  'kyc.claim_ignored': msg`Identity check result ignored`,
  'customer.freeze': msg`Account frozen by staff`,
  'customer.unfreeze': msg`Account unfrozen by staff`,
  'customer.hold_withdrawals': msg`Withdrawals held by staff`,
  'customer.sign_out_everywhere': msg`Signed out everywhere by staff`,
  'customer.send_reset_email': msg`Password reset email sent by staff`,
  'customer.send_verification_email': msg`Verification email sent by staff`,
  'customer.note': msg`Staff note added`,
};

const OUTCOME_LABEL: Record<string, MessageDescriptor> = {
  allowed: msg({ message: 'Allowed', context: 'audit outcome' }),
  denied: msg({ message: 'Refused', context: 'audit outcome' }),
  refused: msg({ message: 'Refused', context: 'audit outcome' }),
  failed: msg({ message: 'Failed', context: 'audit outcome' }),
  pending: msg({ message: 'Pending', context: 'audit outcome' }),
};

const TABLES = {
  securityAction: SECURITY_ACTION_LABEL,
  outcome: OUTCOME_LABEL,
  verification: VERIFICATION_LABEL,
  alertKind: ALERT_KIND_LABEL,
  frequency: FREQUENCY_LABEL,
  planStatus: PLAN_STATUS_LABEL,
  movement: KIND_LABEL as Record<string, MessageDescriptor>,
  status: STATUS_LABEL as Record<string, MessageDescriptor>,
};

/** The word for `code` in the active language, or the code itself when the table lacks it. */
export function deskLabel(i18n: I18n, table: keyof typeof TABLES, code: string): string {
  const d = TABLES[table][code];
  return d ? i18n._(d) : code;
}
