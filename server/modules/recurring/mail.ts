/** What a recurring buy's run tells the customer (with their anti-phishing code, like every email). */
import type { MailContent } from '../../providers/mail/index.js';

const SETTINGS = 'You can pause, change or cancel it in CoinVault under Buy → Recurring buys.';

export const RECURRING_MAIL = {
  bought(crypto: string, coin: string, total: string): MailContent {
    return {
      subject: `Recurring buy: ${crypto} ${coin} bought`,
      heading: 'Recurring buy completed',
      paragraphs: [`Your recurring buy charged ${total} to your saved card and bought ${crypto} ${coin}.`, SETTINGS],
    };
  },
  boughtFromBalance(crypto: string, coin: string, total: string): MailContent {
    return {
      subject: `Recurring buy: ${crypto} ${coin} bought`,
      heading: 'Recurring buy completed',
      paragraphs: [`Your recurring buy paid ${total} from your cash balance and bought ${crypto} ${coin}.`, SETTINGS],
    };
  },
  retrying(coin: string, amount: string, reason: string): MailContent {
    return {
      subject: `Recurring buy of ${coin} did not go through`,
      heading: 'Recurring buy failed, trying again',
      paragraphs: [
        `Your recurring buy of ${amount} of ${coin} did not go through: ${reason}`,
        'We will try once more in an hour. If that fails too, the plan is paused.',
        SETTINGS,
      ],
    };
  },
  paused(coin: string, amount: string, reason: string): MailContent {
    return {
      subject: `Recurring buy of ${coin} paused`,
      heading: 'Recurring buy paused',
      paragraphs: [
        `Your recurring buy of ${amount} of ${coin} did not go through and has been paused: ${reason}`,
        'Nothing more will be charged until you resume it.',
        SETTINGS,
      ],
    };
  },
};
