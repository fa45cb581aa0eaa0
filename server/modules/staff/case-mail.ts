/**
 * What the customer is told when compliance decides a deposit it held (decision 293): credited, or
 * going back to its sender. Never why (no tipping off); a released withdrawal is told by its
 * "sent" mail, a returned one by its "returned" mail.
 */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('deposit decided', {
  en: {
    creditedSubject: (amount: string) => `Deposit of ${amount} credited`,
    creditedHeading: 'Deposit credited',
    credited: (amount: string) => `The review of your deposit of ${amount} is done. It is now in your balance.`,
    returnedSubject: (amount: string) => `Deposit of ${amount} not accepted`,
    returnedHeading: 'Deposit not accepted',
    returned: (amount: string) =>
      `Your deposit of ${amount} could not be accepted. It is being returned to the sender and will not appear in your balance.`,
    questions: 'If you have questions, contact support.',
  },
  de: {
    creditedSubject: (amount: string) => `Einzahlung von ${amount} gutgeschrieben`,
    creditedHeading: 'Einzahlung gutgeschrieben',
    credited: (amount: string) =>
      `Die Prüfung Ihrer Einzahlung von ${amount} ist abgeschlossen. Der Betrag ist jetzt in Ihrem Guthaben.`,
    returnedSubject: (amount: string) => `Einzahlung von ${amount} nicht angenommen`,
    returnedHeading: 'Einzahlung nicht angenommen',
    returned: (amount: string) =>
      `Ihre Einzahlung von ${amount} konnte nicht angenommen werden. Sie wird an den Absender zurückgesendet und erscheint nicht in Ihrem Guthaben.`,
    questions: 'Bei Fragen wenden Sie sich an den Support.',
  },
  fr: {
    creditedSubject: (amount: string) => `Dépôt de ${amount} crédité`,
    creditedHeading: 'Dépôt crédité',
    credited: (amount: string) =>
      `La vérification de votre dépôt de ${amount} est terminée. Il figure maintenant dans votre solde.`,
    returnedSubject: (amount: string) => `Dépôt de ${amount} non accepté`,
    returnedHeading: 'Dépôt non accepté',
    returned: (amount: string) =>
      `Votre dépôt de ${amount} n’a pas pu être accepté. Il est renvoyé à l’expéditeur et n’apparaîtra pas dans votre solde.`,
    questions: 'Pour toute question, contactez le support.',
  },
  es: {
    creditedSubject: (amount: string) => `Depósito de ${amount} abonado`,
    creditedHeading: 'Depósito abonado',
    credited: (amount: string) => `La revisión de tu depósito de ${amount} ha terminado. Ya está en tu saldo.`,
    returnedSubject: (amount: string) => `Depósito de ${amount} no aceptado`,
    returnedHeading: 'Depósito no aceptado',
    returned: (amount: string) =>
      `No hemos podido aceptar tu depósito de ${amount}. Se está devolviendo al remitente y no aparecerá en tu saldo.`,
    questions: 'Si tienes preguntas, contacta con soporte.',
  },
  it: {
    creditedSubject: (amount: string) => `Deposito di ${amount} accreditato`,
    creditedHeading: 'Deposito accreditato',
    credited: (amount: string) => `La verifica del tuo deposito di ${amount} è conclusa. Ora è nel tuo saldo.`,
    returnedSubject: (amount: string) => `Deposito di ${amount} non accettato`,
    returnedHeading: 'Deposito non accettato',
    returned: (amount: string) =>
      `Non è stato possibile accettare il tuo deposito di ${amount}. Viene restituito al mittente e non comparirà nel tuo saldo.`,
    questions: 'Per qualsiasi domanda, contatta l’assistenza.',
  },
  nl: {
    creditedSubject: (amount: string) => `Storting van ${amount} bijgeschreven`,
    creditedHeading: 'Storting bijgeschreven',
    credited: (amount: string) =>
      `De beoordeling van je storting van ${amount} is klaar. Het bedrag staat nu in je saldo.`,
    returnedSubject: (amount: string) => `Storting van ${amount} niet geaccepteerd`,
    returnedHeading: 'Storting niet geaccepteerd',
    returned: (amount: string) =>
      `Je storting van ${amount} kon niet worden geaccepteerd. Ze wordt teruggestuurd naar de afzender en verschijnt niet in je saldo.`,
    questions: 'Heb je vragen? Neem contact op met support.',
  },
  pl: {
    creditedSubject: (amount: string) => `Wpłata ${amount} zaksięgowana`,
    creditedHeading: 'Wpłata zaksięgowana',
    credited: (amount: string) =>
      `Sprawdzanie Twojej wpłaty ${amount} zostało zakończone. Środki są już na Twoim saldzie.`,
    returnedSubject: (amount: string) => `Wpłata ${amount} nie została przyjęta`,
    returnedHeading: 'Wpłata nie została przyjęta',
    returned: (amount: string) =>
      `Nie mogliśmy przyjąć Twojej wpłaty ${amount}. Zostanie zwrócona nadawcy i nie pojawi się na Twoim saldzie.`,
    questions: 'Jeśli masz pytania, skontaktuj się z pomocą techniczną.',
  },
});

/** A held deposit decided: credited (release) or going back to its sender (return). */
export const DEPOSIT_DECIDED_MAIL =
  (decision: 'release' | 'return', amount: string, symbol: string): Mail =>
  (l) => {
    const t = TEXT[l.language];
    const a = l.coin(amount, symbol);
    return decision === 'release'
      ? { subject: t.creditedSubject(a), heading: t.creditedHeading, paragraphs: [t.credited(a)] }
      : { subject: t.returnedSubject(a), heading: t.returnedHeading, paragraphs: [t.returned(a), t.questions] };
  };
