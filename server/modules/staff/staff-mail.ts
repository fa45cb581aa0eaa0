/**
 * Staff mail (decision 359): a new member's enrolment link, and the notice every admin gets when
 * a grant of compliance or admin is asked for, decided, or given at once by the only admin.
 */
import { type Mail, mailTexts, PRODUCT_NAME as P } from '../../providers/mail/index.js';

type Role = 'support' | 'compliance' | 'admin';

const TEXT = mailTexts('staff notices', {
  en: {
    enrolSubject: `Set up your ${P} staff account`,
    enrolHeading: 'Your staff account is ready to set up',
    enrol: (until: string) =>
      `An admin has added you to the ${P} staff. Choose your own password and add the account to your authenticator app from the link below. The link works once, until ${until}.`,
    enrolOnly: 'Nobody else, admins included, ever sees your password or your authenticator secret.',
    enrolAction: 'Set up my account',
    roles: { support: 'support', compliance: 'compliance', admin: 'admin' },
    askedSubject: (who: string) => `Role change waiting for a second admin: ${who}`,
    asked: (asker: string, who: string, role: string) => `${asker} asks to make ${who} ${role}.`,
    askedWait: 'It takes effect only once another admin approves it in the staff list.',
    approvedSubject: (who: string) => `Role change approved: ${who}`,
    approved: (decider: string, who: string, role: string) => `${decider} approved: ${who} is now ${role}.`,
    rejectedSubject: (who: string) => `Role change rejected: ${who}`,
    rejected: (decider: string, who: string, role: string) =>
      `${decider} rejected making ${who} ${role}; the role is unchanged.`,
    notExpected: 'If you did not expect this, review the staff list and the audit trail now.',
    openStaff: 'Open the staff list',
  },
  de: {
    enrolSubject: `Richten Sie Ihr ${P}-Mitarbeiterkonto ein`,
    enrolHeading: 'Ihr Mitarbeiterkonto ist bereit zur Einrichtung',
    enrol: (until: string) =>
      `Ein Admin hat Sie als ${P}-Mitarbeiter hinzugefügt. Wählen Sie über den Link unten Ihr eigenes Passwort und fügen Sie das Konto Ihrer Authenticator-App hinzu. Der Link funktioniert einmal, bis ${until}.`,
    enrolOnly: 'Niemand sonst, auch kein Admin, sieht jemals Ihr Passwort oder Ihr Authenticator-Geheimnis.',
    enrolAction: 'Mein Konto einrichten',
    roles: { support: 'Support', compliance: 'Compliance', admin: 'Admin' },
    askedSubject: (who: string) => `Rollenänderung wartet auf einen zweiten Admin: ${who}`,
    asked: (asker: string, who: string, role: string) => `${asker} möchte ${who} die Rolle ${role} geben.`,
    askedWait: 'Sie gilt erst, wenn ein anderer Admin sie in der Mitarbeiterliste genehmigt.',
    approvedSubject: (who: string) => `Rollenänderung genehmigt: ${who}`,
    approved: (decider: string, who: string, role: string) =>
      `${decider} hat genehmigt: ${who} hat jetzt die Rolle ${role}.`,
    rejectedSubject: (who: string) => `Rollenänderung abgelehnt: ${who}`,
    rejected: (decider: string, who: string, role: string) =>
      `${decider} hat abgelehnt, ${who} die Rolle ${role} zu geben; die Rolle bleibt unverändert.`,
    notExpected: 'Wenn Sie das nicht erwartet haben, prüfen Sie jetzt die Mitarbeiterliste und das Prüfprotokoll.',
    openStaff: 'Mitarbeiterliste öffnen',
  },
  fr: {
    enrolSubject: `Configurez votre compte ${P} du personnel`,
    enrolHeading: 'Votre compte du personnel est prêt à être configuré',
    enrol: (until: string) =>
      `Un administrateur vous a ajouté au personnel de ${P}. Choisissez votre propre mot de passe et ajoutez le compte à votre application d’authentification depuis le lien ci-dessous. Le lien fonctionne une fois, jusqu’au ${until}.`,
    enrolOnly:
      'Personne d’autre, administrateurs compris, ne voit jamais votre mot de passe ni votre secret d’authentification.',
    enrolAction: 'Configurer mon compte',
    roles: { support: 'assistance', compliance: 'conformité', admin: 'administrateur' },
    askedSubject: (who: string) => `Changement de rôle en attente d’un second administrateur : ${who}`,
    asked: (asker: string, who: string, role: string) => `${asker} demande de donner à ${who} le rôle ${role}.`,
    askedWait: 'Il ne prend effet qu’une fois approuvé par un autre administrateur dans la liste du personnel.',
    approvedSubject: (who: string) => `Changement de rôle approuvé : ${who}`,
    approved: (decider: string, who: string, role: string) =>
      `${decider} a approuvé : ${who} a désormais le rôle ${role}.`,
    rejectedSubject: (who: string) => `Changement de rôle refusé : ${who}`,
    rejected: (decider: string, who: string, role: string) =>
      `${decider} a refusé de donner à ${who} le rôle ${role} ; le rôle reste inchangé.`,
    notExpected:
      'Si vous ne vous y attendiez pas, vérifiez dès maintenant la liste du personnel et le journal d’audit.',
    openStaff: 'Ouvrir la liste du personnel',
  },
  es: {
    enrolSubject: `Configura tu cuenta de personal de ${P}`,
    enrolHeading: 'Tu cuenta de personal está lista para configurar',
    enrol: (until: string) =>
      `Un administrador te ha añadido al personal de ${P}. Elige tu propia contraseña y añade la cuenta a tu aplicación de autenticación desde el enlace de abajo. El enlace funciona una vez, hasta el ${until}.`,
    enrolOnly: 'Nadie más, tampoco los administradores, ve nunca tu contraseña ni tu secreto de autenticación.',
    enrolAction: 'Configurar mi cuenta',
    roles: { support: 'soporte', compliance: 'cumplimiento', admin: 'administrador' },
    askedSubject: (who: string) => `Cambio de rol pendiente de un segundo administrador: ${who}`,
    asked: (asker: string, who: string, role: string) => `${asker} pide dar a ${who} el rol de ${role}.`,
    askedWait: 'Solo tendrá efecto cuando otro administrador lo apruebe en la lista de personal.',
    approvedSubject: (who: string) => `Cambio de rol aprobado: ${who}`,
    approved: (decider: string, who: string, role: string) =>
      `${decider} lo ha aprobado: ${who} tiene ahora el rol de ${role}.`,
    rejectedSubject: (who: string) => `Cambio de rol rechazado: ${who}`,
    rejected: (decider: string, who: string, role: string) =>
      `${decider} ha rechazado dar a ${who} el rol de ${role}; el rol no cambia.`,
    notExpected: 'Si no lo esperabas, revisa ahora la lista de personal y el registro de auditoría.',
    openStaff: 'Abrir la lista de personal',
  },
  it: {
    enrolSubject: `Configura il tuo account del personale ${P}`,
    enrolHeading: 'Il tuo account del personale è pronto da configurare',
    enrol: (until: string) =>
      `Un amministratore ti ha aggiunto al personale di ${P}. Scegli la tua password e aggiungi l’account alla tua app di autenticazione dal link qui sotto. Il link funziona una volta, fino al ${until}.`,
    enrolOnly: 'Nessun altro, amministratori compresi, vede mai la tua password o il tuo segreto di autenticazione.',
    enrolAction: 'Configura il mio account',
    roles: { support: 'supporto', compliance: 'conformità', admin: 'amministratore' },
    askedSubject: (who: string) => `Cambio di ruolo in attesa di un secondo amministratore: ${who}`,
    asked: (asker: string, who: string, role: string) => `${asker} chiede di dare a ${who} il ruolo ${role}.`,
    askedWait: 'Ha effetto solo quando un altro amministratore lo approva nell’elenco del personale.',
    approvedSubject: (who: string) => `Cambio di ruolo approvato: ${who}`,
    approved: (decider: string, who: string, role: string) =>
      `${decider} ha approvato: ${who} ha ora il ruolo ${role}.`,
    rejectedSubject: (who: string) => `Cambio di ruolo rifiutato: ${who}`,
    rejected: (decider: string, who: string, role: string) =>
      `${decider} ha rifiutato di dare a ${who} il ruolo ${role}; il ruolo resta invariato.`,
    notExpected: 'Se non te lo aspettavi, controlla subito l’elenco del personale e il registro di controllo.',
    openStaff: 'Apri l’elenco del personale',
  },
  nl: {
    enrolSubject: `Stel je ${P}-medewerkersaccount in`,
    enrolHeading: 'Je medewerkersaccount staat klaar om in te stellen',
    enrol: (until: string) =>
      `Een beheerder heeft je toegevoegd aan de medewerkers van ${P}. Kies via de link hieronder je eigen wachtwoord en voeg het account toe aan je authenticator-app. De link werkt één keer, tot ${until}.`,
    enrolOnly: 'Niemand anders, ook geen beheerder, ziet ooit je wachtwoord of je authenticatorgeheim.',
    enrolAction: 'Mijn account instellen',
    roles: { support: 'klantenservice', compliance: 'naleving', admin: 'beheerder' },
    askedSubject: (who: string) => `Rolwijziging wacht op een tweede beheerder: ${who}`,
    asked: (asker: string, who: string, role: string) => `${asker} vraagt ${who} de rol ${role} te geven.`,
    askedWait: 'Die geldt pas als een andere beheerder hem goedkeurt in de medewerkerslijst.',
    approvedSubject: (who: string) => `Rolwijziging goedgekeurd: ${who}`,
    approved: (decider: string, who: string, role: string) =>
      `${decider} heeft goedgekeurd: ${who} heeft nu de rol ${role}.`,
    rejectedSubject: (who: string) => `Rolwijziging afgewezen: ${who}`,
    rejected: (decider: string, who: string, role: string) =>
      `${decider} heeft afgewezen ${who} de rol ${role} te geven; de rol blijft ongewijzigd.`,
    notExpected: 'Had je dit niet verwacht, controleer dan nu de medewerkerslijst en het auditlogboek.',
    openStaff: 'Medewerkerslijst openen',
  },
  pl: {
    enrolSubject: `Skonfiguruj swoje konto pracownika ${P}`,
    enrolHeading: 'Twoje konto pracownika jest gotowe do konfiguracji',
    enrol: (until: string) =>
      `Administrator dodał Cię do personelu ${P}. Ustaw własne hasło i dodaj konto do aplikacji uwierzytelniającej przez poniższy link. Link działa jeden raz, do ${until}.`,
    enrolOnly: 'Nikt inny, także administratorzy, nigdy nie widzi Twojego hasła ani sekretu uwierzytelniania.',
    enrolAction: 'Skonfiguruj moje konto',
    roles: { support: 'wsparcie', compliance: 'zgodność', admin: 'administrator' },
    askedSubject: (who: string) => `Zmiana roli czeka na drugiego administratora: ${who}`,
    asked: (asker: string, who: string, role: string) => `${asker} prosi o nadanie ${who} roli: ${role}.`,
    askedWait: 'Zacznie obowiązywać dopiero po zatwierdzeniu przez innego administratora na liście personelu.',
    approvedSubject: (who: string) => `Zmiana roli zatwierdzona: ${who}`,
    approved: (decider: string, who: string, role: string) =>
      `${decider} zatwierdził(a): ${who} ma teraz rolę: ${role}.`,
    rejectedSubject: (who: string) => `Zmiana roli odrzucona: ${who}`,
    rejected: (decider: string, who: string, role: string) =>
      `${decider} odrzucił(a) nadanie ${who} roli: ${role}; rola się nie zmienia.`,
    notExpected: 'Jeśli się tego nie spodziewasz, sprawdź teraz listę personelu i dziennik audytu.',
    openStaff: 'Otwórz listę personelu',
  },
});

export type RoleNotice = 'asked' | 'approved' | 'rejected';

export const staffMail = {
  enrolment(url: string, until: Date): Mail {
    return (l) => {
      const t = TEXT[l.language];
      return {
        subject: t.enrolSubject,
        heading: t.enrolHeading,
        paragraphs: [t.enrol(l.time(until, 'UTC')), t.enrolOnly],
        action: { label: t.enrolAction, url },
      };
    };
  },
  /** `by`: who asked (asked) or decided (approved, rejected); `who`: the member; emails. */
  role(kind: RoleNotice, by: string, who: string, role: Role, publicUrl: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const r = t.roles[role];
      const say = {
        asked: [t.askedSubject(who), t.asked(by, who, r), t.askedWait],
        approved: [t.approvedSubject(who), t.approved(by, who, r)],
        rejected: [t.rejectedSubject(who), t.rejected(by, who, r)],
      }[kind];
      const [subject = '', ...lines] = say;
      return {
        subject,
        heading: subject,
        paragraphs: [...lines, t.notExpected],
        action: { label: t.openStaff, url: `${publicUrl}/admin/staff` },
      };
    };
  },
};
