/** The local outbox: messages kept for the sandbox mailbox when there is no SMTP_URL. Part of the database schema (db/schema.ts). */
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

export interface MailTables {
  mail_outbox: {
    id: Generated<number>;
    to: string;
    subject: string;
    text: string;
    html: string;
    sent_at: Timestamp;
  };
}
