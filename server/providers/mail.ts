/**
 * Outgoing mail. SMTP (nodemailer) when SMTP_URL is set; otherwise the local outbox, which keeps
 * messages in the database for the /sandbox/mail pages and the tests.
 */
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  /** Throws when the message could not be handed over. */
  send(message: MailMessage): Promise<void>;
}

export function smtpMail(url: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(m) {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}

export function outboxMail(db: Database, clock: Clock): MailProvider {
  return {
    kind: 'outbox',
    async send(m) {
      await db
        .insertInto('mail_outbox')
        .values({ ...m, sent_at: clock.now() })
        .execute();
    },
  };
}
