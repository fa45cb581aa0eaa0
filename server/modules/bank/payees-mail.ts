/** The confirmation email of a saved bank account; the anti-phishing code is added by sendAccountMail. */
import { holdText } from '../../../contract/address-book.js';
import type { MailContent } from '../../providers/mail/index.js';

export function confirmBankAccountMail(o: {
  label: string;
  account: string;
  url: string;
  holdSeconds: number;
}): MailContent {
  return {
    subject: 'Confirm the new bank account for withdrawals',
    heading: 'Confirm your new bank account',
    paragraphs: [
      `"${o.label}": ${o.account} was added to your bank accounts for withdrawals.`,
      `Confirm it with the button below. ${holdText(o.holdSeconds)} after that, you can withdraw to it. The link works once and expires in 24 hours.`,
      'If you did not add this account, do not open the link: remove it in Profile → Fiat Address Book and change your password.',
    ],
    action: { label: 'Confirm bank account', url: o.url },
  };
}
