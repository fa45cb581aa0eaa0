/**
 * The security alert for a passkey added or removed, in the shape of the other security notices
 * (rendered with the anti-phishing code by account-mail.ts). Every passkey alert goes through
 * sendPasskeyAlert, the one place to change how it is sent.
 */
import type { AppDeps } from '../../deps.js';
import { type MailContent, PRODUCT_NAME } from '../../providers/mail.js';
import { sendAccountNotice } from '../accounts/account-mail.js';
import { utcText } from '../accounts/security-mail.js';

type PasskeyChange = 'added' | 'removed';

function passkeyAlert(change: PasskeyChange, name: string, at: Date, publicUrl: string): MailContent {
  const added = change === 'added';
  return {
    subject: added
      ? `A passkey was added to your ${PRODUCT_NAME} account`
      : `A passkey was removed from your ${PRODUCT_NAME} account`,
    heading: added ? 'A passkey was added' : 'A passkey was removed',
    paragraphs: [
      added
        ? `The passkey "${name}" was added to your account on ${utcText(at)}. It can now sign in and confirm withdrawals without your password.`
        : `The passkey "${name}" was removed from your account on ${utcText(at)}. It can no longer sign in.`,
      'If this was not you, reset your password now, remove any passkey you do not recognise in Profile → Security and contact our support team.',
    ],
    action: { label: 'Reset password', url: `${publicUrl}/reset-password` },
  };
}

export function sendPasskeyAlert(deps: AppDeps, email: string, change: PasskeyChange, name: string): Promise<void> {
  return sendAccountNotice(deps, email, passkeyAlert(change, name, deps.clock.now(), deps.config.publicUrl));
}
