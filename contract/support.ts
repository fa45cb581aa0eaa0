/**
 * Help (decision 186): how to reach support while signed in. The support address and hours are
 * server settings (SUPPORT_EMAIL, SUPPORT_HOURS, decision 386 for the hours' language); a message from the contact form is emailed to
 * support with the customer number, and the customer gets a confirmation.
 */
import type { LegalRegion } from './legal.js';

export interface HelpInfo {
  supportEmail: string;
  /** SUPPORT_HOURS as the operator wrote it; null when unset, and the app says its default hours. */
  supportHours: string | null;
  /** What the customer quotes to support: 'CU-7F3A-9C21-B04E', from the account's random id. */
  customerNumber: string;
  /** Whose Terms apply: the legal pages linked from Help. */
  region: LegalRegion;
}

export interface SupportRequest {
  subject: string;
  message: string;
}

export const SUPPORT_SUBJECT_MAX = 120;
const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Enter a subject',
  subjectLength: `Subject must be at most ${SUPPORT_SUBJECT_MAX} characters`,
  messageLength: `Message must be ${SUPPORT_MESSAGE_MIN} to ${SUPPORT_MESSAGE_MAX} characters`,
  notAllowed: 'Contains characters that are not allowed',
  sent: 'Message sent. We emailed you a copy and will answer by email.',
  sendFailed: 'Your message could not be sent. Please try again, or email us.',
  rateLimited: (wait: string) =>
    `You have sent several messages already. You can send another in ${wait}, or email us.`,
} as const;

const hasControlCharacter = (v: string) => /\p{Cc}/u.test(v);
/** Line breaks and tabs are a message's own; every other control character is refused. */
const withoutLayout = (v: string) => v.replace(/[\r\n\t]/g, ' ');

/** The contact form's rules, for the form and the server alike: field → message. */
export function validateSupportRequest(r: SupportRequest): Partial<Record<keyof SupportRequest, string>> {
  const out: Partial<Record<keyof SupportRequest, string>> = {};
  const subject = r.subject.trim();
  const message = r.message.trim();
  if (!subject) out.subject = SUPPORT_MESSAGES.subjectRequired;
  else if (subject.length > SUPPORT_SUBJECT_MAX) out.subject = SUPPORT_MESSAGES.subjectLength;
  else if (hasControlCharacter(subject)) out.subject = SUPPORT_MESSAGES.notAllowed;
  if (message.length < SUPPORT_MESSAGE_MIN || message.length > SUPPORT_MESSAGE_MAX)
    out.message = SUPPORT_MESSAGES.messageLength;
  else if (hasControlCharacter(withoutLayout(message))) out.message = SUPPORT_MESSAGES.notAllowed;
  return out;
}
