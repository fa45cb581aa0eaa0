/** A fired price alert's email, in the customer's language, prices written as that language writes them. */
import type { Language } from '../../../contract/languages.js';
import type { AppDeps } from '../../deps.js';
import { type Mail, mailLanguage, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('price alerts', {
  en: {
    rose: (coin: string, pct: string) => `${coin} rose ${pct} in 24 hours`,
    fell: (coin: string, pct: string) => `${coin} fell ${pct} in 24 hours`,
    move: (pct: string) => `Your alert for a move of more than ${pct} in 24 hours fired.`,
    above: (coin: string, price: string) => `${coin} is above ${price}`,
    below: (coin: string, price: string) => `${coin} is below ${price}`,
    at: (coin: string, price: string) => `${coin} is at ${price}. This alert fires once; re-arm it in Price alerts.`,
    caution: 'Prices move quickly: check the current price before you trade.',
    open: 'Open in CoinVault',
  },
  de: {
    rose: (coin: string, pct: string) => `${coin} ist in 24 Stunden um ${pct} gestiegen`,
    fell: (coin: string, pct: string) => `${coin} ist in 24 Stunden um ${pct} gefallen`,
    move: (pct: string) => `Ihr Kursalarm für eine Bewegung von mehr als ${pct} in 24 Stunden wurde ausgelöst.`,
    above: (coin: string, price: string) => `${coin} liegt über ${price}`,
    below: (coin: string, price: string) => `${coin} liegt unter ${price}`,
    at: (coin: string, price: string) =>
      `${coin} steht bei ${price}. Dieser Kursalarm wird nur einmal ausgelöst; Sie können ihn unter Kursalarme wieder aktivieren.`,
    caution: 'Kurse ändern sich schnell: Prüfen Sie den aktuellen Kurs, bevor Sie handeln.',
    open: 'In CoinVault öffnen',
  },
  fr: {
    rose: (coin: string, pct: string) => `${coin} a progressé de ${pct} en 24 heures`,
    fell: (coin: string, pct: string) => `${coin} a reculé de ${pct} en 24 heures`,
    move: (pct: string) => `Votre alerte de prix pour une variation de plus de ${pct} en 24 heures s’est déclenchée.`,
    above: (coin: string, price: string) => `${coin} est au-dessus de ${price}`,
    below: (coin: string, price: string) => `${coin} est en dessous de ${price}`,
    at: (coin: string, price: string) =>
      `${coin} est à ${price}. Cette alerte ne se déclenche qu’une fois ; réactivez-la dans Alertes de prix.`,
    caution: 'Les prix évoluent vite : vérifiez le prix actuel avant de passer un ordre.',
    open: 'Ouvrir dans CoinVault',
  },
  es: {
    rose: (coin: string, pct: string) => `${coin} ha subido un ${pct} en 24 horas`,
    fell: (coin: string, pct: string) => `${coin} ha bajado un ${pct} en 24 horas`,
    move: (pct: string) => `Se ha activado tu alerta de precio por un movimiento de más del ${pct} en 24 horas.`,
    above: (coin: string, price: string) => `${coin} está por encima de ${price}`,
    below: (coin: string, price: string) => `${coin} está por debajo de ${price}`,
    at: (coin: string, price: string) =>
      `${coin} está a ${price}. Esta alerta solo se activa una vez; vuelve a activarla en Alertas de precio.`,
    caution: 'Los precios cambian rápido: comprueba el precio actual antes de operar.',
    open: 'Abrir en CoinVault',
  },
  it: {
    rose: (coin: string, pct: string) => `${coin} è salito del ${pct} in 24 ore`,
    fell: (coin: string, pct: string) => `${coin} è sceso del ${pct} in 24 ore`,
    move: (pct: string) => `Il tuo avviso di prezzo per una variazione di oltre il ${pct} in 24 ore è scattato.`,
    above: (coin: string, price: string) => `${coin} è sopra ${price}`,
    below: (coin: string, price: string) => `${coin} è sotto ${price}`,
    at: (coin: string, price: string) =>
      `${coin} è a ${price}. Questo avviso scatta una sola volta; riattivalo in Avvisi di prezzo.`,
    caution: 'I prezzi cambiano in fretta: controlla il prezzo attuale prima di operare.',
    open: 'Apri in CoinVault',
  },
  nl: {
    rose: (coin: string, pct: string) => `${coin} is in 24 uur ${pct} gestegen`,
    fell: (coin: string, pct: string) => `${coin} is in 24 uur ${pct} gedaald`,
    move: (pct: string) => `Je koersalert voor een beweging van meer dan ${pct} in 24 uur is afgegaan.`,
    above: (coin: string, price: string) => `${coin} staat boven ${price}`,
    below: (coin: string, price: string) => `${coin} staat onder ${price}`,
    at: (coin: string, price: string) =>
      `${coin} staat op ${price}. Deze koersalert gaat één keer af; zet hem opnieuw aan bij Koersalerts.`,
    caution: 'Koersen veranderen snel: controleer de actuele koers voordat je handelt.',
    open: 'Openen in CoinVault',
  },
  pl: {
    rose: (coin: string, pct: string) => `${coin} wzrósł o ${pct} w ciągu 24 godzin`,
    fell: (coin: string, pct: string) => `${coin} spadł o ${pct} w ciągu 24 godzin`,
    move: (pct: string) => `Twój alert cenowy dla zmiany o ponad ${pct} w ciągu 24 godzin zadziałał.`,
    above: (coin: string, price: string) => `${coin} jest powyżej ${price}`,
    below: (coin: string, price: string) => `${coin} jest poniżej ${price}`,
    at: (coin: string, price: string) =>
      `${coin} kosztuje ${price}. Ten alert działa jeden raz; włącz go ponownie w sekcji Alerty cenowe.`,
    caution: 'Ceny szybko się zmieniają: sprawdź aktualną cenę, zanim zawrzesz transakcję.',
    open: 'Otwórz w CoinVault',
  },
});

interface FiredAlert {
  coin: string;
  kind: 'above' | 'below' | 'move';
  currency: string;
  price: string | null;
  percent: string | null;
}

function trimmed(n: string): string {
  return n.includes('.') ? n.replace(/\.?0+$/, '') : n;
}

/** `seen`: the 24-hour change ('-5.2') of a move alert, or the price that crossed the line. */
export function alertMail(a: FiredAlert, seen: string, url: string): Mail {
  return (l) => {
    const t = TEXT[l.language];
    let title: string;
    let body: string;
    if (a.kind === 'move') {
      const pct = l.percent(trimmed(seen.replace('-', '')));
      title = seen.startsWith('-') ? t.fell(a.coin, pct) : t.rose(a.coin, pct);
      body = t.move(l.percent(trimmed(a.percent ?? '')));
    } else {
      const line = l.fiat(a.price ?? '0', a.currency);
      title = a.kind === 'above' ? t.above(a.coin, line) : t.below(a.coin, line);
      body = t.at(a.coin, l.fiat(seen, a.currency));
    }
    return { subject: title, heading: title, paragraphs: [body, t.caution], action: { label: t.open, url } };
  };
}

/** The language the account's emails and pushes are written in. */
export async function accountLanguage(deps: Pick<AppDeps, 'db'>, userId: string): Promise<Language> {
  const row = await deps.db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return mailLanguage(row?.language);
}
