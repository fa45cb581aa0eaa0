/** Notices about the second factor, sent after what they report (a failed notice undoes nothing). */
import { type Mail, mailTexts, PRODUCT_NAME as P } from '../../providers/mail/index.js';

// Every time is in the account's zone, named (`zone`: the user's time_zone).

const TEXT = mailTexts('second-factor notices', {
  en: {
    notYou: 'If this was not you, reset your password now and contact our support team.',
    resetPassword: 'Reset password',
    lockedSubject: `Too many incorrect 2FA codes on your ${P} account`,
    lockedHeading: 'Two-factor codes are paused',
    locked: (at: string, until: string) =>
      `On ${at} your account received too many incorrect two-factor codes. For your security, no code is accepted until ${until}: signing in and withdrawing wait until then.`,
    lockedWasYou: 'If this was you, wait and try again with a fresh code from your authenticator app.',
    lockedNotYou: 'If it was not you, someone may know your password: reset it now and contact our support team.',
    usedSubject: `A recovery code was used on your ${P} account`,
    usedHeading: 'A recovery code was used',
    used: (at: string, remaining: number, n: string) =>
      `One of your two-factor recovery codes was used on ${at}. It cannot be used again; ${n} unused code${remaining === 1 ? '' : 's'} remain${remaining === 1 ? 's' : ''}. You can make a new set in Profile → Security.`,
    resetSubject: `Your ${P} password was reset and two-factor authentication was turned off`,
    resetHeading: 'Password reset without two-factor authentication',
    reset: (at: string) =>
      `Your password was reset on ${at} without a two-factor code, so two-factor authentication was turned off and your recovery codes no longer work.`,
    resetHeld: (until: string) =>
      `For your security, withdrawals are paused until ${until}. Turn two-factor authentication on again in Profile → Security.`,
    resetNotYou:
      'If this was not you, someone controls your email: secure your mailbox, reset your password again and contact our support team straight away.',
    passkeysSubject: `Your ${P} password was reset and your passkeys were removed`,
    passkeysHeading: 'Password reset without your passkey',
    passkeysReset: (at: string) =>
      `Your password was reset on ${at} with the emailed code alone, so your passkeys were removed.`,
    passkeysHeld: (until: string) =>
      `For your security, withdrawals are paused until ${until}. Add a passkey again or turn on two-factor authentication in Profile → Security.`,
    passkeysToo: 'Your passkeys were removed too.',
  },
  de: {
    notYou: 'Wenn Sie das nicht waren, setzen Sie jetzt Ihr Passwort zurück und wenden Sie sich an unser Support-Team.',
    resetPassword: 'Passwort zurücksetzen',
    lockedSubject: `Zu viele falsche 2FA-Codes für Ihr ${P}-Konto`,
    lockedHeading: 'Zwei-Faktor-Codes sind gesperrt',
    locked: (at: string, until: string) =>
      `Am ${at} wurden für Ihr Konto zu viele falsche Zwei-Faktor-Codes eingegeben. Zu Ihrer Sicherheit wird bis zum ${until} kein Code angenommen: Anmelden und Auszahlen sind bis dahin nicht möglich.`,
    lockedWasYou:
      'Wenn Sie das waren, warten Sie und versuchen Sie es dann mit einem neuen Code aus Ihrer Authenticator-App.',
    lockedNotYou:
      'Wenn Sie das nicht waren, kennt womöglich jemand Ihr Passwort: Setzen Sie es jetzt zurück und wenden Sie sich an unser Support-Team.',
    usedSubject: `Ein Wiederherstellungscode wurde für Ihr ${P}-Konto verwendet`,
    usedHeading: 'Ein Wiederherstellungscode wurde verwendet',
    used: (at: string, remaining: number, n: string) =>
      `Am ${at} wurde einer Ihrer Wiederherstellungscodes für die Zwei-Faktor-Authentifizierung verwendet. Er kann nicht noch einmal verwendet werden; ${remaining === 1 ? `${n} unbenutzter Code bleibt` : `${n} unbenutzte Codes bleiben`} übrig. Unter Profil → Sicherheit können Sie neue Codes erstellen.`,
    resetSubject: `Ihr ${P}-Passwort wurde zurückgesetzt und die Zwei-Faktor-Authentifizierung ausgeschaltet`,
    resetHeading: 'Passwort ohne Zwei-Faktor-Authentifizierung zurückgesetzt',
    reset: (at: string) =>
      `Ihr Passwort wurde am ${at} ohne Zwei-Faktor-Code zurückgesetzt. Deshalb wurde die Zwei-Faktor-Authentifizierung ausgeschaltet, und Ihre Wiederherstellungscodes gelten nicht mehr.`,
    resetHeld: (until: string) =>
      `Zu Ihrer Sicherheit sind Auszahlungen bis zum ${until} gesperrt. Schalten Sie die Zwei-Faktor-Authentifizierung unter Profil → Sicherheit wieder ein.`,
    resetNotYou:
      'Wenn Sie das nicht waren, hat jemand Zugriff auf Ihre E-Mails: Sichern Sie Ihr Postfach, setzen Sie Ihr Passwort erneut zurück und wenden Sie sich sofort an unser Support-Team.',
    passkeysSubject: `Ihr ${P}-Passwort wurde zurückgesetzt und Ihre Passkeys wurden entfernt`,
    passkeysHeading: 'Passwort ohne Ihren Passkey zurückgesetzt',
    passkeysReset: (at: string) =>
      `Ihr Passwort wurde am ${at} allein mit dem per E-Mail gesendeten Code zurückgesetzt. Deshalb wurden Ihre Passkeys entfernt.`,
    passkeysHeld: (until: string) =>
      `Zu Ihrer Sicherheit sind Auszahlungen bis zum ${until} gesperrt. Fügen Sie unter Profil → Sicherheit wieder einen Passkey hinzu oder schalten Sie die Zwei-Faktor-Authentifizierung ein.`,
    passkeysToo: 'Auch Ihre Passkeys wurden entfernt.',
  },
  fr: {
    notYou:
      'Si ce n’était pas vous, réinitialisez votre mot de passe dès maintenant et contactez notre équipe d’assistance.',
    resetPassword: 'Réinitialiser le mot de passe',
    lockedSubject: `Trop de codes 2FA incorrects sur votre compte ${P}`,
    lockedHeading: 'Codes à deux facteurs suspendus',
    locked: (at: string, until: string) =>
      `Le ${at}, votre compte a reçu trop de codes à deux facteurs incorrects. Pour votre sécurité, aucun code n’est accepté jusqu’au ${until} : la connexion et les retraits attendent jusque-là.`,
    lockedWasYou:
      'Si c’était vous, patientez puis réessayez avec un nouveau code de votre application d’authentification.',
    lockedNotYou:
      'Si ce n’était pas vous, quelqu’un connaît peut-être votre mot de passe : réinitialisez-le dès maintenant et contactez notre équipe d’assistance.',
    usedSubject: `Un code de récupération a été utilisé sur votre compte ${P}`,
    usedHeading: 'Un code de récupération a été utilisé',
    used: (at: string, remaining: number, n: string) =>
      `L’un de vos codes de récupération pour l’authentification à deux facteurs a été utilisé le ${at}. Il ne peut plus servir ; ${remaining < 2 ? `il vous reste ${n} code inutilisé` : `il vous reste ${n} codes inutilisés`}. Vous pouvez en créer une nouvelle série dans Profil → Sécurité.`,
    resetSubject: `Votre mot de passe ${P} a été réinitialisé et l’authentification à deux facteurs désactivée`,
    resetHeading: 'Mot de passe réinitialisé sans authentification à deux facteurs',
    reset: (at: string) =>
      `Votre mot de passe a été réinitialisé le ${at} sans code à deux facteurs : l’authentification à deux facteurs a donc été désactivée et vos codes de récupération ne fonctionnent plus.`,
    resetHeld: (until: string) =>
      `Pour votre sécurité, les retraits sont suspendus jusqu’au ${until}. Réactivez l’authentification à deux facteurs dans Profil → Sécurité.`,
    resetNotYou:
      'Si ce n’était pas vous, quelqu’un contrôle votre messagerie : sécurisez votre boîte mail, réinitialisez de nouveau votre mot de passe et contactez immédiatement notre équipe d’assistance.',
    passkeysSubject: `Votre mot de passe ${P} a été réinitialisé et vos clés d’accès ont été supprimées`,
    passkeysHeading: 'Mot de passe réinitialisé sans votre clé d’accès',
    passkeysReset: (at: string) =>
      `Votre mot de passe a été réinitialisé le ${at} avec le seul code reçu par e-mail : vos clés d’accès ont donc été supprimées.`,
    passkeysHeld: (until: string) =>
      `Pour votre sécurité, les retraits sont suspendus jusqu’au ${until}. Ajoutez de nouveau une clé d’accès ou activez l’authentification à deux facteurs dans Profil → Sécurité.`,
    passkeysToo: 'Vos clés d’accès ont également été supprimées.',
  },
  es: {
    notYou: 'Si no has sido tú, restablece tu contraseña ahora y contacta con nuestro equipo de soporte.',
    resetPassword: 'Restablecer contraseña',
    lockedSubject: `Demasiados códigos 2FA incorrectos en tu cuenta de ${P}`,
    lockedHeading: 'Códigos de dos factores en pausa',
    locked: (at: string, until: string) =>
      `El ${at} tu cuenta recibió demasiados códigos de dos factores incorrectos. Por tu seguridad, no se acepta ningún código hasta el ${until}: iniciar sesión y retirar tendrán que esperar hasta entonces.`,
    lockedWasYou: 'Si has sido tú, espera y vuelve a intentarlo con un código nuevo de tu app de autenticación.',
    lockedNotYou:
      'Si no has sido tú, puede que alguien conozca tu contraseña: restablécela ahora y contacta con nuestro equipo de soporte.',
    usedSubject: `Se ha usado un código de recuperación en tu cuenta de ${P}`,
    usedHeading: 'Se ha usado un código de recuperación',
    used: (at: string, remaining: number, n: string) =>
      `El ${at} se usó uno de tus códigos de recuperación de la autenticación de dos factores. No se puede volver a usar; ${remaining === 1 ? `te queda ${n} código sin usar` : `te quedan ${n} códigos sin usar`}. Puedes crear un juego nuevo en Perfil → Seguridad.`,
    resetSubject: `Se ha restablecido tu contraseña de ${P} y se ha desactivado la autenticación de dos factores`,
    resetHeading: 'Contraseña restablecida sin autenticación de dos factores',
    reset: (at: string) =>
      `Tu contraseña se restableció el ${at} sin un código de dos factores, así que la autenticación de dos factores se ha desactivado y tus códigos de recuperación ya no funcionan.`,
    resetHeld: (until: string) =>
      `Por tu seguridad, las retiradas están en pausa hasta el ${until}. Vuelve a activar la autenticación de dos factores en Perfil → Seguridad.`,
    resetNotYou:
      'Si no has sido tú, alguien controla tu correo: protege tu buzón, vuelve a restablecer tu contraseña y contacta con nuestro equipo de soporte de inmediato.',
    passkeysSubject: `Se ha restablecido tu contraseña de ${P} y se han eliminado tus llaves de acceso`,
    passkeysHeading: 'Contraseña restablecida sin tu llave de acceso',
    passkeysReset: (at: string) =>
      `Tu contraseña se restableció el ${at} solo con el código enviado por correo, así que se han eliminado tus llaves de acceso.`,
    passkeysHeld: (until: string) =>
      `Por tu seguridad, las retiradas están en pausa hasta el ${until}. Vuelve a añadir una llave de acceso o activa la autenticación de dos factores en Perfil → Seguridad.`,
    passkeysToo: 'También se han eliminado tus llaves de acceso.',
  },
  it: {
    notYou: 'Se non sei stato tu, reimposta subito la password e contatta il nostro team di assistenza.',
    resetPassword: 'Reimposta password',
    lockedSubject: `Troppi codici 2FA errati sul tuo account ${P}`,
    lockedHeading: 'Codici a due fattori sospesi',
    locked: (at: string, until: string) =>
      `Il ${at} il tuo account ha ricevuto troppi codici a due fattori errati. Per la tua sicurezza, nessun codice viene accettato fino al ${until}: accesso e prelievi dovranno attendere fino ad allora.`,
    lockedWasYou: 'Se sei stato tu, attendi e riprova con un nuovo codice dalla tua app di autenticazione.',
    lockedNotYou:
      'Se non sei stato tu, qualcuno potrebbe conoscere la tua password: reimpostala subito e contatta il nostro team di assistenza.',
    usedSubject: `È stato usato un codice di recupero sul tuo account ${P}`,
    usedHeading: 'È stato usato un codice di recupero',
    used: (at: string, remaining: number, n: string) =>
      `Il ${at} è stato usato uno dei tuoi codici di recupero dell’autenticazione a due fattori. Non può essere riutilizzato; ${remaining === 1 ? `ti resta ${n} codice inutilizzato` : `ti restano ${n} codici inutilizzati`}. Puoi creare una nuova serie in Profilo → Sicurezza.`,
    resetSubject: `La tua password ${P} è stata reimpostata e l’autenticazione a due fattori è stata disattivata`,
    resetHeading: 'Password reimpostata senza autenticazione a due fattori',
    reset: (at: string) =>
      `La tua password è stata reimpostata il ${at} senza un codice a due fattori, quindi l’autenticazione a due fattori è stata disattivata e i tuoi codici di recupero non funzionano più.`,
    resetHeld: (until: string) =>
      `Per la tua sicurezza, i prelievi sono sospesi fino al ${until}. Riattiva l’autenticazione a due fattori in Profilo → Sicurezza.`,
    resetNotYou:
      'Se non sei stato tu, qualcuno controlla la tua email: proteggi la tua casella, reimposta di nuovo la password e contatta subito il nostro team di assistenza.',
    passkeysSubject: `La tua password ${P} è stata reimpostata e le tue passkey sono state rimosse`,
    passkeysHeading: 'Password reimpostata senza la tua passkey',
    passkeysReset: (at: string) =>
      `La tua password è stata reimpostata il ${at} con il solo codice ricevuto via email, quindi le tue passkey sono state rimosse.`,
    passkeysHeld: (until: string) =>
      `Per la tua sicurezza, i prelievi sono sospesi fino al ${until}. Aggiungi di nuovo una passkey o attiva l’autenticazione a due fattori in Profilo → Sicurezza.`,
    passkeysToo: 'Anche le tue passkey sono state rimosse.',
  },
  nl: {
    notYou: 'Was jij dit niet? Stel dan nu je wachtwoord opnieuw in en neem contact op met ons supportteam.',
    resetPassword: 'Wachtwoord opnieuw instellen',
    lockedSubject: `Te veel onjuiste 2FA-codes op je ${P}-account`,
    lockedHeading: 'Tweestapscodes zijn gepauzeerd',
    locked: (at: string, until: string) =>
      `Op ${at} heeft je account te veel onjuiste tweestapscodes ontvangen. Voor je veiligheid wordt tot ${until} geen code geaccepteerd: inloggen en opnemen moeten tot dan wachten.`,
    lockedWasYou: 'Was jij dit? Wacht dan en probeer het opnieuw met een nieuwe code uit je authenticator-app.',
    lockedNotYou:
      'Was jij dit niet? Dan kent iemand misschien je wachtwoord: stel het nu opnieuw in en neem contact op met ons supportteam.',
    usedSubject: `Er is een herstelcode gebruikt op je ${P}-account`,
    usedHeading: 'Er is een herstelcode gebruikt',
    used: (at: string, remaining: number, n: string) =>
      `Op ${at} is een van je herstelcodes voor tweestapsverificatie gebruikt. Hij kan niet opnieuw worden gebruikt; ${remaining === 1 ? `er is nog ${n} ongebruikte code over` : `er zijn nog ${n} ongebruikte codes over`}. Je kunt een nieuwe set maken via Profiel → Beveiliging.`,
    resetSubject: `Je ${P}-wachtwoord is opnieuw ingesteld en tweestapsverificatie is uitgeschakeld`,
    resetHeading: 'Wachtwoord opnieuw ingesteld zonder tweestapsverificatie',
    reset: (at: string) =>
      `Je wachtwoord is op ${at} opnieuw ingesteld zonder tweestapscode. Daarom is tweestapsverificatie uitgeschakeld en werken je herstelcodes niet meer.`,
    resetHeld: (until: string) =>
      `Voor je veiligheid zijn opnames gepauzeerd tot ${until}. Schakel tweestapsverificatie weer in via Profiel → Beveiliging.`,
    resetNotYou:
      'Was jij dit niet? Dan heeft iemand toegang tot je e-mail: beveilig je mailbox, stel je wachtwoord opnieuw in en neem meteen contact op met ons supportteam.',
    passkeysSubject: `Je ${P}-wachtwoord is opnieuw ingesteld en je passkeys zijn verwijderd`,
    passkeysHeading: 'Wachtwoord opnieuw ingesteld zonder je passkey',
    passkeysReset: (at: string) =>
      `Je wachtwoord is op ${at} opnieuw ingesteld met alleen de gemailde code. Daarom zijn je passkeys verwijderd.`,
    passkeysHeld: (until: string) =>
      `Voor je veiligheid zijn opnames gepauzeerd tot ${until}. Voeg opnieuw een passkey toe of schakel tweestapsverificatie in via Profiel → Beveiliging.`,
    passkeysToo: 'Ook je passkeys zijn verwijderd.',
  },
  pl: {
    notYou: 'Jeśli to nie Ty, od razu zresetuj hasło i skontaktuj się z naszym zespołem pomocy.',
    resetPassword: 'Zresetuj hasło',
    lockedSubject: `Zbyt wiele błędnych kodów 2FA na Twoim koncie ${P}`,
    lockedHeading: 'Kody dwuskładnikowe wstrzymane',
    locked: (at: string, until: string) =>
      `${at} na Twoje konto wpisano zbyt wiele błędnych kodów dwuskładnikowych. Dla Twojego bezpieczeństwa żaden kod nie będzie przyjmowany do ${until}: do tego czasu logowanie i wypłaty muszą poczekać.`,
    lockedWasYou: 'Jeśli to Ty, odczekaj i spróbuj ponownie z nowym kodem z aplikacji uwierzytelniającej.',
    lockedNotYou:
      'Jeśli to nie Ty, ktoś może znać Twoje hasło: od razu je zresetuj i skontaktuj się z naszym zespołem pomocy.',
    usedSubject: `Użyto kodu odzyskiwania na Twoim koncie ${P}`,
    usedHeading: 'Użyto kodu odzyskiwania',
    used: (at: string, remaining: number, n: string) =>
      `${at} użyto jednego z Twoich kodów odzyskiwania uwierzytelniania dwuskładnikowego. Nie można go użyć ponownie; ${polishLeft(remaining, n)}. Nowy zestaw możesz utworzyć w sekcji Profil → Bezpieczeństwo.`,
    resetSubject: `Zresetowano Twoje hasło ${P} i wyłączono uwierzytelnianie dwuskładnikowe`,
    resetHeading: 'Hasło zresetowane bez uwierzytelniania dwuskładnikowego',
    reset: (at: string) =>
      `Twoje hasło zostało zresetowane (${at}) bez kodu dwuskładnikowego, dlatego uwierzytelnianie dwuskładnikowe zostało wyłączone, a Twoje kody odzyskiwania już nie działają.`,
    resetHeld: (until: string) =>
      `Dla Twojego bezpieczeństwa wypłaty są wstrzymane do ${until}. Włącz ponownie uwierzytelnianie dwuskładnikowe w sekcji Profil → Bezpieczeństwo.`,
    resetNotYou:
      'Jeśli to nie Ty, ktoś kontroluje Twoją skrzynkę e-mail: zabezpiecz ją, ponownie zresetuj hasło i natychmiast skontaktuj się z naszym zespołem pomocy.',
    passkeysSubject: `Zresetowano Twoje hasło ${P} i usunięto Twoje klucze dostępu`,
    passkeysHeading: 'Hasło zresetowane bez Twojego klucza dostępu',
    passkeysReset: (at: string) =>
      `Twoje hasło zostało zresetowane (${at}) wyłącznie kodem wysłanym e-mailem, dlatego Twoje klucze dostępu zostały usunięte.`,
    passkeysHeld: (until: string) =>
      `Dla Twojego bezpieczeństwa wypłaty są wstrzymane do ${until}. Dodaj ponownie klucz dostępu lub włącz uwierzytelnianie dwuskładnikowe w sekcji Profil → Bezpieczeństwo.`,
    passkeysToo: 'Twoje klucze dostępu również zostały usunięte.',
  },
});

