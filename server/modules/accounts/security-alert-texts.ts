/** The security alert's words in every language of the app (decision 263). */
import { mailTexts, PRODUCT_NAME as P } from '../../providers/mail/index.js';

export const SECURITY_ALERT_TEXT = mailTexts('security alerts', {
  en: {
    new_sign_in: {
      subject: 'New sign-in to your account',
      heading: 'New sign-in',
      happened: 'Your account was signed in to from a device or country it has not used in the last 90 days.',
    },
    password_changed: {
      subject: 'Your password was changed',
      heading: 'Your password was changed',
      happened: 'The password of your account was changed. Every other device signed in to it was signed out.',
    },
    two_factor_on: {
      subject: 'Two-factor authentication is on',
      heading: 'Two-factor authentication is on',
      happened:
        'Two-factor authentication was turned on. From now on, signing in and withdrawing need a code from your authenticator app. We signed you out on your other devices.',
    },
    two_factor_off: {
      subject: 'Two-factor authentication is off',
      heading: 'Two-factor authentication is off',
      happened:
        'Two-factor authentication was turned off and your recovery codes no longer work. Signing in and withdrawing no longer ask for a code. We signed you out on your other devices.',
    },
    recovery_codes_renewed: {
      subject: 'New recovery codes were made',
      heading: 'New recovery codes',
      happened:
        'A new set of recovery codes was made for your account. The codes you had before no longer work. We signed you out on your other devices.',
    },
    address_added: {
      subject: 'A withdrawal address was added',
      heading: 'New address in your address book',
      happened: 'A withdrawal address was added to your address book.',
    },
    allowlist_off: {
      subject: 'Allowlist-only withdrawals are being turned off',
      heading: 'Allowlist-only is being turned off',
      happened:
        'Turning off allowlist-only was asked for. Until it takes effect, withdrawals still go only to confirmed addresses of your address book.',
    },
    passkey_added: {
      subject: 'A passkey was added',
      heading: 'New passkey',
      happened: 'A passkey was added to your account. It can sign in and confirm withdrawals without your password.',
    },
    passkey_removed: {
      subject: 'A passkey was removed',
      heading: 'Passkey removed',
      happened: 'A passkey was removed from your account. It can no longer sign in.',
    },
    other_sessions_signed_out: {
      subject: 'Your other devices were signed out',
      heading: 'Signed out everywhere else',
      happened: 'Every device signed in to your account was signed out, except the one that asked for it (below).',
    },
    about: (what: string) => `${P} security alert: ${what}`,
    time: (at: string) => `Time: ${at}`,
    device: (d: string) => `Device: ${d}`,
    country: (c: string) => `Country: ${c}`,
    unknownCountry: 'unknown',
    wasYou: 'If this was you, there is nothing more to do.',
    notYou:
      "If it was not you, press 'This wasn't me': we sign you out on every device, pause withdrawals for 24 hours and email you a code to reset your password.",
    notMe: "This wasn't me",
    on: (browser: string, system: string) => `${browser} on ${system}`,
    unknownBrowser: 'Unknown browser',
    unknownSystem: 'Unknown system',
    address: (label: string, address: string, currency: string, network: string) =>
      `"${label}": ${address} (${currency} on ${network})`,
    bank: (label: string, account: string, currency: string) => `Bank account "${label}": ${account} (${currency})`,
    passkey: (name: string) => `Passkey: "${name}"`,
    takesEffect: (at: string) => `It takes effect on ${at}.`,
  },
  de: {
    new_sign_in: {
      subject: 'Neue Anmeldung bei Ihrem Konto',
      heading: 'Neue Anmeldung',
      happened:
        'Bei Ihrem Konto hat sich jemand von einem Gerät oder aus einem Land angemeldet, das in den letzten 90 Tagen nicht verwendet wurde.',
    },
    password_changed: {
      subject: 'Ihr Passwort wurde geändert',
      heading: 'Ihr Passwort wurde geändert',
      happened: 'Das Passwort Ihres Kontos wurde geändert. Alle anderen angemeldeten Geräte wurden abgemeldet.',
    },
    two_factor_on: {
      subject: 'Zwei-Faktor-Authentifizierung ist eingeschaltet',
      heading: 'Zwei-Faktor-Authentifizierung ist eingeschaltet',
      happened:
        'Die Zwei-Faktor-Authentifizierung wurde eingeschaltet. Ab jetzt brauchen Anmelden und Auszahlen einen Code aus Ihrer Authenticator-App. Auf Ihren anderen Geräten haben wir Sie abgemeldet.',
    },
    two_factor_off: {
      subject: 'Zwei-Faktor-Authentifizierung ist ausgeschaltet',
      heading: 'Zwei-Faktor-Authentifizierung ist ausgeschaltet',
      happened:
        'Die Zwei-Faktor-Authentifizierung wurde ausgeschaltet, und Ihre Wiederherstellungscodes gelten nicht mehr. Anmelden und Auszahlen verlangen keinen Code mehr. Auf Ihren anderen Geräten haben wir Sie abgemeldet.',
    },
    recovery_codes_renewed: {
      subject: 'Neue Wiederherstellungscodes wurden erstellt',
      heading: 'Neue Wiederherstellungscodes',
      happened:
        'Für Ihr Konto wurde ein neuer Satz Wiederherstellungscodes erstellt. Ihre bisherigen Codes funktionieren nicht mehr. Auf Ihren anderen Geräten haben wir Sie abgemeldet.',
    },
    address_added: {
      subject: 'Eine Auszahlungsadresse wurde hinzugefügt',
      heading: 'Neue Adresse in Ihrem Adressbuch',
      happened: 'Ihrem Adressbuch wurde eine Auszahlungsadresse hinzugefügt.',
    },
    allowlist_off: {
      subject: 'Auszahlungen nur an die Freigabeliste werden ausgeschaltet',
      heading: 'Nur-Freigabeliste wird ausgeschaltet',
      happened:
        'Es wurde beantragt, Auszahlungen nur an die Freigabeliste auszuschalten. Bis das wirksam wird, gehen Auszahlungen weiterhin nur an bestätigte Adressen Ihres Adressbuchs.',
    },
    passkey_added: {
      subject: 'Ein Passkey wurde hinzugefügt',
      heading: 'Neuer Passkey',
      happened:
        'Ihrem Konto wurde ein Passkey hinzugefügt. Er kann Sie ohne Passwort anmelden und Auszahlungen bestätigen.',
    },
    passkey_removed: {
      subject: 'Ein Passkey wurde entfernt',
      heading: 'Passkey entfernt',
      happened: 'Von Ihrem Konto wurde ein Passkey entfernt. Er kann Sie nicht mehr anmelden.',
    },
    other_sessions_signed_out: {
      subject: 'Ihre anderen Geräte wurden abgemeldet',
      heading: 'Überall sonst abgemeldet',
      happened:
        'Alle bei Ihrem Konto angemeldeten Geräte wurden abgemeldet, außer dem, das es beantragt hat (siehe unten).',
    },
    about: (what: string) => `${P}-Sicherheitshinweis: ${what}`,
    time: (at: string) => `Zeit: ${at}`,
    device: (d: string) => `Gerät: ${d}`,
    country: (c: string) => `Land: ${c}`,
    unknownCountry: 'unbekannt',
    wasYou: 'Wenn Sie das waren, müssen Sie nichts weiter tun.',
    notYou:
      'Wenn Sie es nicht waren, tippen Sie auf „Das war ich nicht“: Wir melden Sie auf allen Geräten ab, sperren Auszahlungen für 24 Stunden und senden Ihnen einen Code, mit dem Sie Ihr Passwort zurücksetzen.',
    notMe: 'Das war ich nicht',
    on: (browser: string, system: string) => `${browser} auf ${system}`,
    unknownBrowser: 'Unbekannter Browser',
    unknownSystem: 'unbekanntes System',
    address: (label: string, address: string, currency: string, network: string) =>
      `„${label}“: ${address} (${currency} im Netzwerk ${network})`,
    bank: (label: string, account: string, currency: string) => `Bankkonto „${label}“: ${account} (${currency})`,
    passkey: (name: string) => `Passkey: „${name}“`,
    takesEffect: (at: string) => `Das wird am ${at} wirksam.`,
  },
  fr: {
    new_sign_in: {
      subject: 'Nouvelle connexion à votre compte',
      heading: 'Nouvelle connexion',
      happened:
        'Une connexion à votre compte a eu lieu depuis un appareil ou un pays qu’il n’a pas utilisé au cours des 90 derniers jours.',
    },
    password_changed: {
      subject: 'Votre mot de passe a été modifié',
      heading: 'Votre mot de passe a été modifié',
      happened:
        'Le mot de passe de votre compte a été modifié. Tous les autres appareils connectés ont été déconnectés.',
    },
    two_factor_on: {
      subject: 'L’authentification à deux facteurs est activée',
      heading: 'L’authentification à deux facteurs est activée',
      happened:
        'L’authentification à deux facteurs a été activée. Désormais, la connexion et les retraits demandent un code de votre application d’authentification. Nous vous avons déconnecté de vos autres appareils.',
    },
    two_factor_off: {
      subject: 'L’authentification à deux facteurs est désactivée',
      heading: 'L’authentification à deux facteurs est désactivée',
      happened:
        'L’authentification à deux facteurs a été désactivée et vos codes de récupération ne fonctionnent plus. La connexion et les retraits ne demandent plus de code. Nous vous avons déconnecté de vos autres appareils.',
    },
    recovery_codes_renewed: {
      subject: 'De nouveaux codes de récupération ont été créés',
      heading: 'Nouveaux codes de récupération',
      happened:
        'Un nouveau jeu de codes de récupération a été créé pour votre compte. Vos anciens codes ne fonctionnent plus. Nous vous avons déconnecté de vos autres appareils.',
    },
    address_added: {
      subject: 'Une adresse de retrait a été ajoutée',
      heading: 'Nouvelle adresse dans votre carnet d’adresses',
      happened: 'Une adresse de retrait a été ajoutée à votre carnet d’adresses.',
    },
    allowlist_off: {
      subject: 'Les retraits limités à la liste d’adresses autorisées vont être désactivés',
      heading: 'Désactivation de la liste d’adresses autorisées en cours',
      happened:
        'La désactivation des retraits limités à la liste d’adresses autorisées a été demandée. Jusqu’à ce qu’elle prenne effet, les retraits ne partent toujours que vers les adresses confirmées de votre carnet d’adresses.',
    },
    passkey_added: {
      subject: 'Une clé d’accès a été ajoutée',
      heading: 'Nouvelle clé d’accès',
      happened:
        'Une clé d’accès a été ajoutée à votre compte. Elle permet de se connecter et de confirmer des retraits sans votre mot de passe.',
    },
    passkey_removed: {
      subject: 'Une clé d’accès a été supprimée',
      heading: 'Clé d’accès supprimée',
      happened: 'Une clé d’accès a été supprimée de votre compte. Elle ne permet plus de se connecter.',
    },
    other_sessions_signed_out: {
      subject: 'Vos autres appareils ont été déconnectés',
      heading: 'Déconnecté partout ailleurs',
      happened:
        'Tous les appareils connectés à votre compte ont été déconnectés, sauf celui qui l’a demandé (ci-dessous).',
    },
    about: (what: string) => `Alerte de sécurité ${P} : ${what}`,
    time: (at: string) => `Heure : ${at}`,
    device: (d: string) => `Appareil : ${d}`,
    country: (c: string) => `Pays : ${c}`,
    unknownCountry: 'inconnu',
    wasYou: 'Si c’était vous, vous n’avez rien d’autre à faire.',
    notYou:
      'Si ce n’était pas vous, appuyez sur « Ce n’était pas moi » : nous vous déconnectons de tous les appareils, suspendons les retraits pendant 24 heures et vous envoyons par e-mail un code pour réinitialiser votre mot de passe.',
    notMe: 'Ce n’était pas moi',
    on: (browser: string, system: string) => `${browser} sur ${system}`,
    unknownBrowser: 'Navigateur inconnu',
    unknownSystem: 'système inconnu',
    address: (label: string, address: string, currency: string, network: string) =>
      `« ${label} » : ${address} (${currency} sur ${network})`,
    bank: (label: string, account: string, currency: string) =>
      `Compte bancaire « ${label} » : ${account} (${currency})`,
    passkey: (name: string) => `Clé d’accès : « ${name} »`,
    takesEffect: (at: string) => `Cela prend effet le ${at}.`,
  },
  es: {
    new_sign_in: {
      subject: 'Nuevo inicio de sesión en tu cuenta',
      heading: 'Nuevo inicio de sesión',
      happened:
        'Se ha iniciado sesión en tu cuenta desde un dispositivo o un país que no ha usado en los últimos 90 días.',
    },
    password_changed: {
      subject: 'Se ha cambiado tu contraseña',
      heading: 'Se ha cambiado tu contraseña',
      happened: 'Se ha cambiado la contraseña de tu cuenta. Se ha cerrado la sesión en todos los demás dispositivos.',
    },
    two_factor_on: {
      subject: 'La autenticación de dos factores está activada',
      heading: 'La autenticación de dos factores está activada',
      happened:
        'Se ha activado la autenticación de dos factores. A partir de ahora, para iniciar sesión y retirar necesitarás un código de tu app de autenticación. Hemos cerrado tu sesión en tus otros dispositivos.',
    },
    two_factor_off: {
      subject: 'La autenticación de dos factores está desactivada',
      heading: 'La autenticación de dos factores está desactivada',
      happened:
        'Se ha desactivado la autenticación de dos factores y tus códigos de recuperación ya no funcionan. Para iniciar sesión y retirar ya no se pide ningún código. Hemos cerrado tu sesión en tus otros dispositivos.',
    },
    recovery_codes_renewed: {
      subject: 'Se han creado nuevos códigos de recuperación',
      heading: 'Nuevos códigos de recuperación',
      happened:
        'Se ha creado un nuevo conjunto de códigos de recuperación para tu cuenta. Los códigos que tenías ya no funcionan. Hemos cerrado tu sesión en tus otros dispositivos.',
    },
    address_added: {
      subject: 'Se ha añadido una dirección de retirada',
      heading: 'Nueva dirección en tu libreta de direcciones',
      happened: 'Se ha añadido una dirección de retirada a tu libreta de direcciones.',
    },
    allowlist_off: {
      subject: 'Se van a desactivar las retiradas solo a la lista de direcciones permitidas',
      heading: 'Se está desactivando la lista de direcciones permitidas',
      happened:
        'Se ha pedido desactivar las retiradas solo a la lista de direcciones permitidas. Hasta que surta efecto, las retiradas siguen yendo solo a direcciones confirmadas de tu libreta de direcciones.',
    },
    passkey_added: {
      subject: 'Se ha añadido una llave de acceso',
      heading: 'Nueva llave de acceso',
      happened:
        'Se ha añadido una llave de acceso a tu cuenta. Permite iniciar sesión y confirmar retiradas sin tu contraseña.',
    },
    passkey_removed: {
      subject: 'Se ha eliminado una llave de acceso',
      heading: 'Llave de acceso eliminada',
      happened: 'Se ha eliminado una llave de acceso de tu cuenta. Ya no permite iniciar sesión.',
    },
    other_sessions_signed_out: {
      subject: 'Se ha cerrado la sesión en tus otros dispositivos',
      heading: 'Sesión cerrada en todos los demás sitios',
      happened:
        'Se ha cerrado la sesión en todos los dispositivos conectados a tu cuenta, excepto en el que lo pidió (abajo).',
    },
    about: (what: string) => `Alerta de seguridad de ${P}: ${what}`,
    time: (at: string) => `Hora: ${at}`,
    device: (d: string) => `Dispositivo: ${d}`,
    country: (c: string) => `País: ${c}`,
    unknownCountry: 'desconocido',
    wasYou: 'Si has sido tú, no tienes que hacer nada más.',
    notYou:
      'Si no has sido tú, pulsa «No he sido yo»: cerramos tu sesión en todos los dispositivos, pausamos las retiradas durante 24 horas y te enviamos por correo un código para restablecer tu contraseña.',
    notMe: 'No he sido yo',
    on: (browser: string, system: string) => `${browser} en ${system}`,
    unknownBrowser: 'Navegador desconocido',
    unknownSystem: 'sistema desconocido',
    address: (label: string, address: string, currency: string, network: string) =>
      `«${label}»: ${address} (${currency} en ${network})`,
    bank: (label: string, account: string, currency: string) => `Cuenta bancaria «${label}»: ${account} (${currency})`,
    passkey: (name: string) => `Llave de acceso: «${name}»`,
    takesEffect: (at: string) => `Surte efecto el ${at}.`,
  },
  it: {
    new_sign_in: {
      subject: 'Nuovo accesso al tuo account',
      heading: 'Nuovo accesso',
      happened:
        'È stato effettuato un accesso al tuo account da un dispositivo o da un paese non usati negli ultimi 90 giorni.',
    },
    password_changed: {
      subject: 'La tua password è stata cambiata',
      heading: 'La tua password è stata cambiata',
      happened:
        'La password del tuo account è stata cambiata. Tutti gli altri dispositivi collegati sono stati disconnessi.',
    },
    two_factor_on: {
      subject: 'L’autenticazione a due fattori è attiva',
      heading: 'L’autenticazione a due fattori è attiva',
      happened:
        'L’autenticazione a due fattori è stata attivata. D’ora in poi, per accedere e prelevare serve un codice dalla tua app di autenticazione. Ti abbiamo disconnesso dagli altri dispositivi.',
    },
    two_factor_off: {
      subject: 'L’autenticazione a due fattori è disattivata',
      heading: 'L’autenticazione a due fattori è disattivata',
      happened:
        'L’autenticazione a due fattori è stata disattivata e i tuoi codici di recupero non funzionano più. Per accedere e prelevare non viene più chiesto un codice. Ti abbiamo disconnesso dagli altri dispositivi.',
    },
    recovery_codes_renewed: {
      subject: 'Sono stati creati nuovi codici di recupero',
      heading: 'Nuovi codici di recupero',
      happened:
        'È stato creato un nuovo set di codici di recupero per il tuo account. I codici precedenti non funzionano più. Ti abbiamo disconnesso dagli altri dispositivi.',
    },
    address_added: {
      subject: 'È stato aggiunto un indirizzo di prelievo',
      heading: 'Nuovo indirizzo nella tua rubrica indirizzi',
      happened: 'È stato aggiunto un indirizzo di prelievo alla tua rubrica indirizzi.',
    },
    allowlist_off: {
      subject: 'I prelievi solo verso l’elenco indirizzi consentiti stanno per essere disattivati',
      heading: 'Disattivazione dell’elenco indirizzi consentiti in corso',
      happened:
        'È stata chiesta la disattivazione dei prelievi solo verso l’elenco indirizzi consentiti. Finché non avrà effetto, i prelievi vanno ancora solo verso indirizzi confermati della tua rubrica indirizzi.',
    },
    passkey_added: {
      subject: 'È stata aggiunta una passkey',
      heading: 'Nuova passkey',
      happened:
        'È stata aggiunta una passkey al tuo account. Permette di accedere e di confermare prelievi senza la password.',
    },
    passkey_removed: {
      subject: 'È stata rimossa una passkey',
      heading: 'Passkey rimossa',
      happened: 'È stata rimossa una passkey dal tuo account. Non permette più di accedere.',
    },
    other_sessions_signed_out: {
      subject: 'I tuoi altri dispositivi sono stati disconnessi',
      heading: 'Disconnesso ovunque tranne qui',
      happened:
        'Tutti i dispositivi collegati al tuo account sono stati disconnessi, tranne quello che l’ha chiesto (qui sotto).',
    },
    about: (what: string) => `Avviso di sicurezza ${P}: ${what}`,
    time: (at: string) => `Ora: ${at}`,
    device: (d: string) => `Dispositivo: ${d}`,
    country: (c: string) => `Paese: ${c}`,
    unknownCountry: 'sconosciuto',
    wasYou: 'Se sei stato tu, non devi fare altro.',
    notYou:
      'Se non sei stato tu, premi «Non sono stato io»: ti disconnettiamo da tutti i dispositivi, sospendiamo i prelievi per 24 ore e ti inviamo via email un codice per reimpostare la password.',
    notMe: 'Non sono stato io',
    on: (browser: string, system: string) => `${browser} su ${system}`,
    unknownBrowser: 'Browser sconosciuto',
    unknownSystem: 'sistema sconosciuto',
    address: (label: string, address: string, currency: string, network: string) =>
      `«${label}»: ${address} (${currency} su ${network})`,
    bank: (label: string, account: string, currency: string) => `Conto bancario «${label}»: ${account} (${currency})`,
    passkey: (name: string) => `Passkey: «${name}»`,
    takesEffect: (at: string) => `Avrà effetto il ${at}.`,
  },
  nl: {
    new_sign_in: {
      subject: 'Nieuwe inlog op je account',
      heading: 'Nieuwe inlog',
      happened:
        'Er is op je account ingelogd vanaf een apparaat of uit een land dat de afgelopen 90 dagen niet is gebruikt.',
    },
    password_changed: {
      subject: 'Je wachtwoord is gewijzigd',
      heading: 'Je wachtwoord is gewijzigd',
      happened: 'Het wachtwoord van je account is gewijzigd. Alle andere ingelogde apparaten zijn uitgelogd.',
    },
    two_factor_on: {
      subject: 'Tweestapsverificatie staat aan',
      heading: 'Tweestapsverificatie staat aan',
      happened:
        'Tweestapsverificatie is ingeschakeld. Voortaan vragen inloggen en opnemen om een code uit je authenticator-app. We hebben je op je andere apparaten uitgelogd.',
    },
    two_factor_off: {
      subject: 'Tweestapsverificatie staat uit',
      heading: 'Tweestapsverificatie staat uit',
      happened:
        'Tweestapsverificatie is uitgeschakeld en je herstelcodes werken niet meer. Inloggen en opnemen vragen niet meer om een code. We hebben je op je andere apparaten uitgelogd.',
    },
    recovery_codes_renewed: {
      subject: 'Er zijn nieuwe herstelcodes gemaakt',
      heading: 'Nieuwe herstelcodes',
      happened:
        'Er is een nieuwe set herstelcodes voor je account gemaakt. Je vorige codes werken niet meer. We hebben je op je andere apparaten uitgelogd.',
    },
    address_added: {
      subject: 'Er is een opnameadres toegevoegd',
      heading: 'Nieuw adres in je adresboek',
      happened: 'Er is een opnameadres aan je adresboek toegevoegd.',
    },
    allowlist_off: {
      subject: 'Opnemen alleen naar de lijst met toegestane adressen wordt uitgeschakeld',
      heading: 'Lijst met toegestane adressen wordt uitgeschakeld',
      happened:
        'Er is gevraagd om opnemen alleen naar de lijst met toegestane adressen uit te schakelen. Tot dat ingaat, gaan opnames nog steeds alleen naar bevestigde adressen uit je adresboek.',
    },
    passkey_added: {
      subject: 'Er is een passkey toegevoegd',
      heading: 'Nieuwe passkey',
      happened:
        'Er is een passkey aan je account toegevoegd. Daarmee kun je zonder wachtwoord inloggen en opnames bevestigen.',
    },
    passkey_removed: {
      subject: 'Er is een passkey verwijderd',
      heading: 'Passkey verwijderd',
      happened: 'Er is een passkey van je account verwijderd. Daarmee kun je niet meer inloggen.',
    },
    other_sessions_signed_out: {
      subject: 'Je andere apparaten zijn uitgelogd',
      heading: 'Overal elders uitgelogd',
      happened:
        'Alle apparaten die op je account waren ingelogd, zijn uitgelogd, behalve het apparaat dat erom vroeg (hieronder).',
    },
    about: (what: string) => `${P}-beveiligingsmelding: ${what}`,
    time: (at: string) => `Tijd: ${at}`,
    device: (d: string) => `Apparaat: ${d}`,
    country: (c: string) => `Land: ${c}`,
    unknownCountry: 'onbekend',
    wasYou: 'Was jij dit? Dan hoef je verder niets te doen.',
    notYou:
      'Was jij dit niet? Druk dan op ‘Dit was ik niet’: we loggen je op alle apparaten uit, pauzeren opnames 24 uur en mailen je een code om je wachtwoord opnieuw in te stellen.',
    notMe: 'Dit was ik niet',
    on: (browser: string, system: string) => `${browser} op ${system}`,
    unknownBrowser: 'Onbekende browser',
    unknownSystem: 'onbekend systeem',
    address: (label: string, address: string, currency: string, network: string) =>
      `‘${label}’: ${address} (${currency} op ${network})`,
    bank: (label: string, account: string, currency: string) => `Bankrekening ‘${label}’: ${account} (${currency})`,
    passkey: (name: string) => `Passkey: ‘${name}’`,
    takesEffect: (at: string) => `Dit gaat in op ${at}.`,
  },
  pl: {
    new_sign_in: {
      subject: 'Nowe logowanie na Twoje konto',
      heading: 'Nowe logowanie',
      happened:
        'Ktoś zalogował się na Twoje konto z urządzenia lub kraju, z którego nie korzystano w ciągu ostatnich 90 dni.',
    },
    password_changed: {
      subject: 'Zmieniono Twoje hasło',
      heading: 'Zmieniono Twoje hasło',
      happened: 'Hasło do Twojego konta zostało zmienione. Wszystkie inne zalogowane urządzenia zostały wylogowane.',
    },
    two_factor_on: {
      subject: 'Uwierzytelnianie dwuskładnikowe jest włączone',
      heading: 'Uwierzytelnianie dwuskładnikowe jest włączone',
      happened:
        'Uwierzytelnianie dwuskładnikowe zostało włączone. Od teraz logowanie i wypłaty wymagają kodu z aplikacji uwierzytelniającej. Wylogowaliśmy Cię na pozostałych urządzeniach.',
    },
    two_factor_off: {
      subject: 'Uwierzytelnianie dwuskładnikowe jest wyłączone',
      heading: 'Uwierzytelnianie dwuskładnikowe jest wyłączone',
      happened:
        'Uwierzytelnianie dwuskładnikowe zostało wyłączone, a Twoje kody odzyskiwania już nie działają. Logowanie i wypłaty nie wymagają już kodu. Wylogowaliśmy Cię na pozostałych urządzeniach.',
    },
    recovery_codes_renewed: {
      subject: 'Utworzono nowe kody odzyskiwania',
      heading: 'Nowe kody odzyskiwania',
      happened:
        'Dla Twojego konta utworzono nowy zestaw kodów odzyskiwania. Poprzednie kody już nie działają. Wylogowaliśmy Cię na pozostałych urządzeniach.',
    },
    address_added: {
      subject: 'Dodano adres do wypłat',
      heading: 'Nowy adres w książce adresowej',
      happened: 'Do Twojej książki adresowej dodano adres do wypłat.',
    },
    allowlist_off: {
      subject: 'Wypłaty tylko na listę dozwolonych adresów zostaną wyłączone',
      heading: 'Wyłączanie listy dozwolonych adresów',
      happened:
        'Zlecono wyłączenie wypłat tylko na listę dozwolonych adresów. Dopóki to nie zacznie obowiązywać, wypłaty nadal trafiają tylko na potwierdzone adresy z Twojej książki adresowej.',
    },
    passkey_added: {
      subject: 'Dodano klucz dostępu',
      heading: 'Nowy klucz dostępu',
      happened: 'Do Twojego konta dodano klucz dostępu. Pozwala on logować się i potwierdzać wypłaty bez hasła.',
    },
    passkey_removed: {
      subject: 'Usunięto klucz dostępu',
      heading: 'Klucz dostępu usunięty',
      happened: 'Z Twojego konta usunięto klucz dostępu. Nie można już nim się zalogować.',
    },
    other_sessions_signed_out: {
      subject: 'Wylogowano Cię na pozostałych urządzeniach',
      heading: 'Wylogowano wszędzie indziej',
      happened:
        'Wszystkie urządzenia zalogowane na Twoje konto zostały wylogowane, z wyjątkiem tego, z którego o to poproszono (poniżej).',
    },
    about: (what: string) => `Alert bezpieczeństwa ${P}: ${what}`,
    time: (at: string) => `Czas: ${at}`,
    device: (d: string) => `Urządzenie: ${d}`,
    country: (c: string) => `Kraj: ${c}`,
    unknownCountry: 'nieznany',
    wasYou: 'Jeśli to Ty, nie musisz nic więcej robić.',
    notYou:
      'Jeśli to nie Ty, naciśnij „To nie ja”: wylogujemy Cię na wszystkich urządzeniach, wstrzymamy wypłaty na 24 godziny i wyślemy Ci e-mailem kod do zresetowania hasła.',
    notMe: 'To nie ja',
    on: (browser: string, system: string) => `${browser} w systemie ${system}`,
    unknownBrowser: 'Nieznana przeglądarka',
    unknownSystem: 'nieznanym',
    address: (label: string, address: string, currency: string, network: string) =>
      `„${label}”: ${address} (${currency} w sieci ${network})`,
    bank: (label: string, account: string, currency: string) => `Konto bankowe „${label}”: ${account} (${currency})`,
    passkey: (name: string) => `Klucz dostępu: „${name}”`,
    takesEffect: (at: string) => `Zacznie obowiązywać: ${at}.`,
  },
});
