/**
 * What a recurring buy's run tells the customer, in their language (with their anti-phishing code,
 * like every email). Amounts are decimal strings, formatted when the email is worded. Why a run
 * failed reads in English as the payment's own words; the other languages name the cause.
 */
import type { RecurringPausedReason } from '../../../contract/recurring.js';
import { type Mail, mailTexts } from '../../providers/mail/index.js';

type Why = 'no_card' | 'other';

const TEXT = mailTexts('recurring buys', {
  en: {
    settings: 'You can pause, change or cancel it in CoinVault under Buy → Recurring buys.',
    boughtSubject: (crypto: string) => `Recurring buy: ${crypto} bought`,
    boughtHeading: 'Recurring buy completed',
    bought: (total: string, crypto: string) =>
      `Your recurring buy charged ${total} to your saved card and bought ${crypto}.`,
    boughtFromBalance: (total: string, crypto: string) =>
      `Your recurring buy paid ${total} from your cash balance and bought ${crypto}.`,
    reason: (detail: string, _why: Why) => detail,
    retryingSubject: (coin: string) => `Recurring buy of ${coin} did not go through`,
    retryingHeading: 'Recurring buy failed, trying again',
    retrying: (amount: string, coin: string, reason: string) =>
      `Your recurring buy of ${amount} of ${coin} did not go through: ${reason}`,
    retryingNext: 'We will try once more in an hour. If that fails too, the plan is paused.',
    pausedSubject: (coin: string) => `Recurring buy of ${coin} paused`,
    pausedHeading: 'Recurring buy paused',
    paused: (amount: string, coin: string, reason: string) =>
      `Your recurring buy of ${amount} of ${coin} did not go through and has been paused: ${reason}`,
    pausedNext: 'Nothing more will be charged until you resume it.',
  },
  de: {
    settings: 'Sie können ihn in CoinVault unter Kaufen → Sparpläne pausieren, ändern oder beenden.',
    boughtSubject: (crypto: string) => `Sparplan: ${crypto} gekauft`,
    boughtHeading: 'Sparplan ausgeführt',
    bought: (total: string, crypto: string) =>
      `Ihr Sparplan hat ${total} von Ihrer gespeicherten Karte abgebucht und ${crypto} gekauft.`,
    boughtFromBalance: (total: string, crypto: string) =>
      `Ihr Sparplan hat ${total} aus Ihrem Guthaben bezahlt und ${crypto} gekauft.`,
    reason: (_detail: string, why: Why) =>
      why === 'no_card' ? 'Es ist keine Karte gespeichert.' : 'Der Kauf konnte nicht abgeschlossen werden.',
    retryingSubject: (coin: string) => `Sparplan für ${coin} nicht ausgeführt`,
    retryingHeading: 'Sparplan fehlgeschlagen, neuer Versuch folgt',
    retrying: (amount: string, coin: string, reason: string) =>
      `Ihr Sparplan über ${amount} in ${coin} wurde nicht ausgeführt: ${reason}`,
    retryingNext: 'Wir versuchen es in einer Stunde noch einmal. Schlägt auch das fehl, wird der Sparplan pausiert.',
    pausedSubject: (coin: string) => `Sparplan für ${coin} pausiert`,
    pausedHeading: 'Sparplan pausiert',
    paused: (amount: string, coin: string, reason: string) =>
      `Ihr Sparplan über ${amount} in ${coin} wurde nicht ausgeführt und ist pausiert: ${reason}`,
    pausedNext: 'Bis Sie ihn fortsetzen, wird nichts mehr abgebucht.',
  },
  fr: {
    settings: 'Vous pouvez le suspendre, le modifier ou l’annuler dans CoinVault, sous Acheter → Achats récurrents.',
    boughtSubject: (crypto: string) => `Achat récurrent : ${crypto} acheté`,
    boughtHeading: 'Achat récurrent effectué',
    bought: (total: string, crypto: string) =>
      `Votre achat récurrent a débité ${total} de votre carte enregistrée et acheté ${crypto}.`,
    boughtFromBalance: (total: string, crypto: string) =>
      `Votre achat récurrent a payé ${total} depuis votre solde et acheté ${crypto}.`,
    reason: (_detail: string, why: Why) =>
      why === 'no_card' ? 'aucune carte n’est enregistrée.' : 'l’achat n’a pas pu être effectué.',
    retryingSubject: (coin: string) => `L’achat récurrent de ${coin} n’a pas abouti`,
    retryingHeading: 'Échec de l’achat récurrent, nouvel essai prévu',
    retrying: (amount: string, coin: string, reason: string) =>
      `Votre achat récurrent de ${amount} en ${coin} n’a pas abouti : ${reason}`,
    retryingNext: 'Nous réessaierons dans une heure. En cas de nouvel échec, l’achat récurrent sera suspendu.',
    pausedSubject: (coin: string) => `Achat récurrent de ${coin} suspendu`,
    pausedHeading: 'Achat récurrent suspendu',
    paused: (amount: string, coin: string, reason: string) =>
      `Votre achat récurrent de ${amount} en ${coin} n’a pas abouti et a été suspendu : ${reason}`,
    pausedNext: 'Plus rien ne sera débité tant que vous ne l’aurez pas réactivé.',
  },
  es: {
    settings: 'Puedes pausarla, cambiarla o cancelarla en CoinVault, en Comprar → Compras periódicas.',
    boughtSubject: (crypto: string) => `Compra periódica: ${crypto} comprados`,
    boughtHeading: 'Compra periódica realizada',
    bought: (total: string, crypto: string) =>
      `Tu compra periódica ha cargado ${total} en tu tarjeta guardada y ha comprado ${crypto}.`,
    boughtFromBalance: (total: string, crypto: string) =>
      `Tu compra periódica ha pagado ${total} con tu saldo y ha comprado ${crypto}.`,
    reason: (_detail: string, why: Why) =>
      why === 'no_card' ? 'no hay ninguna tarjeta guardada.' : 'no se ha podido completar la compra.',
    retryingSubject: (coin: string) => `La compra periódica de ${coin} no se ha completado`,
    retryingHeading: 'La compra periódica ha fallado, lo volveremos a intentar',
    retrying: (amount: string, coin: string, reason: string) =>
      `Tu compra periódica de ${amount} en ${coin} no se ha completado: ${reason}`,
    retryingNext: 'Lo intentaremos una vez más dentro de una hora. Si también falla, se pausará el plan.',
    pausedSubject: (coin: string) => `Compra periódica de ${coin} pausada`,
    pausedHeading: 'Compra periódica pausada',
    paused: (amount: string, coin: string, reason: string) =>
      `Tu compra periódica de ${amount} en ${coin} no se ha completado y se ha pausado: ${reason}`,
    pausedNext: 'No se cargará nada más hasta que la reanudes.',
  },
  it: {
    settings: 'Puoi sospenderlo, modificarlo o annullarlo in CoinVault, in Compra → Acquisti ricorrenti.',
    boughtSubject: (crypto: string) => `Acquisto ricorrente: acquistati ${crypto}`,
    boughtHeading: 'Acquisto ricorrente completato',
    bought: (total: string, crypto: string) =>
      `Il tuo acquisto ricorrente ha addebitato ${total} sulla carta salvata e ha acquistato ${crypto}.`,
    boughtFromBalance: (total: string, crypto: string) =>
      `Il tuo acquisto ricorrente ha pagato ${total} con il tuo saldo e ha acquistato ${crypto}.`,
    reason: (_detail: string, why: Why) =>
      why === 'no_card' ? 'non c’è nessuna carta salvata.' : 'non è stato possibile completare l’acquisto.',
    retryingSubject: (coin: string) => `L’acquisto ricorrente di ${coin} non è andato a buon fine`,
    retryingHeading: 'Acquisto ricorrente non riuscito, nuovo tentativo in arrivo',
    retrying: (amount: string, coin: string, reason: string) =>
      `Il tuo acquisto ricorrente di ${amount} in ${coin} non è andato a buon fine: ${reason}`,
    retryingNext: 'Riproveremo tra un’ora. Se anche questo tentativo non riesce, il piano verrà sospeso.',
    pausedSubject: (coin: string) => `Acquisto ricorrente di ${coin} sospeso`,
    pausedHeading: 'Acquisto ricorrente sospeso',
    paused: (amount: string, coin: string, reason: string) =>
      `Il tuo acquisto ricorrente di ${amount} in ${coin} non è andato a buon fine ed è stato sospeso: ${reason}`,
    pausedNext: 'Non verrà addebitato più nulla finché non lo riattivi.',
  },
  nl: {
    settings: 'Je kunt hem pauzeren, wijzigen of stopzetten in CoinVault onder Kopen → Periodieke aankopen.',
    boughtSubject: (crypto: string) => `Periodieke aankoop: ${crypto} gekocht`,
    boughtHeading: 'Periodieke aankoop uitgevoerd',
    bought: (total: string, crypto: string) =>
      `Je periodieke aankoop heeft ${total} van je opgeslagen kaart afgeschreven en ${crypto} gekocht.`,
    boughtFromBalance: (total: string, crypto: string) =>
      `Je periodieke aankoop heeft ${total} van je saldo betaald en ${crypto} gekocht.`,
    reason: (_detail: string, why: Why) =>
      why === 'no_card' ? 'er is geen kaart opgeslagen.' : 'de aankoop kon niet worden voltooid.',
    retryingSubject: (coin: string) => `Periodieke aankoop van ${coin} niet gelukt`,
    retryingHeading: 'Periodieke aankoop mislukt, we proberen het opnieuw',
    retrying: (amount: string, coin: string, reason: string) =>
      `Je periodieke aankoop van ${amount} aan ${coin} is niet gelukt: ${reason}`,
    retryingNext: 'Over een uur proberen we het nog één keer. Mislukt dat ook, dan wordt het plan gepauzeerd.',
    pausedSubject: (coin: string) => `Periodieke aankoop van ${coin} gepauzeerd`,
    pausedHeading: 'Periodieke aankoop gepauzeerd',
    paused: (amount: string, coin: string, reason: string) =>
      `Je periodieke aankoop van ${amount} aan ${coin} is niet gelukt en is gepauzeerd: ${reason}`,
    pausedNext: 'Er wordt niets meer afgeschreven tot je hem hervat.',
  },
  pl: {
    settings: 'Możesz go wstrzymać, zmienić lub anulować w CoinVault w sekcji Kup → Zakupy cykliczne.',
    boughtSubject: (crypto: string) => `Zakup cykliczny: kupiono ${crypto}`,
    boughtHeading: 'Zakup cykliczny zrealizowany',
    bought: (total: string, crypto: string) =>
      `Twój zakup cykliczny obciążył zapisaną kartę kwotą ${total} i kupił ${crypto}.`,
    boughtFromBalance: (total: string, crypto: string) =>
      `Twój zakup cykliczny zapłacił ${total} z Twojego salda i kupił ${crypto}.`,
    reason: (_detail: string, why: Why) =>
      why === 'no_card' ? 'nie masz zapisanej karty.' : 'nie udało się zrealizować zakupu.',
    retryingSubject: (coin: string) => `Zakup cykliczny ${coin} nie powiódł się`,
    retryingHeading: 'Zakup cykliczny nie powiódł się, spróbujemy ponownie',
    retrying: (amount: string, coin: string, reason: string) =>
      `Twój zakup cykliczny ${coin} za ${amount} nie powiódł się: ${reason}`,
    retryingNext: 'Spróbujemy jeszcze raz za godzinę. Jeśli i to się nie uda, plan zostanie wstrzymany.',
    pausedSubject: (coin: string) => `Zakup cykliczny ${coin} wstrzymany`,
    pausedHeading: 'Zakup cykliczny wstrzymany',
    paused: (amount: string, coin: string, reason: string) =>
      `Twój zakup cykliczny ${coin} za ${amount} nie powiódł się i został wstrzymany: ${reason}`,
    pausedNext: 'Dopóki go nie wznowisz, nic więcej nie zostanie pobrane.',
  },
});

