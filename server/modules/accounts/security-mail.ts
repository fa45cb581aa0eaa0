/** Notices about the second factor, sent after what they report (a failed notice undoes nothing). */
import { accountTimeText as when } from '../../lib/account-time.js';
import { type MailContent, PRODUCT_NAME } from '../../providers/mail/index.js';

// Every time is in the account's zone, named (`zone`: the user's time_zone).
const notYou = 'If this was not you, reset your password now and contact our support team.';

export const securityMail = {
  codesLocked(at: Date, until: Date, zone: string, publicUrl: string): MailContent {
    return {
      subject: `Too many incorrect 2FA codes on your ${PRODUCT_NAME} account`,
      heading: 'Two-factor codes are paused',
      paragraphs: [
        `On ${when(at, zone)} your account received too many incorrect two-factor codes. For your security, no code is accepted until ${when(until, zone)}: signing in and withdrawing wait until then.`,
        'If this was you, wait and try again with a fresh code from your authenticator app.',
        'If it was not you, someone may know your password: reset it now and contact our support team.',
      ],
      action: { label: 'Reset password', url: `${publicUrl}/reset-password` },
    };
  },
  recoveryCodeUsed(at: Date, remaining: number, zone: string, publicUrl: string): MailContent {
    return {
      subject: `A recovery code was used on your ${PRODUCT_NAME} account`,
      heading: 'A recovery code was used',
      paragraphs: [
        `One of your two-factor recovery codes was used on ${when(at, zone)}. It cannot be used again; ${remaining} unused code${remaining === 1 ? '' : 's'} remain${remaining === 1 ? 's' : ''}. You can make a new set in Profile → Security.`,
        notYou,
      ],
      action: { label: 'Reset password', url: `${publicUrl}/reset-password` },
    };
  },
  resetWithout2fa(at: Date, heldUntil: Date, zone: string, publicUrl: string): MailContent {
    return {
      subject: `Your ${PRODUCT_NAME} password was reset and two-factor authentication was turned off`,
      heading: 'Password reset without two-factor authentication',
      paragraphs: [
        `Your password was reset on ${when(at, zone)} without a two-factor code, so two-factor authentication was turned off and your recovery codes no longer work.`,
        `For your security, withdrawals are paused until ${when(heldUntil, zone)}. Turn two-factor authentication on again in Profile → Security.`,
        'If this was not you, someone controls your email: secure your mailbox, reset your password again and contact our support team straight away.',
      ],
      action: { label: 'Reset password', url: `${publicUrl}/reset-password` },
    };
  },
};
