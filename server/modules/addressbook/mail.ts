/** The address book's confirmation email; the anti-phishing code is added by sendAccountMail. */
import { holdText } from '../../../contract/address-book.js';
import type { MailContent } from '../../providers/mail/index.js';

export function confirmAddressMail(o: {
  label: string;
  address: string;
  networkName: string;
  currency: string;
  url: string;
  holdSeconds: number;
}): MailContent {
  return {
    subject: 'Confirm the new address in your address book',
    heading: 'Confirm your new withdrawal address',
    paragraphs: [
      `"${o.label}": ${o.address} (${o.currency} on ${o.networkName}) was added to your address book.`,
      `Confirm it with the button below. ${holdText(o.holdSeconds)} after that, you can withdraw to it. The link works once and expires in 24 hours.`,
      'If you did not add this address, do not open the link: remove the address in Profile → Address Book and change your password.',
    ],
    action: { label: 'Confirm address', url: o.url },
  };
}
