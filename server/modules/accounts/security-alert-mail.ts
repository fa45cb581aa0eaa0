/**
 * The one security-alert email (decision 137): what happened, when, from which device and
 * country, and a "This wasn't me" button. The anti-phishing code is added by sendAccountMail.
 */

import { accountTimeText } from '../../lib/account-time.js';
import { type MailContent, PRODUCT_NAME } from '../../providers/mail/index.js';

/** What an alert reports. Address-book entries and passkeys come from their own modules. */
export type SecurityEventKind =
  | 'new_sign_in'
  | 'password_changed'
  | 'two_factor_on'
  | 'two_factor_off'
  | 'address_added'
  | 'allowlist_off'
  | 'passkey_added'
  | 'passkey_removed'
  | 'other_sessions_signed_out';

const WHAT: Record<SecurityEventKind, { subject: string; heading: string; happened: string }> = {
  new_sign_in: {
    subject: 'New sign-in to your account',
    heading: 'New sign-in',
    happened: 'Your account was signed in to from a device or country it has not used in the last 90 days.',
  },
  password_changed: {
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    happened: 'The password of your account was changed. Every other device signed in to it was signed out.',
  },
  two_factor_on: {
    subject: 'Two-factor authentication is on',
    heading: 'Two-factor authentication is on',
    happened:
      'Two-factor authentication was turned on. From now on, signing in and withdrawing need a code from your authenticator app. We signed you out on your other devices.',
  },
  two_factor_off: {
    subject: 'Two-factor authentication is off',
    heading: 'Two-factor authentication is off',
    happened:
      'Two-factor authentication was turned off and your recovery codes no longer work. Signing in and withdrawing no longer ask for a code. We signed you out on your other devices.',
  },
  address_added: {
    subject: 'A withdrawal address was added',
    heading: 'New address in your address book',
    happened: 'A withdrawal address was added to your address book.',
  },
  allowlist_off: {
    subject: 'Allowlist-only withdrawals are being turned off',
    heading: 'Allowlist-only is being turned off',
    happened:
      'Turning off allowlist-only was asked for. Until it takes effect, withdrawals still go only to confirmed addresses of your address book.',
  },
  passkey_added: {
    subject: 'A passkey was added',
    heading: 'New passkey',
    happened: 'A passkey was added to your account. It can sign in and confirm withdrawals without your password.',
  },
  passkey_removed: {
    subject: 'A passkey was removed',
    heading: 'Passkey removed',
    happened: 'A passkey was removed from your account. It can no longer sign in.',
  },
  other_sessions_signed_out: {
    subject: 'Your other devices were signed out',
    heading: 'Signed out everywhere else',
    happened: 'Every device signed in to your account was signed out, except the one that asked for it (below).',
  },
};

interface AlertFacts {
  kind: SecurityEventKind;
  at: Date;
  /** The account's time zone: the time reads in it, named. */
  timeZone: string;
  /** 'Chrome on Windows'. */
  device: string;
  /** A country name, or '' when the address is not known. */
  country: string;
  /** A line naming what was added (an address's label), when there is one. */
  detail?: string;
  /** The "This wasn't me" link. */
  notMeUrl: string;
}

export function securityAlertMail(f: AlertFacts): MailContent {
  const what = WHAT[f.kind];
  return {
    subject: `${PRODUCT_NAME} security alert: ${what.subject}`,
    heading: what.heading,
    paragraphs: [
      what.happened,
      ...(f.detail ? [f.detail] : []),
      `Time: ${accountTimeText(f.at, f.timeZone)}`,
      `Device: ${f.device}`,
      `Country: ${f.country || 'unknown'}`,
      'If this was you, there is nothing more to do.',
      "If it was not you, press 'This wasn't me': we sign you out on every device, pause withdrawals for 24 hours and email you a code to reset your password.",
    ],
    action: { label: "This wasn't me", url: f.notMeUrl },
  };
}
