/**
 * The emails about a cash withdrawal whose amount comes back: the bank refused its payout
 * (decision 290), or returned it after it was paid (decision 312).
 */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('cash payout refused', {
  en: {
    subject: 'Your withdrawal was returned to your cash balance',
    heading: 'Withdrawal not paid out',
    refused: (amount: string, account: string) =>
      `The bank refused to pay out your withdrawal of ${amount} to ${account}. Nothing left your account: the amount is back in your CoinVault cash balance.`,
    next: 'Check the account’s details in Profile → Fiat Address Book and try again, or contact support if it happens again.',
  },
  de: {
    subject: 'Ihre Auszahlung ist zurück in Ihrem Fiat-Guthaben',
    heading: 'Auszahlung nicht ausgeführt',
    refused: (amount: string, account: string) =>
      `Die Bank hat Ihre Auszahlung von ${amount} auf ${account} abgelehnt. Es wurde nichts abgebucht: Der Betrag ist wieder in Ihrem Fiat-Guthaben bei CoinVault.`,
    next: 'Prüfen Sie die Kontodaten unter Profil → Fiat-Adressbuch und versuchen Sie es erneut, oder wenden Sie sich an den Support, falls es wieder passiert.',
  },
  fr: {
    subject: 'Votre retrait a été reversé sur votre solde fiat',
    heading: 'Retrait non versé',
    refused: (amount: string, account: string) =>
      `La banque a refusé de verser votre retrait de ${amount} vers ${account}. Rien n’a quitté votre compte : le montant est de nouveau sur votre solde fiat CoinVault.`,
    next: 'Vérifiez les coordonnées du compte dans Profil → Carnet d’adresses en monnaie fiduciaire et réessayez, ou contactez le support si cela se reproduit.',
  },
  es: {
    subject: 'Tu retirada ha vuelto a tu saldo fiat',
    heading: 'Retirada no pagada',
    refused: (amount: string, account: string) =>
      `El banco ha rechazado el pago de tu retirada de ${amount} a ${account}. No ha salido nada de tu cuenta: el importe vuelve a estar en tu saldo fiat de CoinVault.`,
    next: 'Comprueba los datos de la cuenta en Perfil → Libreta de direcciones fiat e inténtalo de nuevo, o contacta con soporte si vuelve a ocurrir.',
  },
  it: {
    subject: 'Il tuo prelievo è tornato nel saldo fiat',
    heading: 'Prelievo non pagato',
    refused: (amount: string, account: string) =>
      `La banca ha rifiutato di pagare il tuo prelievo di ${amount} verso ${account}. Non è uscito nulla dal tuo conto: l’importo è di nuovo nel tuo saldo fiat CoinVault.`,
    next: 'Controlla i dati del conto in Profilo → Rubrica indirizzi fiat e riprova, oppure contatta l’assistenza se succede di nuovo.',
  },
  nl: {
    subject: 'Je opname staat weer op je saldo',
    heading: 'Opname niet uitbetaald',
    refused: (amount: string, account: string) =>
      `De bank heeft de uitbetaling van je opname van ${amount} naar ${account} geweigerd. Er is niets van je rekening afgegaan: het bedrag staat weer op je saldo bij CoinVault.`,
    next: 'Controleer de gegevens van de rekening via Profiel → Fiat-adresboek en probeer het opnieuw, of neem contact op met support als het weer gebeurt.',
  },
  pl: {
    subject: 'Twoja wypłata wróciła na saldo środków fiat',
    heading: 'Wypłata nie została zrealizowana',
    refused: (amount: string, account: string) =>
      `Bank odmówił wypłaty ${amount} na konto ${account}. Nic nie opuściło Twojego konta: kwota wróciła na Twoje saldo środków fiat w CoinVault.`,
    next: 'Sprawdź dane konta w sekcji Profil → Książka adresowa fiat i spróbuj ponownie albo skontaktuj się z pomocą techniczną, jeśli sytuacja się powtórzy.',
  },
});

export function payoutRefusedMail(o: { amount: string; currency: string; account: string }): Mail {
  return (l) => {
    const t = TEXT[l.language];
    return {
      subject: t.subject,
      heading: t.heading,
      paragraphs: [t.refused(l.fiat(o.amount, o.currency), o.account), t.next],
    };
  };
}

