/** The email sent when the bank refuses a cash withdrawal's payout and the amount goes back (decision 290). */
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
