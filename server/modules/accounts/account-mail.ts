/**
 * Mail to a customer, in the account's language (decision 263), rendered with their anti-phishing
 * code when they have set one.
 */
import type { Language } from '../../../contract/languages.js';
import type { AppDeps } from '../../deps.js';
import { composeMail, type Mail, mailLanguage } from '../../providers/mail/index.js';
import { normalizeEmail } from './users.js';

/**
 * Sends `mail` to `email`; throws when the mail provider fails. `requested` is the language the
 * request asked for (Accept-Language): it words the email when the address has no account yet, or
 * an account that never chose a language.
 */
export async function sendAccountMail(
  deps: Pick<AppDeps, 'config' | 'db' | 'providers'>,
  email: string,
  mail: Mail,
  requested?: Language,
): Promise<void> {
  const user = await deps.db
    .selectFrom('users')
    .select(['anti_phishing_code', 'language'])
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
  const message = composeMail(email.trim(), mail, {
    antiPhishingCode: user?.anti_phishing_code,
    publicUrl: deps.config.publicUrl,
    language: mailLanguage(user?.language, requested),
  });
  await deps.providers.mail.send(message);
}

/** The same for notices whose failure must not undo what already happened: logged, not thrown. */
export async function sendAccountNotice(
  deps: Pick<AppDeps, 'config' | 'db' | 'log' | 'providers'>,
  email: string,
  mail: Mail,
  requested?: Language,
): Promise<void> {
  try {
    await sendAccountMail(deps, email, mail, requested);
  } catch (e) {
    deps.log.error('notice email failed', { error: e instanceof Error ? e.message : 'unknown' });
  }
}
