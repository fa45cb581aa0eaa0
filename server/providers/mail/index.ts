/** Email: SMTP or the local outbox, the templates, and the local mailbox pages. */
import { defineProvider } from '../descriptor.js';
import { outboxMail, smtpMail } from './mail.js';
import { registerMailSandbox } from './sandbox-routes.js';
import { parseMailSettings } from './settings.js';

export * from './code-mail.js';
export * from './locale.js';
export * from './mail.js';
export * from './port.js';
export * from './texts.js';

export const mailProvider = defineProvider({
  name: 'mail',
  settings: parseMailSettings,
  create: (settings, { db, clock }) =>
    settings.smtpUrl ? smtpMail(settings.smtpUrl, settings.from) : outboxMail(db, clock),
  sandbox: registerMailSandbox,
});