/** "zostały 3 nieużyte kody": Polish counts one, few (2-4, 22-24...) and many. */
function polishLeft(count: number, n: string): string {
  const form = new Intl.PluralRules('pl').select(count);
  if (form === 'one') return `został ${n} nieużyty kod`;
  if (form === 'few') return `zostały ${n} nieużyte kody`;
  return `zostało ${n} nieużytych kodów`;
}

export const securityMail = {
  codesLocked(at: Date, until: Date, zone: string, publicUrl: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      return {
        subject: t.lockedSubject,
        heading: t.lockedHeading,
        paragraphs: [t.locked(l.time(at, zone), l.time(until, zone)), t.lockedWasYou, t.lockedNotYou],
        action: { label: t.resetPassword, url: `${publicUrl}/reset-password` },
      };
    };
  },
  recoveryCodeUsed(at: Date, remaining: number, zone: string, publicUrl: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      return {
        subject: t.usedSubject,
        heading: t.usedHeading,
        paragraphs: [t.used(l.time(at, zone), remaining, l.number(String(remaining))), t.notYou],
        action: { label: t.resetPassword, url: `${publicUrl}/reset-password` },
      };
    };
  },
  /**
   * A reset by email that removed the account's factors (reset-factors.ts): 2FA and its recovery
   * codes (`twoFactor`), passkeys, or both. It says what went, never what the account did not have.
   */
  resetWithoutFactors(
    at: Date,
    heldUntil: Date,
    zone: string,
    publicUrl: string,
    removed: { twoFactor: boolean; passkeys: boolean },
  ): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const [when, until] = [l.time(at, zone), l.time(heldUntil, zone)];
      if (!removed.twoFactor)
        return {
          subject: t.passkeysSubject,
          heading: t.passkeysHeading,
          paragraphs: [t.passkeysReset(when), t.passkeysHeld(until), t.resetNotYou],
          action: { label: t.resetPassword, url: `${publicUrl}/reset-password` },
        };
      return {
        subject: t.resetSubject,
        heading: t.resetHeading,
        paragraphs: [t.reset(when), ...(removed.passkeys ? [t.passkeysToo] : []), t.resetHeld(until), t.resetNotYou],
        action: { label: t.resetPassword, url: `${publicUrl}/reset-password` },
      };
    };
  },
};