const RETURNED = mailTexts('cash payout returned after it was paid', {
  en: {
    subject: 'Your withdrawal came back to your cash balance',
    heading: 'Withdrawal returned by the bank',
    returned: (amount: string, account: string) =>
      `Your withdrawal of ${amount} to ${account} was paid, but the receiving bank sent it back. The amount is back in your CoinVault cash balance.`,
    next: 'Check with your bank that the account is open and in your name, then withdraw again, or contact support.',
  },
  de: {
    subject: 'Ihre Auszahlung ist zurück in Ihrem Fiat-Guthaben',
    heading: 'Auszahlung von der Bank zurückgebucht',
    returned: (amount: string, account: string) =>
      `Ihre Auszahlung von ${amount} auf ${account} wurde ausgeführt, aber die Empfängerbank hat sie zurückgeschickt. Der Betrag ist wieder in Ihrem Fiat-Guthaben bei CoinVault.`,
    next: 'Klären Sie mit Ihrer Bank, ob das Konto besteht und auf Ihren Namen lautet, und zahlen Sie dann erneut aus, oder wenden Sie sich an den Support.',
  },
  fr: {
    subject: 'Votre retrait est revenu sur votre solde fiat',
    heading: 'Retrait renvoyé par la banque',
    returned: (amount: string, account: string) =>
      `Votre retrait de ${amount} vers ${account} a été versé, mais la banque destinataire l’a renvoyé. Le montant est de nouveau sur votre solde fiat CoinVault.`,
    next: 'Vérifiez auprès de votre banque que le compte est ouvert et à votre nom, puis effectuez un nouveau retrait, ou contactez le support.',
  },
  es: {
    subject: 'Tu retirada ha vuelto a tu saldo fiat',
    heading: 'Retirada devuelta por el banco',
    returned: (amount: string, account: string) =>
      `Tu retirada de ${amount} a ${account} se pagó, pero el banco de destino la ha devuelto. El importe vuelve a estar en tu saldo fiat de CoinVault.`,
    next: 'Comprueba con tu banco que la cuenta está abierta y a tu nombre y vuelve a retirar, o contacta con soporte.',
  },
  it: {
    subject: 'Il tuo prelievo è tornato nel saldo fiat',
    heading: 'Prelievo restituito dalla banca',
    returned: (amount: string, account: string) =>
      `Il tuo prelievo di ${amount} verso ${account} è stato pagato, ma la banca destinataria lo ha restituito. L’importo è di nuovo nel tuo saldo fiat CoinVault.`,
    next: 'Verifica con la tua banca che il conto sia aperto e intestato a te, poi preleva di nuovo, oppure contatta l’assistenza.',
  },
  nl: {
    subject: 'Je opname staat weer op je saldo',
    heading: 'Opname teruggestort door de bank',
    returned: (amount: string, account: string) =>
      `Je opname van ${amount} naar ${account} is uitbetaald, maar de ontvangende bank heeft het bedrag teruggestuurd. Het bedrag staat weer op je saldo bij CoinVault.`,
    next: 'Controleer bij je bank of de rekening open is en op jouw naam staat en neem dan opnieuw op, of neem contact op met support.',
  },
  pl: {
    subject: 'Twoja wypłata wróciła na saldo środków fiat',
    heading: 'Wypłata zwrócona przez bank',
    returned: (amount: string, account: string) =>
      `Twoja wypłata ${amount} na konto ${account} została zrealizowana, ale bank odbiorcy ją zwrócił. Kwota wróciła na Twoje saldo środków fiat w CoinVault.`,
    next: 'Sprawdź w swoim banku, czy konto jest aktywne i prowadzone na Twoje imię i nazwisko, a potem wypłać ponownie albo skontaktuj się z pomocą techniczną.',
  },
});

/** The email sent when a paid cash withdrawal comes back from the bank and is credited back (decision 312). */
export function payoutReturnedMail(o: { amount: string; currency: string; account: string }): Mail {
  return (l) => {
    const t = RETURNED[l.language];
    return {
      subject: t.subject,
      heading: t.heading,
      paragraphs: [t.returned(l.fiat(o.amount, o.currency), o.account), t.next],
    };
  };
}
