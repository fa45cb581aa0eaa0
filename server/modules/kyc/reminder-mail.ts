/**
 * The reminder support sends a customer who has not finished identity verification (decision
 * 327): what verifying opens, and a button to the Verification section of the profile. It asks
 * for nothing by email: the documents go only to the provider's widget in the app.
 */
import { type Mail, mailTexts, PRODUCT_NAME as P } from '../../providers/mail/index.js';

const TEXT = mailTexts('identity verification reminder', {
  en: {
    subject: `Finish verifying your identity with ${P}`,
    heading: 'Verify your identity',
    why: 'You have not finished verifying your identity yet. Until you do, you cannot withdraw or make larger card purchases.',
    how: `Sign in to ${P} and open Profile, then Verification. It takes a few minutes; your documents go only to our verification partner, never by email.`,
    action: 'Verify my identity',
  },
  de: {
    subject: `Schließen Sie Ihre Identitätsprüfung bei ${P} ab`,
    heading: 'Identität bestätigen',
    why: 'Ihre Identitätsprüfung ist noch nicht abgeschlossen. Bis dahin können Sie weder auszahlen noch größere Kartenkäufe tätigen.',
    how: `Melden Sie sich bei ${P} an und öffnen Sie Profil, dann Verifizierung. Es dauert nur wenige Minuten; Ihre Dokumente gehen nur an unseren Prüfpartner, nie per E-Mail.`,
    action: 'Identität bestätigen',
  },
  fr: {
    subject: `Terminez votre vérification d’identité ${P}`,
    heading: 'Vérifiez votre identité',
    why: 'Votre vérification d’identité n’est pas encore terminée. D’ici là, vous ne pouvez ni retirer ni faire d’achats par carte plus importants.',
    how: `Connectez-vous à ${P} et ouvrez Profil, puis Vérification. Cela prend quelques minutes ; vos documents vont uniquement à notre partenaire de vérification, jamais par e-mail.`,
    action: 'Vérifier mon identité',
  },
  es: {
    subject: `Termina tu verificación de identidad en ${P}`,
    heading: 'Verifica tu identidad',
    why: 'Aún no has terminado la verificación de identidad. Hasta entonces, no puedes retirar ni hacer compras con tarjeta de mayor importe.',
    how: `Inicia sesión en ${P} y abre Perfil y luego Verificación. Tarda unos minutos; tus documentos van solo a nuestro socio de verificación, nunca por correo electrónico.`,
    action: 'Verificar mi identidad',
  },
  it: {
    subject: `Completa la verifica dell’identità su ${P}`,
    heading: 'Verifica la tua identità',
    why: 'Non hai ancora completato la verifica dell’identità. Fino ad allora non puoi prelevare né fare acquisti con carta di importo maggiore.',
    how: `Accedi a ${P} e apri Profilo, poi Verifica. Servono pochi minuti; i tuoi documenti vanno solo al nostro partner di verifica, mai via email.`,
    action: 'Verifica la mia identità',
  },
  nl: {
    subject: `Rond je identiteitsverificatie bij ${P} af`,
    heading: 'Verifieer je identiteit',
    why: 'Je identiteitsverificatie is nog niet afgerond. Tot die tijd kun je niet opnemen en geen grotere kaartaankopen doen.',
    how: `Log in bij ${P} en open Profiel, dan Verificatie. Het duurt een paar minuten; je documenten gaan alleen naar onze verificatiepartner, nooit per e-mail.`,
    action: 'Mijn identiteit verifiëren',
  },
  pl: {
    subject: `Dokończ weryfikację tożsamości w ${P}`,
    heading: 'Zweryfikuj swoją tożsamość',
    why: 'Weryfikacja Twojej tożsamości nie jest jeszcze zakończona. Do tego czasu nie możesz wypłacać środków ani robić większych zakupów kartą.',
    how: `Zaloguj się do ${P} i otwórz Profil, a potem Weryfikacja. Zajmie to kilka minut; Twoje dokumenty trafiają tylko do naszego partnera weryfikacyjnego, nigdy e-mailem.`,
    action: 'Zweryfikuj tożsamość',
  },
});

export function verificationReminderMail(publicUrl: string): Mail {
  return (l) => {
    const t = TEXT[l.language];
    return {
      subject: t.subject,
      heading: t.heading,
      paragraphs: [t.why, t.how],
      action: { label: t.action, url: `${publicUrl}/profile/verification` },
    };
  };
}
