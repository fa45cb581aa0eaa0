/**
 * Telling a customer of something the market did for them (a price alert fired, an order filled:
 * decision 443): the email, then a Web Push saying its subject and first line in the same
 * language, with the bell's count of what they have not seen yet for the app badge.
 */
import type { PriceAlertPush } from '../../../contract/alerts.js';
import type { AppDeps } from '../../deps.js';
import { type Mail, mailLocale } from '../../providers/mail/index.js';
import { notifyCustomer } from '../wallet/index.js';
import { accountLanguage } from './alert-mail.js';
import { pushToUser } from './push.js';
import { countUnseen } from './store.js';

export async function tellCustomer(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'secrets' | 'providers'>,
  userId: string,
  mail: Mail,
  /** The screen the push opens. */
  path: string,
): Promise<void> {
  await notifyCustomer(deps, userId, mail);
  const worded = mail(mailLocale(await accountLanguage(deps, userId)));
  const push: PriceAlertPush = {
    title: worded.subject,
    body: worded.paragraphs[0] ?? '',
    url: path,
    unseen: await countUnseen(deps.db, userId),
  };
  await pushToUser(deps, userId, push);
}
