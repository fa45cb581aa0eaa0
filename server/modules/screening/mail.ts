/** What the customer is told of a transfer a check stopped: only that it is under review. */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('deposit review', {
  en: {
    subject: (amount: string) => `Deposit of ${amount} under review`,
    heading: 'Deposit under review',
    review: (amount: string) => `Your deposit of ${amount} is under review. We will email you when it is done.`,
    nothing: 'There is nothing you need to do now.',
  },
  de: {
    subject: (amount: string) => `Einzahlung von ${amount} wird geprüft`,
    heading: 'Einzahlung wird geprüft',
    review: (amount: string) =>
      `Ihre Einzahlung von ${amount} wird geprüft. Wir schreiben Ihnen, sobald die Prüfung abgeschlossen ist.`,
    nothing: 'Sie müssen jetzt nichts tun.',
  },
  fr: {
    subject: (amount: string) => `Dépôt de ${amount} en cours de vérification`,
    heading: 'Dépôt en cours de vérification',
    review: (amount: string) =>
      `Votre dépôt de ${amount} est en cours de vérification. Nous vous écrirons dès qu’elle sera terminée.`,
    nothing: 'Vous n’avez rien à faire pour le moment.',
  },
  es: {
    subject: (amount: string) => `Depósito de ${amount} en revisión`,
    heading: 'Depósito en revisión',
    review: (amount: string) => `Tu depósito de ${amount} está en revisión. Te escribiremos cuando haya terminado.`,
    nothing: 'Ahora no tienes que hacer nada.',
  },
  it: {
    subject: (amount: string) => `Deposito di ${amount} in verifica`,
    heading: 'Deposito in verifica',
    review: (amount: string) => `Il tuo deposito di ${amount} è in verifica. Ti scriveremo quando sarà conclusa.`,
    nothing: 'Per ora non devi fare nulla.',
  },
  nl: {
    subject: (amount: string) => `Storting van ${amount} wordt beoordeeld`,
    heading: 'Storting wordt beoordeeld',
    review: (amount: string) => `Je storting van ${amount} wordt beoordeeld. We mailen je zodra dat klaar is.`,
    nothing: 'Je hoeft nu niets te doen.',
  },
  pl: {
    subject: (amount: string) => `Wpłata ${amount} jest sprawdzana`,
    heading: 'Wpłata jest sprawdzana',
    review: (amount: string) => `Twoja wpłata ${amount} jest sprawdzana. Napiszemy do Ciebie, gdy to się zakończy.`,
    nothing: 'Teraz nie musisz nic robić.',
  },
});

/** A deposit a check stopped: the customer learns only that it is under review (decision 250). */
export const DEPOSIT_REVIEW_MAIL =
  (amount: string, symbol: string): Mail =>
  (l) => {
    const t = TEXT[l.language];
    const a = l.coin(amount, symbol);
    return { subject: t.subject(a), heading: t.heading, paragraphs: [t.review(a), t.nothing] };
  };
