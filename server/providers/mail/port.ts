/** The port for outgoing mail: what modules hand over, and who takes it (SMTP or the local outbox). */
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
