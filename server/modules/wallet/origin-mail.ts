/**
 * A deposit that came without the sender's information (decision 274): the customer is asked who
 * sent it, in their language; until they answer it cannot be withdrawn.
 */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('deposit origin', {
  en: {
    subject: (amount: string) => `Tell us who sent your deposit of ${amount}`,
    heading: 'Who sent this deposit?',
    arrived: (amount: string) => `Your deposit of ${amount} has arrived and is in your wallet.`,
    ask: 'The law asks us to know who sends money to you. Please tell us whether it came from your own wallet or from another person or business, and from which provider if any.',
    hold: (url: string) => `Until you answer, it cannot be withdrawn; you can still swap it. Answer in the app: ${url}`,
  },
  de: {
    subject: (amount: string) => `Wer hat Ihre Einzahlung von ${amount} gesendet?`,
    heading: 'Wer hat diese Einzahlung gesendet?',
    arrived: (amount: string) => `Ihre Einzahlung von ${amount} ist eingegangen und in Ihrer Wallet.`,
    ask: 'Das Gesetz verlangt, dass wir wissen, wer Ihnen Geld sendet. Bitte teilen Sie uns mit, ob sie von Ihrer eigenen Wallet oder von einer anderen Person oder einem Unternehmen kam, und von welchem Anbieter.',
    hold: (url: string) =>
      `Bis Sie antworten, kann sie nicht ausgezahlt werden; tauschen können Sie sie weiterhin. Antworten Sie in der App: ${url}`,
  },
  fr: {
    subject: (amount: string) => `Qui a envoyé votre dépôt de ${amount} ?`,
    heading: 'Qui a envoyé ce dépôt ?',
    arrived: (amount: string) => `Votre dépôt de ${amount} est arrivé dans votre portefeuille.`,
    ask: 'La loi nous demande de savoir qui vous envoie de l’argent. Indiquez-nous s’il vient de votre propre portefeuille ou d’une autre personne ou entreprise, et de quel prestataire le cas échéant.',
    hold: (url: string) =>
      `Tant que vous n’avez pas répondu, il ne peut pas être retiré ; vous pouvez toujours l’échanger. Répondez dans l’application : ${url}`,
  },
  es: {
    subject: (amount: string) => `¿Quién envió tu depósito de ${amount}?`,
    heading: '¿Quién envió este depósito?',
    arrived: (amount: string) => `Tu depósito de ${amount} ha llegado y está en tu monedero.`,
    ask: 'La ley nos pide saber quién te envía dinero. Dinos si vino de tu propio monedero o de otra persona o empresa, y de qué proveedor, si lo hay.',
    hold: (url: string) =>
      `Hasta que respondas, no se puede retirar; sí puedes intercambiarlo. Responde en la app: ${url}`,
  },
  it: {
    subject: (amount: string) => `Chi ha inviato il tuo deposito di ${amount}?`,
    heading: 'Chi ha inviato questo deposito?',
    arrived: (amount: string) => `Il tuo deposito di ${amount} è arrivato nel tuo wallet.`,
    ask: 'La legge ci chiede di sapere chi ti invia denaro. Dicci se è arrivato dal tuo wallet o da un’altra persona o azienda, e da quale fornitore, se c’è.',
    hold: (url: string) =>
      `Finché non rispondi, non può essere prelevato; puoi comunque scambiarlo. Rispondi nell’app: ${url}`,
  },
  nl: {
    subject: (amount: string) => `Wie heeft je storting van ${amount} verstuurd?`,
    heading: 'Wie heeft deze storting verstuurd?',
    arrived: (amount: string) => `Je storting van ${amount} is binnen en staat in je wallet.`,
    ask: 'De wet vraagt ons te weten wie je geld stuurt. Laat ons weten of het van je eigen wallet kwam of van een andere persoon of een bedrijf, en van welke aanbieder.',
    hold: (url: string) =>
      `Tot je antwoordt, kan het niet worden opgenomen; wisselen kan wel. Antwoord in de app: ${url}`,
  },
  pl: {
    subject: (amount: string) => `Kto wysłał twoją wpłatę ${amount}?`,
    heading: 'Kto wysłał tę wpłatę?',
    arrived: (amount: string) => `Twoja wpłata ${amount} dotarła i jest w twoim portfelu.`,
    ask: 'Prawo wymaga, abyśmy wiedzieli, kto wysyła ci pieniądze. Powiedz nam, czy przyszła z twojego własnego portfela, czy od innej osoby lub firmy, i od jakiego dostawcy.',
    hold: (url: string) =>
      `Dopóki nie odpowiesz, nie można jej wypłacić; możesz ją jednak wymienić. Odpowiedz w aplikacji: ${url}`,
  },
});

export const DEPOSIT_ORIGIN_MAIL =
  (amount: string, symbol: string, appUrl: string): Mail =>
  (l) => {
    const t = TEXT[l.language];
    const a = l.coin(amount, symbol);
    return { subject: t.subject(a), heading: t.heading, paragraphs: [t.arrived(a), t.ask, t.hold(`${appUrl}/wallet`)] };
  };
