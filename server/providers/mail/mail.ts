/**
 * Outgoing mail. SMTP (nodemailer) when SMTP_URL is set; otherwise the local outbox, which keeps
 * messages in the database for the /sandbox/mail pages and the tests.
 * The templates below give every message a plain-text and an HTML body in one voice, and carry
 * the customer's anti-phishing code when they have set one.
 */
import nodemailer from 'nodemailer';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MailMessage, MailProvider } from './port.js';

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

// ---------------------------------------------------------------------------------------------
// Templates

export const PRODUCT_NAME = 'CoinVault';

/** What a template says; renderMail turns it into the two bodies. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code, shown large. */
  code?: string;
  /** A button and its address. */
  action?: { label: string; url: string };
}

interface RenderOptions {
  /** The customer's anti-phishing code, when set: shown at the top of every message. */
  antiPhishingCode?: string | null;
  /** Public origin of the app, for links. */
  publicUrl: string;
}

const SIGN_OFF = `The ${PRODUCT_NAME} team`;
const NEVER_ASK = `${PRODUCT_NAME} will never ask you for your password, your codes or your recovery phrase.`;

function antiPhishingLine(code: string): string {
  return `Your anti-phishing code: ${code}. Genuine ${PRODUCT_NAME} emails always show it; if it is missing or wrong, do not trust the message.`;
}

export function renderMail(to: string, content: MailContent, opts: RenderOptions): MailMessage {
  const text: string[] = [];
  if (opts.antiPhishingCode) text.push(antiPhishingLine(opts.antiPhishingCode), '');
  text.push(content.heading, '');
  for (const p of content.paragraphs) text.push(p, '');
  if (content.code) text.push(`Your code: ${content.code}`, '');
  if (content.action) text.push(`${content.action.label}: ${content.action.url}`, '');
  text.push(NEVER_ASK, '', SIGN_OFF, opts.publicUrl);

  const e = escapeHtml;
  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1b1f24">',
    '<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    '<tr><td>',
    `<p style="margin:0 0 24px;font-weight:700;font-size:18px">${e(PRODUCT_NAME)}</p>`,
    opts.antiPhishingCode
      ? `<p style="margin:0 0 24px;padding:12px;border-radius:10px;background:#eef4ff;font-size:13px">Your anti-phishing code: <strong>${e(opts.antiPhishingCode)}</strong>. Genuine ${e(PRODUCT_NAME)} emails always show it; if it is missing or wrong, do not trust the message.</p>`
      : '',
    `<h1 style="margin:0 0 16px;font-size:22px">${e(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${e(p)}</p>`),
    content.code
      ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;font-variant-numeric:tabular-nums">${e(content.code)}</p>`
      : '',
    content.action
      ? `<p style="margin:8px 0 24px"><a href="${e(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:10px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600">${e(content.action.label)}</a></p>`
      : '',
    `<p style="margin:24px 0 0;font-size:13px;color:#5b6470">${e(NEVER_ASK)}</p>`,
    `<p style="margin:16px 0 0;font-size:13px;color:#5b6470">${e(SIGN_OFF)}</p>`,
    '</td></tr></table></body></html>',
  ].join('');

  return { to, subject: content.subject, text: text.join('\n'), html };
}

const CODE_TTL = '10 minutes';

export const mailTemplates = {
  signUpCode(code: string): MailContent {
    return {
      subject: `${code} is your ${PRODUCT_NAME} verification code`,
      heading: 'Confirm your email',
      paragraphs: [
        `Enter this code to finish creating your ${PRODUCT_NAME} account. It works once and expires in ${CODE_TTL}.`,
        'If you did not ask for it, you can ignore this email: nothing happens without the code.',
      ],
      code,
    };
  },

  resetCode(code: string): MailContent {
    return {
      subject: `${code} is your ${PRODUCT_NAME} password reset code`,
      heading: 'Reset your password',
      paragraphs: [
        `Enter this code to choose a new password. It works once and expires in ${CODE_TTL}.`,
        'If you did not ask to reset your password, ignore this email: your password stays as it is.',
      ],
      code,
    };
  },
};
