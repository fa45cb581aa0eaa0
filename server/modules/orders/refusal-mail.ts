/**
 * An order the market reached but its trade is refused for good (decision 464): the order is
 * cancelled, its amount is back in the balance, and the customer hears it by email and push in
 * their language, as they would hear of a fill.
 */
import type { OrderKind } from '../../../contract/orders.js';
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('order refusals', {
  en: {
    subject: (from: string) => `Order cancelled: ${from} is back in your balance`,
    heading: 'Order cancelled',
    limit: (target: string) =>
      `Your limit order reached its price, but a trade into ${target} is no longer open to your account.`,
    stop: (target: string) =>
      `Your stop order reached its price, but a trade into ${target} is no longer open to your account.`,
    returned: (from: string) => `The order is cancelled and ${from} is back in your balance.`,
    reference: (id: string) => `Order: ${id}`,
    open: 'Open in CoinVault',
  },
  de: {
    subject: (from: string) => `Order storniert: ${from} ist wieder in Ihrem Guthaben`,
    heading: 'Order storniert',
    limit: (target: string) =>
      `Ihre Limit-Order hat ihren Preis erreicht, aber ein Handel in ${target} steht Ihrem Konto nicht mehr offen.`,
    stop: (target: string) =>
      `Ihre Stop-Order hat ihren Preis erreicht, aber ein Handel in ${target} steht Ihrem Konto nicht mehr offen.`,
    returned: (from: string) => `Die Order ist storniert und ${from} ist wieder in Ihrem Guthaben.`,
    reference: (id: string) => `Ordernummer: ${id}`,
    open: 'In CoinVault öffnen',
  },
  fr: {
    subject: (from: string) => `Ordre annulé : ${from} est de nouveau dans votre solde`,
    heading: 'Ordre annulé',
    limit: (target: string) =>
      `Votre ordre à cours limité a atteint son prix, mais un échange vers ${target} n’est plus ouvert à votre compte.`,
    stop: (target: string) =>
      `Votre ordre stop a atteint son prix, mais un échange vers ${target} n’est plus ouvert à votre compte.`,
    returned: (from: string) => `L’ordre est annulé et ${from} est de nouveau dans votre solde.`,
    reference: (id: string) => `Ordre : ${id}`,
    open: 'Ouvrir dans CoinVault',
  },
  es: {
    subject: (from: string) => `Orden cancelada: ${from} vuelve a tu saldo`,
    heading: 'Orden cancelada',
    limit: (target: string) => `Tu orden límite alcanzó su precio, pero tu cuenta ya no puede operar hacia ${target}.`,
    stop: (target: string) => `Tu orden stop alcanzó su precio, pero tu cuenta ya no puede operar hacia ${target}.`,
    returned: (from: string) => `La orden se ha cancelado y ${from} vuelve a estar en tu saldo.`,
    reference: (id: string) => `Orden: ${id}`,
    open: 'Abrir en CoinVault',
  },
  it: {
    subject: (from: string) => `Ordine annullato: ${from} è di nuovo nel tuo saldo`,
    heading: 'Ordine annullato',
    limit: (target: string) =>
      `Il tuo ordine limite ha raggiunto il suo prezzo, ma uno scambio verso ${target} non è più aperto al tuo conto.`,
    stop: (target: string) =>
      `Il tuo ordine stop ha raggiunto il suo prezzo, ma uno scambio verso ${target} non è più aperto al tuo conto.`,
    returned: (from: string) => `L’ordine è annullato e ${from} è di nuovo nel tuo saldo.`,
    reference: (id: string) => `Ordine: ${id}`,
    open: 'Apri in CoinVault',
  },
  nl: {
    subject: (from: string) => `Order geannuleerd: ${from} staat weer in je saldo`,
    heading: 'Order geannuleerd',
    limit: (target: string) =>
      `Je limietorder bereikte zijn prijs, maar handelen naar ${target} staat niet meer open voor je rekening.`,
    stop: (target: string) =>
      `Je stoporder bereikte zijn prijs, maar handelen naar ${target} staat niet meer open voor je rekening.`,
    returned: (from: string) => `De order is geannuleerd en ${from} staat weer in je saldo.`,
    reference: (id: string) => `Ordernummer: ${id}`,
    open: 'Openen in CoinVault',
  },
  pl: {
    subject: (from: string) => `Zlecenie anulowane: ${from} wróciło na Twoje saldo`,
    heading: 'Zlecenie anulowane',
    limit: (target: string) =>
      `Twoje zlecenie z limitem osiągnęło swoją cenę, ale wymiana na ${target} nie jest już dostępna dla Twojego konta.`,
    stop: (target: string) =>
      `Twoje zlecenie stop osiągnęło swoją cenę, ale wymiana na ${target} nie jest już dostępna dla Twojego konta.`,
    returned: (from: string) => `Zlecenie zostało anulowane, a ${from} wróciło na Twoje saldo.`,
    reference: (id: string) => `Zlecenie: ${id}`,
    open: 'Otwórz w CoinVault',
  },
});

export function orderRefusalMail(order: {
  kind: OrderKind;
  from: { value: string; currency: string; cash: boolean };
  target: string;
  orderId: string;
  url: string;
}): Mail {
  return (l) => {
    const t = TEXT[l.language];
    const from = order.from.cash
      ? l.fiat(order.from.value, order.from.currency)
      : l.coin(order.from.value, order.from.currency);
    return {
      subject: t.subject(from),
      heading: t.heading,
      paragraphs: [
        order.kind === 'limit' ? t.limit(order.target) : t.stop(order.target),
        t.returned(from),
        t.reference(order.orderId),
      ],
      action: { label: t.open, url: order.url },
    };
  };
}
