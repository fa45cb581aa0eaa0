/** The confirmation email of a saved bank account; the anti-phishing code is added by sendAccountMail. */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('bank account confirmation', {
  en: {
    subject: 'Confirm the new bank account for withdrawals',
    heading: 'Confirm your new bank account',
    added: (label: string, account: string) =>
      `"${label}": ${account} was added to your bank accounts for withdrawals.`,
    confirm: (hold: string) =>
      `Confirm it with the button below. ${hold} after that, you can withdraw to it. The link works once and expires in 24 hours.`,
    notYou:
      'If you did not add this account, do not open the link: remove it in Profile → Fiat Address Book and change your password.',
    action: 'Confirm bank account',
  },
  de: {
    subject: 'Bestätigen Sie das neue Bankkonto für Auszahlungen',
    heading: 'Bestätigen Sie Ihr neues Bankkonto',
    added: (label: string, account: string) =>
      `„${label}“: ${account} wurde Ihren Bankkonten für Auszahlungen hinzugefügt.`,
    confirm: (hold: string) =>
      `Bestätigen Sie es mit der Schaltfläche unten. ${hold} danach können Sie darauf auszahlen. Der Link gilt einmal und läuft in 24 Stunden ab.`,
    notYou:
      'Wenn Sie dieses Konto nicht hinzugefügt haben, öffnen Sie den Link nicht: Entfernen Sie es unter Profil → Fiat-Adressbuch und ändern Sie Ihr Passwort.',
    action: 'Bankkonto bestätigen',
  },
  fr: {
    subject: 'Confirmez le nouveau compte bancaire pour les retraits',
    heading: 'Confirmez votre nouveau compte bancaire',
    added: (label: string, account: string) =>
      `« ${label} » : ${account} a été ajouté à vos comptes bancaires pour les retraits.`,
    confirm: (hold: string) =>
      `Confirmez-le avec le bouton ci-dessous. Vous pourrez y effectuer des retraits ${hold} après. Le lien ne sert qu’une fois et expire dans 24 heures.`,
    notYou:
      'Si vous n’avez pas ajouté ce compte, n’ouvrez pas le lien : supprimez-le dans Profil → Carnet d’adresses en monnaie fiduciaire et changez votre mot de passe.',
    action: 'Confirmer le compte bancaire',
  },
  es: {
    subject: 'Confirma la nueva cuenta bancaria para retiradas',
    heading: 'Confirma tu nueva cuenta bancaria',
    added: (label: string, account: string) =>
      `«${label}»: ${account} se ha añadido a tus cuentas bancarias para retiradas.`,
    confirm: (hold: string) =>
      `Confírmala con el botón de abajo. Podrás retirar a ella ${hold} después. El enlace solo sirve una vez y caduca en 24 horas.`,
    notYou:
      'Si no has añadido esta cuenta, no abras el enlace: elimínala en Perfil → Libreta de direcciones fiat y cambia tu contraseña.',
    action: 'Confirmar cuenta bancaria',
  },
  it: {
    subject: 'Conferma il nuovo conto bancario per i prelievi',
    heading: 'Conferma il tuo nuovo conto bancario',
    added: (label: string, account: string) =>
      `«${label}»: ${account} è stato aggiunto ai tuoi conti bancari per i prelievi.`,
    confirm: (hold: string) =>
      `Confermalo con il pulsante qui sotto. ${hold} dopo potrai prelevare verso di esso. Il link vale una sola volta e scade tra 24 ore.`,
    notYou:
      'Se non hai aggiunto tu questo conto, non aprire il link: rimuovilo in Profilo → Rubrica indirizzi fiat e cambia la password.',
    action: 'Conferma conto bancario',
  },
  nl: {
    subject: 'Bevestig de nieuwe bankrekening voor opnames',
    heading: 'Bevestig je nieuwe bankrekening',
    added: (label: string, account: string) =>
      `‘${label}’: ${account} is toegevoegd aan je bankrekeningen voor opnames.`,
    confirm: (hold: string) =>
      `Bevestig hem met de knop hieronder. ${hold} daarna kun je ernaar opnemen. De link werkt één keer en verloopt over 24 uur.`,
    notYou:
      'Heb je deze rekening niet toegevoegd? Open de link dan niet: verwijder hem via Profiel → Fiat-adresboek en wijzig je wachtwoord.',
    action: 'Bankrekening bevestigen',
  },
  pl: {
    subject: 'Potwierdź nowe konto bankowe do wypłat',
    heading: 'Potwierdź nowe konto bankowe',
    added: (label: string, account: string) => `„${label}”: ${account} dodano do Twoich kont bankowych do wypłat.`,
    confirm: (hold: string) =>
      `Potwierdź je przyciskiem poniżej. Czas oczekiwania po potwierdzeniu: ${hold}; potem możesz wypłacać na to konto. Link działa jeden raz i wygasa po 24 godzinach.`,
    notYou:
      'Jeśli to konto nie zostało dodane przez Ciebie, nie otwieraj linku: usuń je w sekcji Profil → Książka adresowa fiat i zmień hasło.',
    action: 'Potwierdź konto bankowe',
  },
});

export function confirmBankAccountMail(o: { label: string; account: string; url: string; holdSeconds: number }): Mail {
  return (l) => {
    const t = TEXT[l.language];
    return {
      subject: t.subject,
      heading: t.heading,
      paragraphs: [t.added(o.label, o.account), t.confirm(l.duration(o.holdSeconds)), t.notYou],
      action: { label: t.action, url: o.url },
    };
  };
}
