/** Where mail goes, read at start: SMTP_URL (else the local outbox) and the sender, MAIL_FROM. */
import type { Env } from '../../lib/env.js';
import { urlSetting } from '../../lib/settings.js';

interface MailSettings {
  smtpUrl: string | undefined;
  from: string;
}

export function parseMailSettings(env: Env): MailSettings {
  return {
    smtpUrl: urlSetting('SMTP_URL', env.SMTP_URL, ['smtp:', 'smtps:']),
    from: env.MAIL_FROM || 'CoinVault <no-reply@coinvault.example>',
  };
}
