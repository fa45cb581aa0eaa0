/** Withdrawal notices to the customer, in their language; sent by notifyCustomer (notify.ts). */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('withdrawals', {
  en: {
    requestedSubject: (amount: string) => `Withdrawal of ${amount} requested`,
    requestedHeading: 'Withdrawal requested',
    requested: (amount: string, address: string, network: string) =>
      `We received your request to withdraw ${amount} to ${address} on ${network}.`,
    requestedNext:
      'We will email you again when it has been sent. If you did not ask for this, contact support at once and change your password.',
    sentSubject: (amount: string) => `Withdrawal of ${amount} sent`,
    sentHeading: 'Withdrawal sent',
    sent: (amount: string, address: string) => `Your withdrawal of ${amount} to ${address} has been sent.`,
    transaction: (hash: string) => `Transaction: ${hash}`,
    failedSubject: (amount: string) => `Withdrawal of ${amount} returned`,
    failedHeading: 'Withdrawal could not be sent',
    failed: (amount: string) =>
      `Your withdrawal of ${amount} could not be sent. The full amount is back in your balance.`,
    failedNext: 'You can try again, or contact support if this keeps happening.',
  },
  de: {
    requestedSubject: (amount: string) => `Auszahlung von ${amount} beantragt`,
    requestedHeading: 'Auszahlung beantragt',
    requested: (amount: string, address: string, network: string) =>
      `Wir haben Ihren Auftrag erhalten, ${amount} an ${address} im Netzwerk ${network} auszuzahlen.`,
    requestedNext:
      'Sobald die Auszahlung gesendet ist, schreiben wir Ihnen erneut. Wenn Sie sie nicht beauftragt haben, wenden Sie sich sofort an den Support und ändern Sie Ihr Passwort.',
    sentSubject: (amount: string) => `Auszahlung von ${amount} gesendet`,
    sentHeading: 'Auszahlung gesendet',
    sent: (amount: string, address: string) => `Ihre Auszahlung von ${amount} an ${address} wurde gesendet.`,
    transaction: (hash: string) => `Transaktion: ${hash}`,
    failedSubject: (amount: string) => `Auszahlung von ${amount} zurückgebucht`,
    failedHeading: 'Auszahlung konnte nicht gesendet werden',
    failed: (amount: string) =>
      `Ihre Auszahlung von ${amount} konnte nicht gesendet werden. Der volle Betrag ist wieder in Ihrem Guthaben.`,
    failedNext: 'Sie können es erneut versuchen oder sich an den Support wenden, falls das wieder passiert.',
  },
  fr: {
    requestedSubject: (amount: string) => `Retrait de ${amount} demandé`,
    requestedHeading: 'Retrait demandé',
    requested: (amount: string, address: string, network: string) =>
      `Nous avons reçu votre demande de retrait de ${amount} vers ${address} sur le réseau ${network}.`,
    requestedNext:
      'Nous vous écrirons de nouveau dès qu’il aura été envoyé. Si vous n’êtes pas à l’origine de cette demande, contactez immédiatement le support et changez votre mot de passe.',
    sentSubject: (amount: string) => `Retrait de ${amount} envoyé`,
    sentHeading: 'Retrait envoyé',
    sent: (amount: string, address: string) => `Votre retrait de ${amount} vers ${address} a été envoyé.`,
    transaction: (hash: string) => `Transaction : ${hash}`,
    failedSubject: (amount: string) => `Retrait de ${amount} restitué`,
    failedHeading: 'Le retrait n’a pas pu être envoyé',
    failed: (amount: string) =>
      `Votre retrait de ${amount} n’a pas pu être envoyé. La totalité du montant a été recréditée sur votre solde.`,
    failedNext: 'Vous pouvez réessayer, ou contacter le support si cela se reproduit.',
  },
  es: {
    requestedSubject: (amount: string) => `Retirada de ${amount} solicitada`,
    requestedHeading: 'Retirada solicitada',
    requested: (amount: string, address: string, network: string) =>
      `Hemos recibido tu solicitud para retirar ${amount} a ${address} en la red ${network}.`,
    requestedNext:
      'Te escribiremos de nuevo cuando se haya enviado. Si no la has pedido tú, contacta con soporte de inmediato y cambia tu contraseña.',
    sentSubject: (amount: string) => `Retirada de ${amount} enviada`,
    sentHeading: 'Retirada enviada',
    sent: (amount: string, address: string) => `Tu retirada de ${amount} a ${address} se ha enviado.`,
    transaction: (hash: string) => `Transacción: ${hash}`,
    failedSubject: (amount: string) => `Retirada de ${amount} devuelta`,
    failedHeading: 'No se ha podido enviar la retirada',
    failed: (amount: string) =>
      `No se ha podido enviar tu retirada de ${amount}. El importe completo vuelve a estar en tu saldo.`,
    failedNext: 'Puedes intentarlo de nuevo o contactar con soporte si vuelve a ocurrir.',
  },
  it: {
    requestedSubject: (amount: string) => `Prelievo di ${amount} richiesto`,
    requestedHeading: 'Prelievo richiesto',
    requested: (amount: string, address: string, network: string) =>
      `Abbiamo ricevuto la tua richiesta di prelevare ${amount} verso ${address} sulla rete ${network}.`,
    requestedNext:
      'Ti scriveremo di nuovo quando sarà stato inviato. Se non l’hai richiesto tu, contatta subito l’assistenza e cambia la password.',
    sentSubject: (amount: string) => `Prelievo di ${amount} inviato`,
    sentHeading: 'Prelievo inviato',
    sent: (amount: string, address: string) => `Il tuo prelievo di ${amount} verso ${address} è stato inviato.`,
    transaction: (hash: string) => `Transazione: ${hash}`,
    failedSubject: (amount: string) => `Prelievo di ${amount} restituito`,
    failedHeading: 'Non è stato possibile inviare il prelievo',
    failed: (amount: string) =>
      `Non è stato possibile inviare il tuo prelievo di ${amount}. L’intero importo è tornato nel tuo saldo.`,
    failedNext: 'Puoi riprovare, oppure contattare l’assistenza se succede di nuovo.',
  },
  nl: {
    requestedSubject: (amount: string) => `Opname van ${amount} aangevraagd`,
    requestedHeading: 'Opname aangevraagd',
    requested: (amount: string, address: string, network: string) =>
      `We hebben je verzoek ontvangen om ${amount} op te nemen naar ${address} op het netwerk ${network}.`,
    requestedNext:
      'We mailen je opnieuw zodra de opname is verstuurd. Heb je hier niet om gevraagd? Neem dan meteen contact op met support en wijzig je wachtwoord.',
    sentSubject: (amount: string) => `Opname van ${amount} verstuurd`,
    sentHeading: 'Opname verstuurd',
    sent: (amount: string, address: string) => `Je opname van ${amount} naar ${address} is verstuurd.`,
    transaction: (hash: string) => `Transactie: ${hash}`,
    failedSubject: (amount: string) => `Opname van ${amount} teruggestort`,
    failedHeading: 'Opname kon niet worden verstuurd',
    failed: (amount: string) =>
      `Je opname van ${amount} kon niet worden verstuurd. Het volledige bedrag staat weer in je saldo.`,
    failedNext: 'Je kunt het opnieuw proberen, of contact opnemen met support als dit blijft gebeuren.',
  },
  pl: {
    requestedSubject: (amount: string) => `Zlecono wypłatę ${amount}`,
    requestedHeading: 'Zlecono wypłatę',
    requested: (amount: string, address: string, network: string) =>
      `Otrzymaliśmy Twoje zlecenie wypłaty ${amount} na adres ${address} w sieci ${network}.`,
    requestedNext:
      'Napiszemy ponownie, gdy wypłata zostanie wysłana. Jeśli to zlecenie nie pochodzi od Ciebie, natychmiast skontaktuj się z pomocą techniczną i zmień hasło.',
    sentSubject: (amount: string) => `Wysłano wypłatę ${amount}`,
    sentHeading: 'Wypłata wysłana',
    sent: (amount: string, address: string) => `Twoja wypłata ${amount} na adres ${address} została wysłana.`,
    transaction: (hash: string) => `Transakcja: ${hash}`,
    failedSubject: (amount: string) => `Wypłata ${amount} zwrócona`,
    failedHeading: 'Nie udało się wysłać wypłaty',
    failed: (amount: string) => `Nie udało się wysłać Twojej wypłaty ${amount}. Cała kwota wróciła na Twoje saldo.`,
    failedNext: 'Możesz spróbować ponownie lub skontaktować się z pomocą techniczną, jeśli to się powtarza.',
  },
});

/** Amounts are decimal strings ('0.5'), written in the customer's language when sent. */
export const WITHDRAWAL_MAIL = {
  requested(amount: string, symbol: string, address: string, network: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const a = l.coin(amount, symbol);
      return {
        subject: t.requestedSubject(a),
        heading: t.requestedHeading,
        paragraphs: [t.requested(a, address, network), t.requestedNext],
      };
    };
  },
  sent(amount: string, symbol: string, address: string, txHash: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const a = l.coin(amount, symbol);
      return {
        subject: t.sentSubject(a),
        heading: t.sentHeading,
        paragraphs: [t.sent(a, address), t.transaction(txHash)],
      };
    };
  },
  failed(amount: string, symbol: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const a = l.coin(amount, symbol);
      return { subject: t.failedSubject(a), heading: t.failedHeading, paragraphs: [t.failed(a), t.failedNext] };
    };
  },
};
