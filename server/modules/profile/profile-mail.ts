/** Notices about security changes, sent after the change (a failed notice never undoes it). */
import { type Mail, mailTexts, PRODUCT_NAME as P } from '../../providers/mail/index.js';

// Every time is in the account's zone, named (`zone`: the user's time_zone).

const TEXT = mailTexts('profile notices', {
  en: {
    notYou: 'If this was not you, reset your password now and contact our support team.',
    phishingRemovedSubject: `Your ${P} anti-phishing code was removed`,
    phishingSetSubject: `Your ${P} anti-phishing code was changed`,
    phishingRemovedHeading: 'Anti-phishing code removed',
    phishingSetHeading: 'Anti-phishing code set',
    phishingRemoved: (at: string) => `Your anti-phishing code was removed on ${at}. Our emails no longer show one.`,
    phishingSet: (at: string) =>
      `Your anti-phishing code was set on ${at}. Every email we send you now shows it at the top.`,
    closedSubject: `Your ${P} account is closed`,
    closedHeading: 'Your account is closed',
    closed: (at: string) => `Your ${P} account was closed on ${at} and can no longer be used to sign in.`,
    fundsHeld:
      'Your remaining balance is held for return. Our support team will contact you at this address to confirm where to send it; nothing is sent anywhere until you have confirmed.',
    records:
      'We keep the identity and transaction records that anti-money laundering law requires for the periods our AML/CFT Policy states, and delete them after that. Everything else about your account has been deleted.',
    closedNotYou: 'If you did not close your account, contact our support team straight away.',
  },
  de: {
    notYou: 'Wenn Sie das nicht waren, setzen Sie jetzt Ihr Passwort zurück und wenden Sie sich an unser Support-Team.',
    phishingRemovedSubject: `Ihr Anti-Phishing-Code bei ${P} wurde entfernt`,
    phishingSetSubject: `Ihr Anti-Phishing-Code bei ${P} wurde geändert`,
    phishingRemovedHeading: 'Anti-Phishing-Code entfernt',
    phishingSetHeading: 'Anti-Phishing-Code festgelegt',
    phishingRemoved: (at: string) =>
      `Ihr Anti-Phishing-Code wurde am ${at} entfernt. Unsere E-Mails zeigen keinen mehr an.`,
    phishingSet: (at: string) =>
      `Ihr Anti-Phishing-Code wurde am ${at} festgelegt. Jede E-Mail, die wir Ihnen senden, zeigt ihn jetzt ganz oben.`,
    closedSubject: `Ihr ${P}-Konto ist geschlossen`,
    closedHeading: 'Ihr Konto ist geschlossen',
    closed: (at: string) => `Ihr ${P}-Konto wurde am ${at} geschlossen; Sie können sich damit nicht mehr anmelden.`,
    fundsHeld:
      'Ihr verbleibendes Guthaben wird für die Rückzahlung verwahrt. Unser Support-Team meldet sich unter dieser Adresse, um zu klären, wohin es gesendet werden soll; bis Sie das bestätigt haben, wird nichts gesendet.',
    records:
      'Die Identitäts- und Transaktionsdaten, die das Geldwäschegesetz verlangt, bewahren wir so lange auf, wie es unsere Richtlinie zur Bekämpfung von Geldwäsche und Terrorismusfinanzierung festlegt, und löschen sie danach. Alles andere zu Ihrem Konto wurde gelöscht.',
    closedNotYou: 'Wenn Sie Ihr Konto nicht geschlossen haben, wenden Sie sich sofort an unser Support-Team.',
  },
  fr: {
    notYou:
      'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant et contactez notre équipe d’assistance.',
    phishingRemovedSubject: `Votre code anti-hameçonnage ${P} a été supprimé`,
    phishingSetSubject: `Votre code anti-hameçonnage ${P} a été modifié`,
    phishingRemovedHeading: 'Code anti-hameçonnage supprimé',
    phishingSetHeading: 'Code anti-hameçonnage défini',
    phishingRemoved: (at: string) =>
      `Votre code anti-hameçonnage a été supprimé le ${at}. Nos e-mails n’en affichent plus.`,
    phishingSet: (at: string) =>
      `Votre code anti-hameçonnage a été défini le ${at}. Chaque e-mail que nous vous envoyons l’affiche désormais en haut.`,
    closedSubject: `Votre compte ${P} est clôturé`,
    closedHeading: 'Votre compte est clôturé',
    closed: (at: string) => `Votre compte ${P} a été clôturé le ${at} ; il ne permet plus de vous connecter.`,
    fundsHeld:
      'Votre solde restant est conservé en vue de sa restitution. Notre équipe d’assistance vous contactera à cette adresse pour confirmer où l’envoyer ; rien n’est envoyé avant votre confirmation.',
    records:
      'Nous conservons les données d’identité et de transaction exigées par la législation contre le blanchiment d’argent pendant les durées fixées par notre politique LCB-FT, puis nous les supprimons. Tout le reste concernant votre compte a été supprimé.',
    closedNotYou: 'Si vous n’avez pas clôturé votre compte, contactez immédiatement notre équipe d’assistance.',
  },
  es: {
    notYou: 'Si no has sido tú, restablece tu contraseña ahora y contacta con nuestro equipo de soporte.',
    phishingRemovedSubject: `Se ha eliminado tu código antiphishing de ${P}`,
    phishingSetSubject: `Se ha cambiado tu código antiphishing de ${P}`,
    phishingRemovedHeading: 'Código antiphishing eliminado',
    phishingSetHeading: 'Código antiphishing configurado',
    phishingRemoved: (at: string) =>
      `Tu código antiphishing se eliminó el ${at}. Nuestros correos ya no muestran ninguno.`,
    phishingSet: (at: string) =>
      `Tu código antiphishing se configuró el ${at}. Todos los correos que te enviamos lo muestran ahora arriba del todo.`,
    closedSubject: `Tu cuenta de ${P} está cerrada`,
    closedHeading: 'Tu cuenta está cerrada',
    closed: (at: string) => `Tu cuenta de ${P} se cerró el ${at} y ya no sirve para iniciar sesión.`,
    fundsHeld:
      'Tu saldo restante se guarda para devolvértelo. Nuestro equipo de soporte te escribirá a esta dirección para confirmar adónde enviarlo; no se envía nada hasta que lo confirmes.',
    records:
      'Conservamos los datos de identidad y de transacciones que exige la ley contra el blanqueo de capitales durante los plazos que indica nuestra política de PBC/FT, y después los eliminamos. Todo lo demás sobre tu cuenta se ha eliminado.',
    closedNotYou: 'Si no has cerrado tu cuenta, contacta con nuestro equipo de soporte de inmediato.',
  },
  it: {
    notYou: 'Se non sei stato tu, reimposta subito la password e contatta il nostro team di assistenza.',
    phishingRemovedSubject: `Il tuo codice anti-phishing ${P} è stato rimosso`,
    phishingSetSubject: `Il tuo codice anti-phishing ${P} è stato modificato`,
    phishingRemovedHeading: 'Codice anti-phishing rimosso',
    phishingSetHeading: 'Codice anti-phishing impostato',
    phishingRemoved: (at: string) =>
      `Il tuo codice anti-phishing è stato rimosso il ${at}. Le nostre email non ne mostrano più uno.`,
    phishingSet: (at: string) =>
      `Il tuo codice anti-phishing è stato impostato il ${at}. Ogni email che ti inviamo ora lo mostra in alto.`,
    closedSubject: `Il tuo account ${P} è chiuso`,
    closedHeading: 'Il tuo account è chiuso',
    closed: (at: string) => `Il tuo account ${P} è stato chiuso il ${at} e non può più essere usato per accedere.`,
    fundsHeld:
      'Il saldo rimanente è trattenuto per la restituzione. Il nostro team di assistenza ti contatterà a questo indirizzo per confermare dove inviarlo; nulla viene inviato finché non avrai confermato.',
    records:
      'Conserviamo i dati di identità e delle transazioni richiesti dalla normativa antiriciclaggio per i periodi indicati dalla nostra politica AML/CFT, poi li cancelliamo. Tutto il resto del tuo account è stato cancellato.',
    closedNotYou: 'Se non hai chiuso tu l’account, contatta subito il nostro team di assistenza.',
  },
  nl: {
    notYou: 'Was jij dit niet? Stel dan nu je wachtwoord opnieuw in en neem contact op met ons supportteam.',
    phishingRemovedSubject: `Je ${P}-antiphishingcode is verwijderd`,
    phishingSetSubject: `Je ${P}-antiphishingcode is gewijzigd`,
    phishingRemovedHeading: 'Antiphishingcode verwijderd',
    phishingSetHeading: 'Antiphishingcode ingesteld',
    phishingRemoved: (at: string) => `Je antiphishingcode is op ${at} verwijderd. Onze e-mails tonen er geen meer.`,
    phishingSet: (at: string) =>
      `Je antiphishingcode is op ${at} ingesteld. Elke e-mail die we je sturen, toont hem nu bovenaan.`,
    closedSubject: `Je ${P}-account is gesloten`,
    closedHeading: 'Je account is gesloten',
    closed: (at: string) => `Je ${P}-account is op ${at} gesloten en kan niet meer worden gebruikt om in te loggen.`,
    fundsHeld:
      'Je resterende saldo wordt vastgehouden om terug te betalen. Ons supportteam neemt via dit adres contact met je op om te bevestigen waarheen het moet; er wordt niets verstuurd voordat je dat hebt bevestigd.',
    records:
      'We bewaren de identiteits- en transactiegegevens die de antiwitwaswet vereist zo lang als ons AML/CFT-beleid bepaalt, en verwijderen ze daarna. Al het andere over je account is verwijderd.',
    closedNotYou: 'Heb je je account niet zelf gesloten? Neem dan meteen contact op met ons supportteam.',
  },
  pl: {
    notYou: 'Jeśli to nie Ty, od razu zresetuj hasło i skontaktuj się z naszym zespołem pomocy.',
    phishingRemovedSubject: `Usunięto Twój kod antyphishingowy ${P}`,
    phishingSetSubject: `Zmieniono Twój kod antyphishingowy ${P}`,
    phishingRemovedHeading: 'Kod antyphishingowy usunięty',
    phishingSetHeading: 'Kod antyphishingowy ustawiony',
    phishingRemoved: (at: string) =>
      `Twój kod antyphishingowy został usunięty (${at}). Nasze e-maile już go nie zawierają.`,
    phishingSet: (at: string) =>
      `Twój kod antyphishingowy został ustawiony (${at}). Każdy e-mail, który do Ciebie wysyłamy, pokazuje go teraz na samej górze.`,
    closedSubject: `Twoje konto ${P} zostało zamknięte`,
    closedHeading: 'Twoje konto zostało zamknięte',
    closed: (at: string) => `Twoje konto ${P} zostało zamknięte (${at}) i nie można się już na nie zalogować.`,
    fundsHeld:
      'Pozostałe saldo jest zatrzymane do zwrotu. Nasz zespół pomocy skontaktuje się z Tobą pod tym adresem, aby potwierdzić, dokąd je wysłać; nic nie zostanie wysłane, dopóki tego nie potwierdzisz.',
    records:
      'Przechowujemy dane tożsamości i transakcji wymagane przez przepisy o przeciwdziałaniu praniu pieniędzy przez okresy określone w naszej polityce AML/CFT, a potem je usuwamy. Wszystkie pozostałe dane Twojego konta zostały usunięte.',
    closedNotYou: 'Jeśli zamknięcie konta nie pochodzi od Ciebie, natychmiast skontaktuj się z naszym zespołem pomocy.',
  },
});

export const profileMail = {
  antiPhishingChanged(at: Date, zone: string, removed: boolean): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const when = l.time(at, zone);
      return {
        subject: removed ? t.phishingRemovedSubject : t.phishingSetSubject,
        heading: removed ? t.phishingRemovedHeading : t.phishingSetHeading,
        paragraphs: [removed ? t.phishingRemoved(when) : t.phishingSet(when), t.notYou],
      };
    };
  },
  accountClosed(at: Date, zone: string, fundsHeld = false): Mail {
    return (l) => {
      const t = TEXT[l.language];
      return {
        subject: t.closedSubject,
        heading: t.closedHeading,
        paragraphs: [t.closed(l.time(at, zone)), ...(fundsHeld ? [t.fundsHeld] : []), t.records, t.closedNotYou],
      };
    };
  },
};
