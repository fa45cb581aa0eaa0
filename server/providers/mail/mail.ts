/**
 * Outgoing mail. SMTP (nodemailer) when SMTP_URL is set; otherwise the local outbox, which keeps
 * messages in the database for the /sandbox/mail pages and the tests.
 * renderMail gives every message a plain-text and an HTML body in one voice, in the recipient's
 * language, and carries the customer's anti-phishing code when they have set one.
 */
import nodemailer from 'nodemailer';
import type { Language } from '../../../contract/languages.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/index.js';
import { escapeHtml } from '../../lib/escape-html.js';
import { mailLocale } from './locale.js';
import type { MailMessage, MailProvider } from './port.js';
import { type Mail, type MailContent, mailTexts } from './texts.js';

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

interface RenderOptions {
  /** The customer's anti-phishing code, when set: shown at the top of every message. */
  antiPhishingCode?: string | null;
  /** Public origin of the app, for links. */
  publicUrl: string;
  /** The language the content was written in: the frame around it speaks it too. */
  language?: Language;
}

/** The words around every message: the anti-phishing line, the code's label, the sign-off. */
const FRAME = mailTexts('frame', {
  en: {
    antiPhishing: (code: string) =>
      `Your anti-phishing code: ${code}. Genuine ${PRODUCT_NAME} emails always show it; if it is missing or wrong, do not trust the message.`,
    yourCode: (code: string) => `Your code: ${code}`,
    neverAsk: `${PRODUCT_NAME} will never ask you for your password, your codes or your recovery phrase.`,
    signOff: `The ${PRODUCT_NAME} team`,
  },
  de: {
    antiPhishing: (code: string) =>
      `Ihr Anti-Phishing-Code: ${code}. Echte E-Mails von ${PRODUCT_NAME} zeigen ihn immer; fehlt er oder ist er falsch, vertrauen Sie der Nachricht nicht.`,
    yourCode: (code: string) => `Ihr Code: ${code}`,
    neverAsk: `${PRODUCT_NAME} fragt Sie niemals nach Ihrem Passwort, Ihren Codes oder Ihrer Wiederherstellungsphrase.`,
    signOff: `Ihr ${PRODUCT_NAME}-Team`,
  },
  fr: {
    antiPhishing: (code: string) =>
      `Votre code anti-hameçonnage : ${code}. Les e-mails authentiques de ${PRODUCT_NAME} l’affichent toujours ; s’il manque ou s’il est faux, ne vous fiez pas au message.`,
    yourCode: (code: string) => `Votre code : ${code}`,
    neverAsk: `${PRODUCT_NAME} ne vous demandera jamais votre mot de passe, vos codes ni votre phrase de récupération.`,
    signOff: `L’équipe ${PRODUCT_NAME}`,
  },
  es: {
    antiPhishing: (code: string) =>
      `Tu código antiphishing: ${code}. Los correos electrónicos auténticos de ${PRODUCT_NAME} siempre lo muestran; si falta o no coincide, no te fíes del mensaje.`,
    yourCode: (code: string) => `Tu código: ${code}`,
    neverAsk: `${PRODUCT_NAME} nunca te pedirá tu contraseña, tus códigos ni tu frase de recuperación.`,
    signOff: `El equipo de ${PRODUCT_NAME}`,
  },
  it: {
    antiPhishing: (code: string) =>
      `Il tuo codice anti-phishing: ${code}. Le email autentiche di ${PRODUCT_NAME} lo mostrano sempre; se manca o è sbagliato, non fidarti del messaggio.`,
    yourCode: (code: string) => `Il tuo codice: ${code}`,
    neverAsk: `${PRODUCT_NAME} non ti chiederà mai la password, i codici o la frase di recupero.`,
    signOff: `Il team di ${PRODUCT_NAME}`,
  },
  nl: {
    antiPhishing: (code: string) =>
      `Je antiphishingcode: ${code}. Echte e-mails van ${PRODUCT_NAME} tonen hem altijd; ontbreekt hij of klopt hij niet, vertrouw het bericht dan niet.`,
    yourCode: (code: string) => `Je code: ${code}`,
    neverAsk: `${PRODUCT_NAME} vraagt je nooit om je wachtwoord, je codes of je herstelzin.`,
    signOff: `Het ${PRODUCT_NAME}-team`,
  },
  pl: {
    antiPhishing: (code: string) =>
      `Twój kod antyphishingowy: ${code}. Prawdziwe e-maile od ${PRODUCT_NAME} zawsze go zawierają; jeśli go brakuje lub jest inny, nie ufaj tej wiadomości.`,
    yourCode: (code: string) => `Twój kod: ${code}`,
    neverAsk: `${PRODUCT_NAME} nigdy nie poprosi Cię o hasło, kody ani frazę odzyskiwania.`,
    signOff: `Zespół ${PRODUCT_NAME}`,
  },
});

export function renderMail(to: string, content: MailContent, opts: RenderOptions): MailMessage {
  const language = opts.language ?? 'en';
  const frame = FRAME[language];
  const text: string[] = [];
  if (opts.antiPhishingCode) text.push(frame.antiPhishing(opts.antiPhishingCode), '');
  text.push(content.heading, '');
  for (const p of content.paragraphs) text.push(p, '');
  if (content.code) text.push(frame.yourCode(content.code), '');
  // French typography: a no-break space before the colon.
  if (content.action)
    text.push(`${content.action.label}${language === 'fr' ? '\u00a0' : ''}: ${content.action.url}`, '');
  text.push(frame.neverAsk, '', frame.signOff, opts.publicUrl);

  const e = escapeHtml;
  const html = [
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1b1f24">',
    '<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">',
    '<tr><td>',
    `<p style="margin:0 0 24px;font-weight:700;font-size:18px">${e(PRODUCT_NAME)}</p>`,
    opts.antiPhishingCode
      ? `<p style="margin:0 0 24px;padding:12px;border-radius:10px;background:#eef4ff;font-size:13px">${e(frame.antiPhishing('\u0000')).replace('\u0000', `<strong>${e(opts.antiPhishingCode)}</strong>`)}</p>`
      : '',
    `<h1 style="margin:0 0 16px;font-size:22px">${e(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${e(p)}</p>`),
    content.code
      ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:700;font-variant-numeric:tabular-nums">${e(content.code)}</p>`
      : '',
    content.action
      ? `<p style="margin:8px 0 24px"><a href="${e(content.action.url)}" style="display:inline-block;padding:12px 20px;border-radius:10px;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:600">${e(content.action.label)}</a></p>`
      : '',
    `<p style="margin:24px 0 0;font-size:13px;color:#5b6470">${e(frame.neverAsk)}</p>`,
    `<p style="margin:16px 0 0;font-size:13px;color:#5b6470">${e(frame.signOff)}</p>`,
    '</td></tr></table></body></html>',
  ].join('');

  return { to, subject: content.subject, text: text.join('\n'), html };
}

/** Words `mail` in `opts.language` and renders it. */
export function composeMail(to: string, mail: Mail, opts: RenderOptions & { language: Language }): MailMessage {
  return renderMail(to, mail(mailLocale(opts.language)), opts);
}
