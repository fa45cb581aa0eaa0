/** What the customer is told of a transfer a check stopped: only that it is under review. */
import type { MailContent } from '../../providers/mail/index.js';

/** A deposit a check stopped: the customer learns only that it is under review (decision 250). */
export const DEPOSIT_REVIEW_MAIL = (amount: string, symbol: string): MailContent => ({
  subject: `Deposit of ${amount} ${symbol} under review`,
  heading: 'Deposit under review',
  paragraphs: [
    `Your deposit of ${amount} ${symbol} is under review. We will email you when it is done.`,
    'There is nothing you need to do now.',
  ],
});
