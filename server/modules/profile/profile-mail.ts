/** Notices about security changes, sent after the change (a failed notice never undoes it). */
import { accountTimeText as when } from '../../lib/account-time.js';
import { type MailContent, PRODUCT_NAME } from '../../providers/mail/index.js';

// Every time is in the account's zone, named (`zone`: the user's time_zone).

export const profileMail = {
  recoveryCodesRenewed(at: Date, zone: string, publicUrl: string): MailContent {
    return {
      subject: `New recovery codes for your ${PRODUCT_NAME} account`,
      heading: 'New recovery codes',
      paragraphs: [
        `A new set of two-factor recovery codes was made for your account on ${when(at, zone)}. The codes you had before no longer work.`,
        'If this was not you, reset your password now and contact our support team.',
      ],
      action: { label: 'Reset password', url: `${publicUrl}/reset-password` },
    };
  },
  antiPhishingChanged(at: Date, zone: string, removed: boolean): MailContent {
    return {
      subject: `Your ${PRODUCT_NAME} anti-phishing code was ${removed ? 'removed' : 'changed'}`,
      heading: removed ? 'Anti-phishing code removed' : 'Anti-phishing code set',
      paragraphs: [
        removed
          ? `Your anti-phishing code was removed on ${when(at, zone)}. Our emails no longer show one.`
          : `Your anti-phishing code was set on ${when(at, zone)}. Every email we send you now shows it at the top.`,
        'If this was not you, reset your password now and contact our support team.',
      ],
    };
  },
  accountClosed(at: Date, zone: string, fundsHeld = false): MailContent {
    return {
      subject: `Your ${PRODUCT_NAME} account is closed`,
      heading: 'Your account is closed',
      paragraphs: [
        `Your ${PRODUCT_NAME} account was closed on ${when(at, zone)} and can no longer be used to sign in.`,
        ...(fundsHeld
          ? [
              'Your remaining balance is held for return. Our support team will contact you at this address to confirm where to send it; nothing is sent anywhere until you have confirmed.',
            ]
          : []),
        'We keep the identity and transaction records that anti-money laundering law requires for the periods our AML/CFT Policy states, and delete them after that. Everything else about your account has been deleted.',
        'If you did not close your account, contact our support team straight away.',
      ],
    };
  },
};
