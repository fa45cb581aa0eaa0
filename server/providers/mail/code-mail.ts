/** The one-time codes of sign-up and password reset. */
import type { Mail } from './texts.js';
import { mailTexts } from './texts.js';

const PRODUCT = 'CoinVault';
const CODE_TTL_SECONDS = 600;

const TEXT = mailTexts('codes', {
  en: {
    signUpSubject: (code: string) => `${code} is your ${PRODUCT} verification code`,
    signUpHeading: 'Confirm your email',
    signUpUse: (ttl: string) =>
      `Enter this code to finish creating your ${PRODUCT} account. It works once and expires in ${ttl}.`,
    signUpIgnore: 'If you did not ask for it, you can ignore this email: nothing happens without the code.',
    resetSubject: (code: string) => `${code} is your ${PRODUCT} password reset code`,
    resetHeading: 'Reset your password',
    resetUse: (ttl: string) => `Enter this code to choose a new password. It works once and expires in ${ttl}.`,
    resetIgnore: 'If you did not ask to reset your password, ignore this email: your password stays as it is.',
  },
  de: {
    signUpSubject: (code: string) => `${code} ist Ihr Bestätigungscode für ${PRODUCT}`,
    signUpHeading: 'Bestätigen Sie Ihre E-Mail-Adresse',
    signUpUse: (ttl: string) =>
      `Geben Sie diesen Code ein, um Ihr ${PRODUCT}-Konto fertig zu erstellen. Er gilt einmal und läuft in ${ttl} ab.`,
    signUpIgnore:
      'Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne den Code geschieht nichts.',
    resetSubject: (code: string) => `${code} ist Ihr Code zum Zurücksetzen des Passworts bei ${PRODUCT}`,
    resetHeading: 'Passwort zurücksetzen',
    resetUse: (ttl: string) =>
      `Geben Sie diesen Code ein, um ein neues Passwort zu wählen. Er gilt einmal und läuft in ${ttl} ab.`,
    resetIgnore:
      'Wenn Sie das Zurücksetzen Ihres Passworts nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  fr: {
    signUpSubject: (code: string) => `${code} est votre code de vérification ${PRODUCT}`,
    signUpHeading: 'Confirmez votre adresse e-mail',
    signUpUse: (ttl: string) =>
      `Saisissez ce code pour terminer la création de votre compte ${PRODUCT}. Il ne sert qu’une fois et expire dans ${ttl}.`,
    signUpIgnore: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne se passe sans le code.',
    resetSubject: (code: string) => `${code} est votre code de réinitialisation du mot de passe ${PRODUCT}`,
    resetHeading: 'Réinitialisez votre mot de passe',
    resetUse: (ttl: string) =>
      `Saisissez ce code pour choisir un nouveau mot de passe. Il ne sert qu’une fois et expire dans ${ttl}.`,
    resetIgnore:
      'Si vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  es: {
    signUpSubject: (code: string) => `${code} es tu código de verificación de ${PRODUCT}`,
    signUpHeading: 'Confirma tu correo electrónico',
    signUpUse: (ttl: string) =>
      `Introduce este código para terminar de crear tu cuenta de ${PRODUCT}. Solo sirve una vez y caduca en ${ttl}.`,
    signUpIgnore: 'Si no lo has pedido, puedes ignorar este correo: sin el código no ocurre nada.',
    resetSubject: (code: string) => `${code} es tu código para restablecer la contraseña de ${PRODUCT}`,
    resetHeading: 'Restablece tu contraseña',
    resetUse: (ttl: string) =>
      `Introduce este código para elegir una contraseña nueva. Solo sirve una vez y caduca en ${ttl}.`,
    resetIgnore: 'Si no has pedido restablecer tu contraseña, ignora este correo: tu contraseña sigue igual.',
  },
  it: {
    signUpSubject: (code: string) => `${code} è il tuo codice di verifica ${PRODUCT}`,
    signUpHeading: 'Conferma la tua email',
    signUpUse: (ttl: string) =>
      `Inserisci questo codice per completare la creazione del tuo account ${PRODUCT}. Vale una sola volta e scade tra ${ttl}.`,
    signUpIgnore: 'Se non l’hai richiesto, puoi ignorare questa email: senza il codice non succede nulla.',
    resetSubject: (code: string) => `${code} è il tuo codice per reimpostare la password di ${PRODUCT}`,
    resetHeading: 'Reimposta la password',
    resetUse: (ttl: string) =>
      `Inserisci questo codice per scegliere una nuova password. Vale una sola volta e scade tra ${ttl}.`,
    resetIgnore: 'Se non hai chiesto di reimpostare la password, ignora questa email: la tua password resta invariata.',
  },
  nl: {
    signUpSubject: (code: string) => `${code} is je verificatiecode voor ${PRODUCT}`,
    signUpHeading: 'Bevestig je e-mailadres',
    signUpUse: (ttl: string) =>
      `Voer deze code in om het aanmaken van je ${PRODUCT}-account af te ronden. Hij werkt één keer en verloopt over ${ttl}.`,
    signUpIgnore: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: zonder de code gebeurt er niets.',
    resetSubject: (code: string) => `${code} is je code om je ${PRODUCT}-wachtwoord opnieuw in te stellen`,
    resetHeading: 'Stel je wachtwoord opnieuw in',
    resetUse: (ttl: string) =>
      `Voer deze code in om een nieuw wachtwoord te kiezen. Hij werkt één keer en verloopt over ${ttl}.`,
    resetIgnore:
      'Heb je niet gevraagd om je wachtwoord opnieuw in te stellen? Negeer deze e-mail dan: je wachtwoord blijft zoals het is.',
  },
  pl: {
    signUpSubject: (code: string) => `${code} to Twój kod weryfikacyjny ${PRODUCT}`,
    signUpHeading: 'Potwierdź swój adres e-mail',
    signUpUse: (ttl: string) =>
      `Wpisz ten kod, aby dokończyć zakładanie konta ${PRODUCT}. Działa jeden raz i wygasa za ${ttl}.`,
    signUpIgnore:
      'Jeśli ta prośba nie pochodzi od Ciebie, możesz zignorować tę wiadomość: bez kodu nic się nie stanie.',
    resetSubject: (code: string) => `${code} to Twój kod do resetowania hasła w ${PRODUCT}`,
    resetHeading: 'Zresetuj hasło',
    resetUse: (ttl: string) => `Wpisz ten kod, aby ustawić nowe hasło. Działa jeden raz i wygasa za ${ttl}.`,
    resetIgnore:
      'Jeśli prośba o zresetowanie hasła nie pochodzi od Ciebie, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
  },
});

export const mailTemplates = {
  signUpCode(code: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      return {
        subject: t.signUpSubject(code),
        heading: t.signUpHeading,
        paragraphs: [t.signUpUse(l.duration(CODE_TTL_SECONDS)), t.signUpIgnore],
        code,
      };
    };
  },

  resetCode(code: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      return {
        subject: t.resetSubject(code),
        heading: t.resetHeading,
        paragraphs: [t.resetUse(l.duration(CODE_TTL_SECONDS)), t.resetIgnore],
        code,
      };
    };
  },
};
