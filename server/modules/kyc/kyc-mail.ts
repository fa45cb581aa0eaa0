/** The notice a customer gets when the provider's verdict arrives. */
import { type Mail, mailTexts, PRODUCT_NAME as P } from '../../providers/mail/index.js';

const TEXT = mailTexts('identity verification', {
  en: {
    approvedSubject: `Your ${P} account is verified`,
    approvedHeading: 'Verification complete',
    approved: 'Your identity has been verified. Withdrawals and larger card purchases are now open to you.',
    approvedNotYou: 'If you did not ask to verify your identity, contact our support team straight away.',
    rejectedSubject: `Your ${P} verification was not successful`,
    rejectedHeading: 'Verification failed',
    rejected: 'We could not verify your identity with the documents provided.',
    rejectedNext: 'Please contact our support team for assistance with your verification.',
  },
  de: {
    approvedSubject: `Ihr ${P}-Konto ist verifiziert`,
    approvedHeading: 'Identitätsprüfung abgeschlossen',
    approved: 'Ihre Identität wurde bestätigt. Auszahlungen und größere Kartenkäufe stehen Ihnen jetzt offen.',
    approvedNotYou:
      'Wenn Sie keine Identitätsprüfung angestoßen haben, wenden Sie sich bitte sofort an unser Support-Team.',
    rejectedSubject: `Ihre Identitätsprüfung bei ${P} war nicht erfolgreich`,
    rejectedHeading: 'Identitätsprüfung fehlgeschlagen',
    rejected: 'Wir konnten Ihre Identität mit den eingereichten Dokumenten nicht bestätigen.',
    rejectedNext: 'Bitte wenden Sie sich an unser Support-Team, das Ihnen bei der Identitätsprüfung hilft.',
  },
  fr: {
    approvedSubject: `Votre compte ${P} est vérifié`,
    approvedHeading: 'Vérification d’identité terminée',
    approved:
      'Votre identité a été vérifiée. Les retraits et les achats par carte plus importants vous sont désormais ouverts.',
    approvedNotYou:
      'Si vous n’avez pas demandé à faire vérifier votre identité, contactez immédiatement notre équipe d’assistance.',
    rejectedSubject: `Votre vérification d’identité ${P} n’a pas abouti`,
    rejectedHeading: 'Échec de la vérification d’identité',
    rejected: 'Nous n’avons pas pu vérifier votre identité avec les documents fournis.',
    rejectedNext: 'Veuillez contacter notre équipe d’assistance, qui vous aidera pour votre vérification.',
  },
  es: {
    approvedSubject: `Tu cuenta de ${P} está verificada`,
    approvedHeading: 'Verificación de identidad completada',
    approved: 'Hemos verificado tu identidad. Ya puedes hacer retiradas y compras con tarjeta de mayor importe.',
    approvedNotYou: 'Si no has pedido verificar tu identidad, contacta con nuestro equipo de soporte de inmediato.',
    rejectedSubject: `Tu verificación de identidad en ${P} no ha salido bien`,
    rejectedHeading: 'La verificación de identidad ha fallado',
    rejected: 'No hemos podido verificar tu identidad con los documentos aportados.',
    rejectedNext: 'Contacta con nuestro equipo de soporte y te ayudaremos con la verificación.',
  },
  it: {
    approvedSubject: `Il tuo account ${P} è verificato`,
    approvedHeading: 'Verifica dell’identità completata',
    approved:
      'La tua identità è stata verificata. Ora puoi effettuare prelievi e acquisti con carta di importo maggiore.',
    approvedNotYou: 'Se non hai chiesto di verificare la tua identità, contatta subito il nostro team di assistenza.',
    rejectedSubject: `La tua verifica dell’identità su ${P} non è andata a buon fine`,
    rejectedHeading: 'Verifica dell’identità non riuscita',
    rejected: 'Non siamo riusciti a verificare la tua identità con i documenti forniti.',
    rejectedNext: 'Contatta il nostro team di assistenza per ricevere aiuto con la verifica.',
  },
  nl: {
    approvedSubject: `Je ${P}-account is geverifieerd`,
    approvedHeading: 'Identiteitsverificatie voltooid',
    approved: 'Je identiteit is geverifieerd. Je kunt nu opnemen en grotere kaartaankopen doen.',
    approvedNotYou:
      'Heb je niet gevraagd om je identiteit te verifiëren? Neem dan meteen contact op met ons supportteam.',
    rejectedSubject: `Je identiteitsverificatie bij ${P} is niet gelukt`,
    rejectedHeading: 'Identiteitsverificatie mislukt',
    rejected: 'We konden je identiteit niet verifiëren met de aangeleverde documenten.',
    rejectedNext: 'Neem contact op met ons supportteam voor hulp bij je verificatie.',
  },
  pl: {
    approvedSubject: `Twoje konto ${P} jest zweryfikowane`,
    approvedHeading: 'Weryfikacja tożsamości zakończona',
    approved: 'Twoja tożsamość została zweryfikowana. Możesz teraz wypłacać środki i robić większe zakupy kartą.',
    approvedNotYou:
      'Jeśli prośba o weryfikację tożsamości nie pochodzi od Ciebie, natychmiast skontaktuj się z naszym zespołem pomocy.',
    rejectedSubject: `Weryfikacja tożsamości w ${P} nie powiodła się`,
    rejectedHeading: 'Weryfikacja tożsamości nie powiodła się',
    rejected: 'Nie udało się zweryfikować Twojej tożsamości na podstawie przesłanych dokumentów.',
    rejectedNext: 'Skontaktuj się z naszym zespołem pomocy, który pomoże Ci w weryfikacji.',
  },
});

export function kycMail(status: 'approved' | 'rejected'): Mail {
  return (l) => {
    const t = TEXT[l.language];
    if (status === 'approved')
      return { subject: t.approvedSubject, heading: t.approvedHeading, paragraphs: [t.approved, t.approvedNotYou] };
    return { subject: t.rejectedSubject, heading: t.rejectedHeading, paragraphs: [t.rejected, t.rejectedNext] };
  };
}
