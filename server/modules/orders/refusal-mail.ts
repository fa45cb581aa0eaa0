/**
 * An order the market reached but whose trade is refused for good (decision 464): the order is
 * cancelled, its amount is back in the balance, and the customer hears it by email and push in
 * their language, as they would hear of a fill.
 */
import type { OrderKind } from '../../../contract/orders.js';
import { type Mail, mailTexts } from '../../providers/mail/index.js';
import { type Amount, writeAmount } from './fill-mail.js';

const TEXT = mailTexts('order refusals', {
  en: {
    subject: (from: string) => `Order cancelled: ${from} is back in your balance`,
    heading: 'Order cancelled',
    kinds: { limit: 'Your limit order', stop: 'Your stop order' },
    reached: (order: string, target: string) =>
      `${order} reached its price, but a trade into ${target} is no longer open to your account.`,
    returned: (from: string) => `The order is cancelled and ${from} is back in your balance.`,
    reference: (id: string) => `Order: ${id}`,
    open: 'Open in CoinVault',
  },
  de: {
    subject: (from: string) => `Order storniert: ${from} ist wieder in Ihrem Guthaben`,
    heading: 'Order storniert',
    kinds: { limit: 'Ihre Limit-Order', stop: 'Ihre Stop-Order' },
    reached: (order: string, target: string) =>
      `${order} hat ihren Preis erreicht, aber ein Handel in ${target} steht Ihrem Konto nicht mehr offen.`,
    returned: (from: string) => `Die Order ist storniert und ${from} ist wieder in Ihrem Guthaben.`,
    reference: (id: string) => `Ordernummer: ${id}`,
    open: 'In CoinVault öffnen',
  },
  fr: {
    subject: (from: string) => `Ordre annulé : ${from} est de nouveau dans votre solde`,
    heading: 'Ordre annulé',
    kinds: { limit: 'Votre ordre à cours limité', stop: 'Votre ordre stop' },
    reached: (order: string, target: string) =>
      `${order} a atteint son prix, mais un échange vers ${target} n’est plus ouvert à votre compte.`,
    returned: (from: string) => `L’ordre est annulé et ${from} est de nouveau dans votre solde.`,
    reference: (id: string) => `Ordre : ${id}`,
    open: 'Ouvrir dans CoinVault',
  },
  es: {
    subject: (from: string) => `Orden cancelada: ${from} vuelve a tu saldo`,
    heading: 'Orden cancelada',
    kinds: { limit: 'Tu orden límite', stop: 'Tu orden stop' },
    reached: (order: string, target: string) =>
      `${order} alcanzó su precio, pero tu cuenta ya no puede operar hacia ${target}.`,
    returned: (from: string) => `La orden se ha cancelado y ${from} vuelve a estar en tu saldo.`,
    reference: (id: string) => `Orden: ${id}`,
    open: 'Abrir en CoinVault',
  },
  it: {
    subject: (from: string) => `Ordine annullato: ${from} è di nuovo nel tuo saldo`,
    heading: 'Ordine annullato',
    kinds: { limit: 'Il tuo ordine limite', stop: 'Il tuo ordine stop' },
    reached: (order: string, target: string) =>
      `${order} ha raggiunto il suo prezzo, ma uno scambio verso ${target} non è più aperto al tuo conto.`,
    returned: (from: string) => `L’ordine è annullato e ${from} è di nuovo nel tuo saldo.`,
    reference: (id: string) => `Ordine: ${id}`,
    open: 'Apri in CoinVault',
  },
  nl: {
    subject: (from: string) => `Order geannuleerd: ${from} staat weer in je saldo`,
    heading: 'Order geannuleerd',
    kinds: { limit: 'Je limietorder', stop: 'Je stoporder' },
    reached: (order: string, target: string) =>
      `${order} bereikte zijn prijs, maar handelen naar ${target} staat niet meer open voor je rekening.`,
    returned: (from: string) => `De order is geannuleerd en ${from} staat weer in je saldo.`,
    reference: (id: string) => `Ordernummer: ${id}`,
    open: 'Openen in CoinVault',
  },
  pl: {
    subject: (from: string) => `Zlecenie anulowane: ${from} wróciło na Twoje saldo`,
    heading: 'Zlecenie anulowane',
    kinds: { limit: 'Twoje zlecenie z limitem', stop: 'Twoje zlecenie stop' },
    reached: (order: string, target: string) =>
      `${order} osiągnęło swoją cenę, ale wymiana na ${target} nie jest już dostępna dla Twojego konta.`,
    returned: (from: string) => `Zlecenie zostało anulowane, a ${from} wróciło na Twoje saldo.`,
    reference: (id: string) => `Zlecenie: ${id}`,
    open: 'Otwórz w CoinVault',
  },
});

/** The order refused: its kind, what it held, what it would have bought, and where it is seen. */
interface RefusedOrder {
  kind: OrderKind;
  from: Amount;
  target: string;
  orderId: string;
  url: string;
}

export const orderRefusalMail =
  (order: RefusedOrder): Mail =>
  (l) => {
    const t = TEXT[l.language];
    const from = writeAmount(l, order.from);
    const paragraphs = [t.reached(t.kinds[order.kind], order.target), t.returned(from), t.reference(order.orderId)];
    return { subject: t.subject(from), heading: t.heading, paragraphs, action: { label: t.open, url: order.url } };
  };
