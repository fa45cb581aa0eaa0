/**
 * Withdrawal notices to the customer (and notifyCustomer, which recurring buys send through too). A
 * failed email never undoes or blocks the money movement.
 */
import type { AppDeps } from '../../deps.js';
import { type MailContent, renderMail } from '../../providers/mail/index.js';

export const WITHDRAWAL_MAIL = {
  requested(amount: string, symbol: string, address: string, network: string): MailContent {
    return {
      subject: `Withdrawal of ${amount} ${symbol} requested`,
      heading: 'Withdrawal requested',
      paragraphs: [
        `We received your request to withdraw ${amount} ${symbol} to ${address} on ${network}.`,
        'We will email you again when it has been sent. If you did not ask for this, contact support at once and change your password.',
      ],
    };
  },
  sent(amount: string, symbol: string, address: string, txHash: string): MailContent {
    return {
      subject: `Withdrawal of ${amount} ${symbol} sent`,
      heading: 'Withdrawal sent',
      paragraphs: [`Your withdrawal of ${amount} ${symbol} to ${address} has been sent.`, `Transaction: ${txHash}`],
    };
  },
  failed(amount: string, symbol: string): MailContent {
    return {
      subject: `Withdrawal of ${amount} ${symbol} returned`,
      heading: 'Withdrawal could not be sent',
      paragraphs: [
        `Your withdrawal of ${amount} ${symbol} could not be sent. The full amount is back in your balance.`,
        'You can try again, or contact support if this keeps happening.',
      ],
    };
  },
};

/**
 * A deposit that came without the sender's information (decision 274): the customer is asked who
 * sent it; until then it cannot be withdrawn.
 */
export const DEPOSIT_ORIGIN_MAIL = (amount: string, symbol: string, appUrl: string): MailContent => ({
  subject: `Tell us who sent your deposit of ${amount} ${symbol}`,
  heading: 'Who sent this deposit?',
  paragraphs: [
    `Your deposit of ${amount} ${symbol} has arrived and is in your wallet.`,
    'The law asks us to know who sends money to you. Please tell us whether it came from your own wallet or from another person or business, and from which provider if any.',
    `Until you answer, it cannot be withdrawn; you can still swap it. Answer in the app: ${appUrl}/wallet`,
  ],
});

export async function notifyCustomer(
  deps: Pick<AppDeps, 'config' | 'db' | 'log' | 'providers'>,
  userId: string,
  content: MailContent,
): Promise<void> {
  try {
    const user = await deps.db
      .selectFrom('users')
      .select(['email', 'anti_phishing_code'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return;
    await deps.providers.mail.send(
      renderMail(user.email, content, { antiPhishingCode: user.anti_phishing_code, publicUrl: deps.config.publicUrl }),
    );
  } catch (e) {
    deps.log.error('customer email failed', { subject: content.subject, error: (e as Error).message });
  }
}
