/**
 * The contact form's two mails. Support's copy names the customer (number, name, address, region)
 * so it can be answered by email. The customer's confirmation repeats nothing they typed: a
 * signed-in attacker could otherwise make the service mail any text to the account's owner.
 */
import type { LegalRegion } from '../../../contract/legal.js';
import type { SupportRequest } from '../../../contract/support.js';
import { type MailContent, PRODUCT_NAME } from '../../providers/mail/index.js';
import type { UserRow } from '../accounts/index.js';

export function supportMail(
  m: SupportRequest & {
    user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>;
    number: string;
    region: LegalRegion;
    sentAt: string;
  },
): MailContent {
  return {
    subject: `[${m.number}] ${m.subject}`,
    heading: `Message from customer ${m.number}`,
    paragraphs: [
      `Customer number: ${m.number}`,
      `Name: ${m.user.first_name} ${m.user.last_name}`,
      `Email: ${m.user.email}`,
      `Region: ${m.region}`,
      `Sent: ${m.sentAt}`,
      `Subject: ${m.subject}`,
      ...m.message
        .split(/\r?\n\s*\r?\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    ],
  };
}

export function confirmationMail(m: { number: string; sentAt: string; supportEmail: string }): MailContent {
  return {
    subject: `We received your message to ${PRODUCT_NAME} support`,
    heading: 'We received your message',
    paragraphs: [
      `Thank you for contacting ${PRODUCT_NAME} support. We received the message you sent from the app on ${m.sentAt} and will answer it by email.`,
      `Your customer number is ${m.number}. To add anything, write to ${m.supportEmail} and quote it.`,
    ],
  };
}
