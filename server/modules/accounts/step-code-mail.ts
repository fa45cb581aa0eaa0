/**
 * The codes emailed to confirm an account's step where it has neither 2FA nor a passkey: a
 * withdrawal (decision 367) or a change to its factors (decision 492). Each says what it confirms,
 * so a customer who did not ask knows what someone is trying to do.
 */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const CODE_TTL_SECONDS = 600;

const WITHDRAWAL = mailTexts('withdrawal code', {
  en: {
    subject: (code: string) => `${code} is your code to confirm a withdrawal`,
    heading: 'Confirm your withdrawal',
    use: (ttl: string) =>
      `Enter this code with your password to confirm the withdrawal you are making. It works once and expires in ${ttl}.`,
    notYou:
      'If you are not making a withdrawal, someone may be signed in to your account: change your password at once and contact support.',
    safer:
      'Turn on two-factor authentication in Profile → Security to confirm withdrawals without waiting for an email.',
  },
  de: {
    subject: (code: string) => `${code} ist Ihr Code zur Bestätigung einer Auszahlung`,
    heading: 'Auszahlung bestätigen',
    use: (ttl: string) =>
      `Geben Sie diesen Code mit Ihrem Passwort ein, um Ihre Auszahlung zu bestätigen. Er gilt einmal und läuft in ${ttl} ab.`,
    notYou:
      'Wenn Sie gerade keine Auszahlung vornehmen, ist womöglich jemand anderes in Ihrem Konto angemeldet: Ändern Sie sofort Ihr Passwort und wenden Sie sich an den Support.',
    safer:
      'Aktivieren Sie die Zwei-Faktor-Authentifizierung unter Profil → Sicherheit, um Auszahlungen ohne Warten auf eine E-Mail zu bestätigen.',
  },
  fr: {
    subject: (code: string) => `${code} est votre code pour confirmer un retrait`,
    heading: 'Confirmez votre retrait',
    use: (ttl: string) =>
      `Saisissez ce code avec votre mot de passe pour confirmer votre retrait en cours. Il ne sert qu’une fois et expire dans ${ttl}.`,
    notYou:
      'Si vous n’êtes pas en train de faire un retrait, quelqu’un est peut-être connecté à votre compte : changez immédiatement votre mot de passe et contactez le support.',
    safer:
      'Activez l’authentification à deux facteurs dans Profil → Sécurité pour confirmer vos retraits sans attendre d’e-mail.',
  },
  es: {
    subject: (code: string) => `${code} es tu código para confirmar una retirada`,
    heading: 'Confirma tu retirada',
    use: (ttl: string) =>
      `Introduce este código con tu contraseña para confirmar la retirada que estás haciendo. Solo sirve una vez y caduca en ${ttl}.`,
    notYou:
      'Si no estás haciendo ninguna retirada, puede que alguien haya entrado en tu cuenta: cambia tu contraseña de inmediato y contacta con soporte.',
    safer:
      'Activa la autenticación en dos pasos en Perfil → Seguridad para confirmar retiradas sin esperar a un correo.',
  },
  it: {
    subject: (code: string) => `${code} è il codice per confermare un prelievo`,
    heading: 'Conferma il prelievo',
    use: (ttl: string) =>
      `Inserisci questo codice con la password per confermare il prelievo che stai facendo. Vale una sola volta e scade tra ${ttl}.`,
    notYou:
      'Se non stai facendo un prelievo, qualcuno potrebbe avere accesso al tuo account: cambia subito la password e contatta l’assistenza.',
    safer:
      'Attiva l’autenticazione a due fattori in Profilo → Sicurezza per confermare i prelievi senza attendere un’email.',
  },
  nl: {
    subject: (code: string) => `${code} is je code om een opname te bevestigen`,
    heading: 'Bevestig je opname',
    use: (ttl: string) =>
      `Voer deze code in met je wachtwoord om de opname te bevestigen die je nu doet. Hij werkt één keer en verloopt over ${ttl}.`,
    notYou:
      'Doe je nu geen opname? Dan is misschien iemand anders in je account ingelogd: wijzig meteen je wachtwoord en neem contact op met support.',
    safer:
      'Zet tweestapsverificatie aan via Profiel → Beveiliging om opnames te bevestigen zonder op een e-mail te wachten.',
  },
  pl: {
    subject: (code: string) => `${code} to Twój kod do potwierdzenia wypłaty`,
    heading: 'Potwierdź wypłatę',
    use: (ttl: string) =>
      `Wpisz ten kod razem z hasłem, aby potwierdzić zlecaną wypłatę. Działa jeden raz i wygasa za ${ttl}.`,
    notYou:
      'Jeśli nie zlecasz teraz wypłaty, ktoś może być zalogowany na Twoim koncie: natychmiast zmień hasło i skontaktuj się z pomocą techniczną.',
    safer:
      'Włącz uwierzytelnianie dwuskładnikowe w sekcji Profil → Bezpieczeństwo, aby potwierdzać wypłaty bez czekania na e-mail.',
  },
});

