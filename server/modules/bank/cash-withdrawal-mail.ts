/**
 * The emails of a cash withdrawal, as a crypto withdrawal has them: one when it is requested, one
 * when it is paid out, one when compliance does not approve it. The bank's refusal and its return
 * after payment have theirs in payout-mail.ts. Each is in the account's language.
 */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('cash withdrawals', {
  en: {
    requestedSubject: (amount: string) => `Withdrawal of ${amount} requested`,
    requestedHeading: 'Withdrawal requested',
    requested: (amount: string, account: string) =>
      `We received your request to withdraw ${amount} to your bank account ${account}.`,
    requestedNext:
      'We will email you again when it has been paid out. If you did not ask for this, contact support at once and change your password.',
    paidSubject: (amount: string) => `Withdrawal of ${amount} paid out`,
    paidHeading: 'Withdrawal paid out',
    paid: (amount: string, account: string) =>
      `Your withdrawal of ${amount} to ${account} has been paid out. Banks usually show it within one working day.`,
    rejectedSubject: 'Your withdrawal was returned to your cash balance',
    rejectedHeading: 'Withdrawal not paid out',
    rejected: (amount: string, account: string) =>
      `Your withdrawal of ${amount} to ${account} could not be completed. Nothing left your account: the amount is back in your CoinVault cash balance.`,
    rejectedNext: 'Contact support if you have questions about it.',
  },
  de: {
    requestedSubject: (amount: string) => `Auszahlung von ${amount} beantragt`,
    requestedHeading: 'Auszahlung beantragt',
    requested: (amount: string, account: string) =>
      `Wir haben Ihren Auftrag erhalten, ${amount} auf Ihr Bankkonto ${account} auszuzahlen.`,
    requestedNext:
      'Sobald die Auszahlung ausgeführt ist, schreiben wir Ihnen erneut. Wenn Sie sie nicht beauftragt haben, wenden Sie sich sofort an den Support und ändern Sie Ihr Passwort.',
    paidSubject: (amount: string) => `Auszahlung von ${amount} ausgeführt`,
    paidHeading: 'Auszahlung ausgeführt',
    paid: (amount: string, account: string) =>
      `Ihre Auszahlung von ${amount} auf ${account} wurde ausgeführt. Banken zeigen sie meist innerhalb eines Werktags an.`,
    rejectedSubject: 'Ihre Auszahlung ist zurück in Ihrem Fiat-Guthaben',
    rejectedHeading: 'Auszahlung nicht ausgeführt',
    rejected: (amount: string, account: string) =>
      `Ihre Auszahlung von ${amount} auf ${account} konnte nicht abgeschlossen werden. Es wurde nichts abgebucht: Der Betrag ist wieder in Ihrem Fiat-Guthaben bei CoinVault.`,
    rejectedNext: 'Wenden Sie sich bei Fragen dazu an den Support.',
  },
  fr: {
    requestedSubject: (amount: string) => `Retrait de ${amount} demandé`,
    requestedHeading: 'Retrait demandé',
    requested: (amount: string, account: string) =>
      `Nous avons reçu votre demande de retrait de ${amount} vers votre compte bancaire ${account}.`,
    requestedNext:
      'Nous vous écrirons de nouveau dès qu’il aura été versé. Si vous n’êtes pas à l’origine de cette demande, contactez immédiatement le support et changez votre mot de passe.',
    paidSubject: (amount: string) => `Retrait de ${amount} versé`,
    paidHeading: 'Retrait versé',
    paid: (amount: string, account: string) =>
      `Votre retrait de ${amount} vers ${account} a été versé. Les banques l’affichent en général sous un jour ouvré.`,
    rejectedSubject: 'Votre retrait a été reversé sur votre solde fiat',
    rejectedHeading: 'Retrait non versé',
    rejected: (amount: string, account: string) =>
      `Votre retrait de ${amount} vers ${account} n’a pas pu aboutir. Rien n’a quitté votre compte : le montant est de nouveau sur votre solde fiat CoinVault.`,
    rejectedNext: 'Contactez le support pour toute question à ce sujet.',
  },
  es: {
    requestedSubject: (amount: string) => `Retirada de ${amount} solicitada`,
    requestedHeading: 'Retirada solicitada',
    requested: (amount: string, account: string) =>
      `Hemos recibido tu solicitud para retirar ${amount} a tu cuenta bancaria ${account}.`,
    requestedNext:
      'Te escribiremos de nuevo cuando se haya pagado. Si no la has pedido tú, contacta con soporte de inmediato y cambia tu contraseña.',
    paidSubject: (amount: string) => `Retirada de ${amount} pagada`,
    paidHeading: 'Retirada pagada',
    paid: (amount: string, account: string) =>
      `Tu retirada de ${amount} a ${account} se ha pagado. Los bancos suelen mostrarla en un día hábil.`,
    rejectedSubject: 'Tu retirada ha vuelto a tu saldo fiat',
    rejectedHeading: 'Retirada no pagada',
    rejected: (amount: string, account: string) =>
      `Tu retirada de ${amount} a ${account} no se ha podido completar. No ha salido nada de tu cuenta: el importe vuelve a estar en tu saldo fiat de CoinVault.`,
    rejectedNext: 'Contacta con soporte si tienes preguntas.',
  },
  it: {
    requestedSubject: (amount: string) => `Prelievo di ${amount} richiesto`,
    requestedHeading: 'Prelievo richiesto',
    requested: (amount: string, account: string) =>
      `Abbiamo ricevuto la tua richiesta di prelevare ${amount} sul tuo conto bancario ${account}.`,
    requestedNext:
      'Ti scriveremo di nuovo quando sarà stato pagato. Se non l’hai richiesto tu, contatta subito l’assistenza e cambia la password.',
    paidSubject: (amount: string) => `Prelievo di ${amount} pagato`,
    paidHeading: 'Prelievo pagato',
    paid: (amount: string, account: string) =>
      `Il tuo prelievo di ${amount} verso ${account} è stato pagato. Di solito le banche lo mostrano entro un giorno lavorativo.`,
    rejectedSubject: 'Il tuo prelievo è tornato nel saldo fiat',
    rejectedHeading: 'Prelievo non pagato',
    rejected: (amount: string, account: string) =>
      `Non è stato possibile completare il tuo prelievo di ${amount} verso ${account}. Non è uscito nulla dal tuo conto: l’importo è di nuovo nel tuo saldo fiat CoinVault.`,
    rejectedNext: 'Contatta l’assistenza per qualsiasi domanda.',
  },
  nl: {
    requestedSubject: (amount: string) => `Opname van ${amount} aangevraagd`,
    requestedHeading: 'Opname aangevraagd',
    requested: (amount: string, account: string) =>
      `We hebben je verzoek ontvangen om ${amount} op te nemen naar je bankrekening ${account}.`,
    requestedNext:
      'We mailen je opnieuw zodra de opname is uitbetaald. Heb je hier niet om gevraagd? Neem dan meteen contact op met support en wijzig je wachtwoord.',
    paidSubject: (amount: string) => `Opname van ${amount} uitbetaald`,
    paidHeading: 'Opname uitbetaald',
    paid: (amount: string, account: string) =>
      `Je opname van ${amount} naar ${account} is uitbetaald. Banken tonen die meestal binnen één werkdag.`,
    rejectedSubject: 'Je opname staat weer op je saldo',
    rejectedHeading: 'Opname niet uitbetaald',
    rejected: (amount: string, account: string) =>
      `Je opname van ${amount} naar ${account} kon niet worden afgerond. Er is niets van je rekening afgegaan: het bedrag staat weer op je saldo bij CoinVault.`,
    rejectedNext: 'Neem contact op met support als je er vragen over hebt.',
  },
  pl: {
    requestedSubject: (amount: string) => `Zlecono wypłatę ${amount}`,
    requestedHeading: 'Zlecono wypłatę',
    requested: (amount: string, account: string) =>
      `Otrzymaliśmy Twoje zlecenie wypłaty ${amount} na Twoje konto bankowe ${account}.`,
    requestedNext:
      'Napiszemy ponownie, gdy wypłata zostanie zrealizowana. Jeśli to zlecenie nie pochodzi od Ciebie, natychmiast skontaktuj się z pomocą techniczną i zmień hasło.',
    paidSubject: (amount: string) => `Zrealizowano wypłatę ${amount}`,
    paidHeading: 'Wypłata zrealizowana',
    paid: (amount: string, account: string) =>
      `Twoja wypłata ${amount} na konto ${account} została zrealizowana. Banki zwykle pokazują ją w ciągu jednego dnia roboczego.`,
    rejectedSubject: 'Twoja wypłata wróciła na saldo środków fiat',
    rejectedHeading: 'Wypłata nie została zrealizowana',
    rejected: (amount: string, account: string) =>
      `Nie udało się zrealizować Twojej wypłaty ${amount} na konto ${account}. Nic nie opuściło Twojego konta: kwota wróciła na Twoje saldo środków fiat w CoinVault.`,
    rejectedNext: 'Jeśli masz pytania, skontaktuj się z pomocą techniczną.',
  },
});

type CashMail = { amount: string; currency: string; account: string };

export const CASH_WITHDRAWAL_MAIL = {
  requested(o: CashMail): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const a = l.fiat(o.amount, o.currency);
      return {
        subject: t.requestedSubject(a),
        heading: t.requestedHeading,
        paragraphs: [t.requested(a, o.account), t.requestedNext],
      };
    };
  },
  paid(o: CashMail): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const a = l.fiat(o.amount, o.currency);
      return { subject: t.paidSubject(a), heading: t.paidHeading, paragraphs: [t.paid(a, o.account)] };
    };
  },
  /** Not approved by compliance: nothing about why (no tipping off). */
  rejected(o: CashMail): Mail {
    return (l) => {
      const t = TEXT[l.language];
      return {
        subject: t.rejectedSubject,
        heading: t.rejectedHeading,
        paragraphs: [t.rejected(l.fiat(o.amount, o.currency), o.account), t.rejectedNext],
      };
    };
  },
};
