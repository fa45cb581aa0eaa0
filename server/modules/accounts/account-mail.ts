/** Mail to a customer, rendered with their anti-phishing code when they have set one. */
import type { AppDeps } from '../../deps.js';
import { type MailContent, renderMail } from '../../providers/mail/index.js';
import { normalizeEmail } from './users.js';

/** Sends `content` to `email`; throws when the mail provider fails. */
export async function sendAccountMail(
  deps: Pick<AppDeps, 'config' | 'db' | 'providers'>,
  email: string,
  content: MailContent,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['anti_phishing_code'])
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
  const message = renderMail(email.trim(), content, {
    antiPhishingCode: user?.anti_phishing_code,
    publicUrl: deps.config.publicUrl,
  });
  await deps.providers.mail.send(message);
}

/** The same for notices whose failure must not undo what already happened: logged, not thrown. */
export async function sendAccountNotice(
  deps: Pick<AppDeps, 'config' | 'db' | 'log' | 'providers'>,
  email: string,
  content: MailContent,
): Promise<void> {
  try {
    await sendAccountMail(deps, email, content);
  } catch (e) {
    deps.log.error('notice email failed', {
      subject: content.subject,
      error: e instanceof Error ? e.message : 'unknown',
    });
  }
}