const SECURITY = mailTexts('security code', {
  en: {
    subject: (code: string) => `${code} is your code to confirm a security change`,
    heading: 'Confirm a security change',
    use: (ttl: string) =>
      `Enter this code with your password to turn on two-factor authentication or add a passkey. It works once and expires in ${ttl}.`,
    notYou:
      'If you are not changing your security settings, someone may be signed in to your account: change your password at once and contact support.',
  },
  de: {
    subject: (code: string) => `${code} ist Ihr Code zur Bestätigung einer Sicherheitsänderung`,
    heading: 'Sicherheitsänderung bestätigen',
    use: (ttl: string) =>
      `Geben Sie diesen Code mit Ihrem Passwort ein, um die Zwei-Faktor-Authentifizierung zu aktivieren oder einen Passkey hinzuzufügen. Er gilt einmal und läuft in ${ttl} ab.`,
    notYou:
      'Wenn Sie Ihre Sicherheitseinstellungen gerade nicht ändern, ist womöglich jemand anderes in Ihrem Konto angemeldet: Ändern Sie sofort Ihr Passwort und wenden Sie sich an den Support.',
  },
  fr: {
    subject: (code: string) => `${code} est votre code pour confirmer une modification de sécurité`,
    heading: 'Confirmez une modification de sécurité',
    use: (ttl: string) =>
      `Saisissez ce code avec votre mot de passe pour activer l’authentification à deux facteurs ou ajouter une clé d’accès. Il ne sert qu’une fois et expire dans ${ttl}.`,
    notYou:
      'Si vous n’êtes pas en train de modifier vos paramètres de sécurité, quelqu’un est peut-être connecté à votre compte : changez immédiatement votre mot de passe et contactez le support.',
  },
  es: {
    subject: (code: string) => `${code} es tu código para confirmar un cambio de seguridad`,
    heading: 'Confirma un cambio de seguridad',
    use: (ttl: string) =>
      `Introduce este código con tu contraseña para activar la autenticación en dos pasos o añadir una llave de acceso. Solo sirve una vez y caduca en ${ttl}.`,
    notYou:
      'Si no estás cambiando tus ajustes de seguridad, puede que alguien haya entrado en tu cuenta: cambia tu contraseña de inmediato y contacta con soporte.',
  },
  it: {
    subject: (code: string) => `${code} è il codice per confermare una modifica di sicurezza`,
    heading: 'Conferma una modifica di sicurezza',
    use: (ttl: string) =>
      `Inserisci questo codice con la password per attivare l’autenticazione a due fattori o aggiungere una passkey. Vale una sola volta e scade tra ${ttl}.`,
    notYou:
      'Se non stai modificando le impostazioni di sicurezza, qualcuno potrebbe avere accesso al tuo account: cambia subito la password e contatta l’assistenza.',
  },
  nl: {
    subject: (code: string) => `${code} is je code om een beveiligingswijziging te bevestigen`,
    heading: 'Bevestig een beveiligingswijziging',
    use: (ttl: string) =>
      `Voer deze code in met je wachtwoord om tweestapsverificatie aan te zetten of een passkey toe te voegen. Hij werkt één keer en verloopt over ${ttl}.`,
    notYou:
      'Wijzig je nu geen beveiligingsinstellingen? Dan is misschien iemand anders in je account ingelogd: wijzig meteen je wachtwoord en neem contact op met support.',
  },
  pl: {
    subject: (code: string) => `${code} to Twój kod do potwierdzenia zmiany zabezpieczeń`,
    heading: 'Potwierdź zmianę zabezpieczeń',
    use: (ttl: string) =>
      `Wpisz ten kod razem z hasłem, aby włączyć uwierzytelnianie dwuskładnikowe lub dodać klucz dostępu. Działa jeden raz i wygasa za ${ttl}.`,
    notYou:
      'Jeśli nie zmieniasz teraz ustawień zabezpieczeń, ktoś może być zalogowany na Twoim koncie: natychmiast zmień hasło i skontaktuj się z pomocą techniczną.',
  },
});

interface StepCodeTexts {
  subject: (code: string) => string;
  heading: string;
  use: (ttl: string) => string;
  notYou: string;
  safer?: string;
}

function stepCodeMail(texts: Record<string, StepCodeTexts>, code: string): Mail {
  return (l) => {
    const t = texts[l.language] as StepCodeTexts;
    return {
      subject: t.subject(code),
      heading: t.heading,
      paragraphs: [t.use(l.duration(CODE_TTL_SECONDS)), t.notYou, ...(t.safer ? [t.safer] : [])],
      code,
    };
  };
}

export const withdrawalCodeMail = (code: string): Mail => stepCodeMail(WITHDRAWAL, code);
export const securityCodeMail = (code: string): Mail => stepCodeMail(SECURITY, code);
