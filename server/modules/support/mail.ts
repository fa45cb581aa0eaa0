/**
 * The contact form's two mails. Support's copy (in English, the support team's language) names the customer (number, name, address, region)
 * so it can be answered by email. The customer's confirmation repeats nothing they typed: a
 * signed-in attacker could otherwise make the service mail any text to the account's owner.
 */
import type { LegalRegion } from '../../../contract/legal.js';
import type { SupportRequest } from '../../../contract/support.js';
import { type Mail, type MailContent, mailTexts, PRODUCT_NAME as P } from '../../providers/mail/index.js';
import type { UserRow } from '../accounts/index.js';

export function supportMail(
  m: SupportRequest & {
    user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>;
    number: string;
    region: LegalRegion;
    sentAt: string;
  },
): MailContent {
  return {
    subject: `[${m.number}] ${m.subject}`,
    heading: `Message from customer ${m.number}`,
    paragraphs: [
      `Customer number: ${m.number}`,
      `Name: ${m.user.first_name} ${m.user.last_name}`,
      `Email: ${m.user.email}`,
      `Region: ${m.region}`,
      `Sent: ${m.sentAt}`,
      `Subject: ${m.subject}`,
      ...m.message
        .split(/\r?\n\s*\r?\n/)
        .map((p) => p.trim())
        .filter(Boolean),
    ],
  };
}

const CONFIRMATION = mailTexts('support confirmation', {
  en: {
    subject: `We received your message to ${P} support`,
    heading: 'We received your message',
    thanks: (at: string) =>
      `Thank you for contacting ${P} support. We received the message you sent from the app on ${at} and will answer it by email.`,
    number: (number: string, email: string) =>
      `Your customer number is ${number}. To add anything, write to ${email} and quote it.`,
  },
  de: {
    subject: `Wir haben Ihre Nachricht an den ${P}-Support erhalten`,
    heading: 'Wir haben Ihre Nachricht erhalten',
    thanks: (at: string) =>
      `Vielen Dank, dass Sie sich an den ${P}-Support gewandt haben. Wir haben die Nachricht, die Sie am ${at} aus der App gesendet haben, erhalten und antworten Ihnen per E-Mail.`,
    number: (number: string, email: string) =>
      `Ihre Kundennummer lautet ${number}. Wenn Sie etwas ergänzen möchten, schreiben Sie an ${email} und geben Sie sie an.`,
  },
  fr: {
    subject: `Nous avons reçu votre message au support ${P}`,
    heading: 'Nous avons reçu votre message',
    thanks: (at: string) =>
      `Merci d’avoir contacté le support ${P}. Nous avons reçu le message que vous avez envoyé depuis l’application le ${at} et nous y répondrons par e-mail.`,
    number: (number: string, email: string) =>
      `Votre numéro client est ${number}. Pour ajouter quelque chose, écrivez à ${email} en le mentionnant.`,
  },
  es: {
    subject: `Hemos recibido tu mensaje al soporte de ${P}`,
    heading: 'Hemos recibido tu mensaje',
    thanks: (at: string) =>
      `Gracias por contactar con el soporte de ${P}. Hemos recibido el mensaje que enviaste desde la app el ${at} y te responderemos por correo electrónico.`,
    number: (number: string, email: string) =>
      `Tu número de cliente es ${number}. Si quieres añadir algo, escribe a ${email} e indícalo.`,
  },
  it: {
    subject: `Abbiamo ricevuto il tuo messaggio all’assistenza ${P}`,
    heading: 'Abbiamo ricevuto il tuo messaggio',
    thanks: (at: string) =>
      `Grazie per aver contattato l’assistenza ${P}. Abbiamo ricevuto il messaggio che hai inviato dall’app il ${at} e ti risponderemo via email.`,
    number: (number: string, email: string) =>
      `Il tuo numero cliente è ${number}. Per aggiungere qualcosa, scrivi a ${email} indicandolo.`,
  },
  nl: {
    subject: `We hebben je bericht aan ${P}-support ontvangen`,
    heading: 'We hebben je bericht ontvangen',
    thanks: (at: string) =>
      `Bedankt voor je bericht aan ${P}-support. We hebben het bericht dat je op ${at} vanuit de app stuurde ontvangen en beantwoorden het per e-mail.`,
    number: (number: string, email: string) =>
      `Je klantnummer is ${number}. Wil je iets toevoegen? Schrijf dan naar ${email} en vermeld het.`,
  },
  pl: {
    subject: `Otrzymaliśmy Twoją wiadomość do pomocy technicznej ${P}`,
    heading: 'Otrzymaliśmy Twoją wiadomość',
    thanks: (at: string) =>
      `Dziękujemy za kontakt z pomocą techniczną ${P}. Otrzymaliśmy wiadomość wysłaną z aplikacji (${at}) i odpowiemy na nią e-mailem.`,
    number: (number: string, email: string) =>
      `Twój numer klienta to ${number}. Jeśli chcesz coś dodać, napisz na adres ${email} i podaj ten numer.`,
  },
});

/** The customer's confirmation, in their language; it repeats nothing they typed. */
export function confirmationMail(m: { number: string; at: Date; zone: string; supportEmail: string }): Mail {
  return (l) => {
    const t = CONFIRMATION[l.language];
    return {
      subject: t.subject,
      heading: t.heading,
      paragraphs: [t.thanks(l.time(m.at, m.zone)), t.number(m.number, m.supportEmail)],
    };
  };
}
