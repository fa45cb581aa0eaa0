/** The address book's confirmation email; the anti-phishing code is added by sendAccountMail. */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('address confirmation', {
  en: {
    subject: 'Confirm the new address in your address book',
    heading: 'Confirm your new withdrawal address',
    added: (label: string, address: string, currency: string, network: string) =>
      `"${label}": ${address} (${currency} on ${network}) was added to your address book.`,
    confirm: (hold: string) =>
      `Confirm it with the button below. ${hold} after that, you can withdraw to it. The link works once and expires in 24 hours.`,
    notYou:
      'If you did not add this address, do not open the link: remove the address in Profile → Address Book and change your password.',
    action: 'Confirm address',
  },
  de: {
    subject: 'Bestätigen Sie die neue Adresse in Ihrem Adressbuch',
    heading: 'Bestätigen Sie Ihre neue Auszahlungsadresse',
    added: (label: string, address: string, currency: string, network: string) =>
      `„${label}“: ${address} (${currency} im Netzwerk ${network}) wurde Ihrem Adressbuch hinzugefügt.`,
    confirm: (hold: string) =>
      `Bestätigen Sie sie mit der Schaltfläche unten. ${hold} danach können Sie an sie auszahlen. Der Link gilt einmal und läuft in 24 Stunden ab.`,
    notYou:
      'Wenn Sie diese Adresse nicht hinzugefügt haben, öffnen Sie den Link nicht: Entfernen Sie die Adresse unter Profil → Adressbuch und ändern Sie Ihr Passwort.',
    action: 'Adresse bestätigen',
  },
  fr: {
    subject: 'Confirmez la nouvelle adresse de votre carnet d’adresses',
    heading: 'Confirmez votre nouvelle adresse de retrait',
    added: (label: string, address: string, currency: string, network: string) =>
      `« ${label} » : ${address} (${currency} sur ${network}) a été ajoutée à votre carnet d’adresses.`,
    confirm: (hold: string) =>
      `Confirmez-la avec le bouton ci-dessous. Vous pourrez y effectuer des retraits ${hold} après. Le lien ne sert qu’une fois et expire dans 24 heures.`,
    notYou:
      'Si vous n’avez pas ajouté cette adresse, n’ouvrez pas le lien : supprimez l’adresse dans Profil → Carnet d’adresses et changez votre mot de passe.',
    action: 'Confirmer l’adresse',
  },
  es: {
    subject: 'Confirma la nueva dirección de tu libreta de direcciones',
    heading: 'Confirma tu nueva dirección de retirada',
    added: (label: string, address: string, currency: string, network: string) =>
      `«${label}»: ${address} (${currency} en ${network}) se ha añadido a tu libreta de direcciones.`,
    confirm: (hold: string) =>
      `Confírmala con el botón de abajo. Podrás retirar a ella ${hold} después. El enlace solo sirve una vez y caduca en 24 horas.`,
    notYou:
      'Si no has añadido esta dirección, no abras el enlace: elimínala en Perfil → Libreta de direcciones y cambia tu contraseña.',
    action: 'Confirmar dirección',
  },
  it: {
    subject: 'Conferma il nuovo indirizzo nella tua rubrica indirizzi',
    heading: 'Conferma il tuo nuovo indirizzo di prelievo',
    added: (label: string, address: string, currency: string, network: string) =>
      `«${label}»: ${address} (${currency} su ${network}) è stato aggiunto alla tua rubrica indirizzi.`,
    confirm: (hold: string) =>
      `Confermalo con il pulsante qui sotto. ${hold} dopo potrai prelevare verso di esso. Il link vale una sola volta e scade tra 24 ore.`,
    notYou:
      'Se non hai aggiunto tu questo indirizzo, non aprire il link: rimuovilo in Profilo → Rubrica indirizzi e cambia la password.',
    action: 'Conferma indirizzo',
  },
  nl: {
    subject: 'Bevestig het nieuwe adres in je adresboek',
    heading: 'Bevestig je nieuwe opnameadres',
    added: (label: string, address: string, currency: string, network: string) =>
      `‘${label}’: ${address} (${currency} op ${network}) is aan je adresboek toegevoegd.`,
    confirm: (hold: string) =>
      `Bevestig het met de knop hieronder. ${hold} daarna kun je ernaar opnemen. De link werkt één keer en verloopt over 24 uur.`,
    notYou:
      'Heb je dit adres niet toegevoegd? Open de link dan niet: verwijder het adres via Profiel → Adresboek en wijzig je wachtwoord.',
    action: 'Adres bevestigen',
  },
  pl: {
    subject: 'Potwierdź nowy adres w książce adresowej',
    heading: 'Potwierdź nowy adres do wypłat',
    added: (label: string, address: string, currency: string, network: string) =>
      `„${label}”: ${address} (${currency} w sieci ${network}) dodano do Twojej książki adresowej.`,
    confirm: (hold: string) =>
      `Potwierdź go przyciskiem poniżej. Czas oczekiwania po potwierdzeniu: ${hold}; potem możesz wypłacać na ten adres. Link działa jeden raz i wygasa po 24 godzinach.`,
    notYou:
      'Jeśli ten adres nie został dodany przez Ciebie, nie otwieraj linku: usuń adres w sekcji Profil → Książka adresowa i zmień hasło.',
    action: 'Potwierdź adres',
  },
});

export function confirmAddressMail(o: {
  label: string;
  address: string;
  networkName: string;
  currency: string;
  url: string;
  holdSeconds: number;
}): Mail {
  return (l) => {
    const t = TEXT[l.language];
    return {
      subject: t.subject,
      heading: t.heading,
      paragraphs: [
        t.added(o.label, o.address, o.currency, o.networkName),
        t.confirm(l.duration(o.holdSeconds)),
        t.notYou,
      ],
      action: { label: t.action, url: o.url },
    };
  };
}
