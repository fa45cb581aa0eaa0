/** An email to a customer by account, in its language; a failed email never undoes or blocks what it reports. */
import type { AppDeps } from '../../deps.js';
import { composeMail, type Mail, mailLanguage } from '../../providers/mail/index.js';

export async function notifyCustomer(
  deps: Pick<AppDeps, 'config' | 'db' | 'log' | 'providers'>,
  userId: string,
  mail: Mail,
): Promise<void> {
  try {
    const user = await deps.db
      .selectFrom('users')
      .select(['email', 'anti_phishing_code', 'language'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return;
    await deps.providers.mail.send(
      composeMail(user.email, mail, {
        antiPhishingCode: user.anti_phishing_code,
        publicUrl: deps.config.publicUrl,
        language: mailLanguage(user.language),
      }),
    );
  } catch (e) {
    deps.log.error('customer email failed', { error: (e as Error).message });
  }
}