function whyOf(pause: RecurringPausedReason | null): Why {
  return pause === 'no_card' ? 'no_card' : 'other';
}

export const RECURRING_MAIL = {
  /** `paidFrom`: the plan's funding, so a run paid from the balance never speaks of a card. */
  bought(crypto: string, coin: string, total: string, currency: string, paidFrom: 'card' | 'balance'): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const c = l.coin(crypto, coin);
      const paid = paidFrom === 'balance' ? t.boughtFromBalance : t.bought;
      return {
        subject: t.boughtSubject(c),
        heading: t.boughtHeading,
        paragraphs: [paid(l.fiat(total, currency), c), t.settings],
      };
    };
  },
  retrying(coin: string, amount: string, currency: string, reason: string, pause: RecurringPausedReason | null): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const why = t.reason(reason, whyOf(pause));
      return {
        subject: t.retryingSubject(coin),
        heading: t.retryingHeading,
        paragraphs: [t.retrying(l.fiat(amount, currency), coin, why), t.retryingNext, t.settings],
      };
    };
  },
  paused(coin: string, amount: string, currency: string, reason: string, pause: RecurringPausedReason | null): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const why = t.reason(reason, whyOf(pause));
      return {
        subject: t.pausedSubject(coin),
        heading: t.pausedHeading,
        paragraphs: [t.paused(l.fiat(amount, currency), coin, why), t.pausedNext, t.settings],
      };
    };
  },
};
