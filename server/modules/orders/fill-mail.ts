/**
 * A filled order's email and push (decision 443), in the customer's language: what was given,
 * what arrived after the fee, at which rate, and the order it filled. The push says the subject
 * and the first line, as a fired price alert's does.
 */
import type { OrderKind } from '../../../contract/orders.js';
import { type Mail, type MailLocale, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('order fills', {
  en: {
    subject: (from: string, to: string) => `Order filled: ${from} for ${to}`,
    heading: 'Order filled',
    limit: (from: string, to: string) => `Your limit order filled: you gave ${from} and received ${to}.`,
    stop: (from: string, to: string) => `Your stop order filled: you gave ${from} and received ${to}.`,
    fee: (fee: string) => `The fee of ${fee} is already taken from what you received.`,
    reference: (id: string) => `Order: ${id}`,
    open: 'Open in CoinVault',
    notYou: 'If you did not place this order, contact support at once and change your password.',
  },
  de: {
    subject: (from: string, to: string) => `Order ausgeführt: ${from} gegen ${to}`,
    heading: 'Order ausgeführt',
    limit: (from: string, to: string) =>
      `Ihre Limit-Order wurde ausgeführt: Sie haben ${from} gegeben und ${to} erhalten.`,
    stop: (from: string, to: string) =>
      `Ihre Stop-Order wurde ausgeführt: Sie haben ${from} gegeben und ${to} erhalten.`,
    fee: (fee: string) => `Die Gebühr von ${fee} ist bereits vom erhaltenen Betrag abgezogen.`,
    reference: (id: string) => `Ordernummer: ${id}`,
    open: 'In CoinVault öffnen',
    notYou:
      'Wenn Sie diese Order nicht erteilt haben, wenden Sie sich sofort an den Support und ändern Sie Ihr Passwort.',
  },
  fr: {
    subject: (from: string, to: string) => `Ordre exécuté : ${from} contre ${to}`,
    heading: 'Ordre exécuté',
    limit: (from: string, to: string) =>
      `Votre ordre à cours limité a été exécuté : vous avez donné ${from} et reçu ${to}.`,
    stop: (from: string, to: string) => `Votre ordre stop a été exécuté : vous avez donné ${from} et reçu ${to}.`,
    fee: (fee: string) => `Les frais de ${fee} sont déjà déduits du montant reçu.`,
    reference: (id: string) => `Ordre : ${id}`,
    open: 'Ouvrir dans CoinVault',
    notYou: 'Si vous n’avez pas passé cet ordre, contactez immédiatement le support et changez votre mot de passe.',
  },
  es: {
    subject: (from: string, to: string) => `Orden ejecutada: ${from} por ${to}`,
    heading: 'Orden ejecutada',
    limit: (from: string, to: string) => `Tu orden límite se ha ejecutado: has dado ${from} y has recibido ${to}.`,
    stop: (from: string, to: string) => `Tu orden stop se ha ejecutado: has dado ${from} y has recibido ${to}.`,
    fee: (fee: string) => `La comisión de ${fee} ya está descontada de lo que has recibido.`,
    reference: (id: string) => `Orden: ${id}`,
    open: 'Abrir en CoinVault',
    notYou: 'Si no has dado esta orden, contacta con soporte de inmediato y cambia tu contraseña.',
  },
  it: {
    subject: (from: string, to: string) => `Ordine eseguito: ${from} per ${to}`,
    heading: 'Ordine eseguito',
    limit: (from: string, to: string) => `Il tuo ordine limite è stato eseguito: hai dato ${from} e ricevuto ${to}.`,
    stop: (from: string, to: string) => `Il tuo ordine stop è stato eseguito: hai dato ${from} e ricevuto ${to}.`,
    fee: (fee: string) => `La commissione di ${fee} è già detratta da quanto hai ricevuto.`,
    reference: (id: string) => `Ordine: ${id}`,
    open: 'Apri in CoinVault',
    notYou: 'Se non hai inserito tu questo ordine, contatta subito l’assistenza e cambia la password.',
  },
  nl: {
    subject: (from: string, to: string) => `Order uitgevoerd: ${from} voor ${to}`,
    heading: 'Order uitgevoerd',
    limit: (from: string, to: string) => `Je limietorder is uitgevoerd: je gaf ${from} en ontving ${to}.`,
    stop: (from: string, to: string) => `Je stoporder is uitgevoerd: je gaf ${from} en ontving ${to}.`,
    fee: (fee: string) => `De kosten van ${fee} zijn al afgetrokken van wat je ontving.`,
    reference: (id: string) => `Ordernummer: ${id}`,
    open: 'Openen in CoinVault',
    notYou: 'Heb je deze order niet geplaatst? Neem meteen contact op met support en wijzig je wachtwoord.',
  },
  pl: {
    subject: (from: string, to: string) => `Zlecenie zrealizowane: ${from} za ${to}`,
    heading: 'Zlecenie zrealizowane',
    limit: (from: string, to: string) =>
      `Twoje zlecenie z limitem zostało zrealizowane: oddałeś ${from} i otrzymałeś ${to}.`,
    stop: (from: string, to: string) => `Twoje zlecenie stop zostało zrealizowane: oddałeś ${from} i otrzymałeś ${to}.`,
    fee: (fee: string) => `Opłata ${fee} została już potrącona z otrzymanej kwoty.`,
    reference: (id: string) => `Zlecenie: ${id}`,
    open: 'Otwórz w CoinVault',
    notYou: 'Jeśli to nie Ty złożyłeś to zlecenie, natychmiast skontaktuj się z pomocą techniczną i zmień hasło.',
  },
});

export interface Amount {
  value: string;
  currency: string;
  /** Cash (AUD, EUR), written as money; otherwise a coin, every decimal kept. */
  cash: boolean;
}

/** An amount as the customer's language writes it in an order's email. */
export const writeAmount = (l: MailLocale, a: Amount): string =>
  a.cash ? l.fiat(a.value, a.currency) : l.coin(a.value, a.currency);

export function orderFillMail(fill: {
  kind: OrderKind;
  from: Amount;
  to: Amount;
  fee: Amount;
  orderId: string;
  url: string;
}): Mail {
  return (l) => {
    const t = TEXT[l.language];
    const write = (a: Amount) => writeAmount(l, a);
    const from = write(fill.from);
    const to = write(fill.to);
    return {
      subject: t.subject(from, to),
      heading: t.heading,
      paragraphs: [
        fill.kind === 'limit' ? t.limit(from, to) : t.stop(from, to),
        t.fee(write(fill.fee)),
        t.reference(fill.orderId),
        t.notYou,
      ],
      action: { label: t.open, url: fill.url },
    };
  };
}
