/**
 * The confirmation a customer receives for each trade, in the account's language: a swap of one
 * coin for another, a sale of a coin to the cash balance, and a purchase paid from the cash
 * balance. Sent once, by the request that made the trade: a replay of it answers without a second
 * email. Amounts are decimal strings, written in the recipient's language when the email is worded.
 */
import { type Mail, mailTexts } from '../../providers/mail/index.js';

const TEXT = mailTexts('trade confirmations', {
  en: {
    swapSubject: (from: string, to: string) => `Swap completed: ${from} for ${to}`,
    swapHeading: 'Swap completed',
    swap: (from: string, to: string) => `You swapped ${from} for ${to} in your CoinVault wallet.`,
    saleSubject: (coin: string, cash: string) => `Sale completed: ${coin} for ${cash}`,
    saleHeading: 'Sale completed',
    sale: (coin: string, cash: string) => `You sold ${coin} for ${cash}. The amount is in your CoinVault cash balance.`,
    buySubject: (coin: string) => `Purchase completed: ${coin}`,
    buyHeading: 'Purchase completed',
    buy: (coin: string, cash: string) => `You bought ${coin} for ${cash}, paid from your CoinVault cash balance.`,
    reference: (id: string) => `Reference: ${id}`,
    notYou: 'If you did not do this, contact support at once and change your password.',
  },
  de: {
    swapSubject: (from: string, to: string) => `Tausch ausgeführt: ${from} gegen ${to}`,
    swapHeading: 'Tausch ausgeführt',
    swap: (from: string, to: string) => `Sie haben in Ihrer CoinVault-Wallet ${from} gegen ${to} getauscht.`,
    saleSubject: (coin: string, cash: string) => `Verkauf ausgeführt: ${coin} für ${cash}`,
    saleHeading: 'Verkauf ausgeführt',
    sale: (coin: string, cash: string) =>
      `Sie haben ${coin} für ${cash} verkauft. Der Betrag ist in Ihrem Fiat-Guthaben bei CoinVault.`,
    buySubject: (coin: string) => `Kauf ausgeführt: ${coin}`,
    buyHeading: 'Kauf ausgeführt',
    buy: (coin: string, cash: string) =>
      `Sie haben ${coin} für ${cash} gekauft, bezahlt aus Ihrem Fiat-Guthaben bei CoinVault.`,
    reference: (id: string) => `Referenz: ${id}`,
    notYou: 'Wenn Sie das nicht waren, wenden Sie sich sofort an den Support und ändern Sie Ihr Passwort.',
  },
  fr: {
    swapSubject: (from: string, to: string) => `Échange effectué : ${from} contre ${to}`,
    swapHeading: 'Échange effectué',
    swap: (from: string, to: string) => `Vous avez échangé ${from} contre ${to} dans votre portefeuille CoinVault.`,
    saleSubject: (coin: string, cash: string) => `Vente effectuée : ${coin} pour ${cash}`,
    saleHeading: 'Vente effectuée',
    sale: (coin: string, cash: string) =>
      `Vous avez vendu ${coin} pour ${cash}. Le montant est sur votre solde fiat CoinVault.`,
    buySubject: (coin: string) => `Achat effectué : ${coin}`,
    buyHeading: 'Achat effectué',
    buy: (coin: string, cash: string) =>
      `Vous avez acheté ${coin} pour ${cash}, payés depuis votre solde fiat CoinVault.`,
    reference: (id: string) => `Référence : ${id}`,
    notYou: 'Si ce n’est pas vous, contactez immédiatement le support et changez votre mot de passe.',
  },
  es: {
    swapSubject: (from: string, to: string) => `Intercambio realizado: ${from} por ${to}`,
    swapHeading: 'Intercambio realizado',
    swap: (from: string, to: string) => `Has intercambiado ${from} por ${to} en tu billetera de CoinVault.`,
    saleSubject: (coin: string, cash: string) => `Venta realizada: ${coin} por ${cash}`,
    saleHeading: 'Venta realizada',
    sale: (coin: string, cash: string) =>
      `Has vendido ${coin} por ${cash}. El importe está en tu saldo fiat de CoinVault.`,
    buySubject: (coin: string) => `Compra realizada: ${coin}`,
    buyHeading: 'Compra realizada',
    buy: (coin: string, cash: string) => `Has comprado ${coin} por ${cash}, pagados con tu saldo fiat de CoinVault.`,
    reference: (id: string) => `Referencia: ${id}`,
    notYou: 'Si no has sido tú, contacta con soporte de inmediato y cambia tu contraseña.',
  },
  it: {
    swapSubject: (from: string, to: string) => `Scambio eseguito: ${from} per ${to}`,
    swapHeading: 'Scambio eseguito',
    swap: (from: string, to: string) => `Hai scambiato ${from} per ${to} nel tuo wallet CoinVault.`,
    saleSubject: (coin: string, cash: string) => `Vendita eseguita: ${coin} per ${cash}`,
    saleHeading: 'Vendita eseguita',
    sale: (coin: string, cash: string) => `Hai venduto ${coin} per ${cash}. L’importo è nel tuo saldo fiat CoinVault.`,
    buySubject: (coin: string) => `Acquisto eseguito: ${coin}`,
    buyHeading: 'Acquisto eseguito',
    buy: (coin: string, cash: string) => `Hai acquistato ${coin} per ${cash}, pagati dal tuo saldo fiat CoinVault.`,
    reference: (id: string) => `Riferimento: ${id}`,
    notYou: 'Se non sei stato tu, contatta subito l’assistenza e cambia la password.',
  },
  nl: {
    swapSubject: (from: string, to: string) => `Wissel uitgevoerd: ${from} voor ${to}`,
    swapHeading: 'Wissel uitgevoerd',
    swap: (from: string, to: string) => `Je hebt in je CoinVault-wallet ${from} gewisseld voor ${to}.`,
    saleSubject: (coin: string, cash: string) => `Verkoop uitgevoerd: ${coin} voor ${cash}`,
    saleHeading: 'Verkoop uitgevoerd',
    sale: (coin: string, cash: string) =>
      `Je hebt ${coin} verkocht voor ${cash}. Het bedrag staat op je fiatsaldo bij CoinVault.`,
    buySubject: (coin: string) => `Aankoop uitgevoerd: ${coin}`,
    buyHeading: 'Aankoop uitgevoerd',
    buy: (coin: string, cash: string) =>
      `Je hebt ${coin} gekocht voor ${cash}, betaald van je fiatsaldo bij CoinVault.`,
    reference: (id: string) => `Referentie: ${id}`,
    notYou: 'Was jij dit niet? Neem dan meteen contact op met support en wijzig je wachtwoord.',
  },
  pl: {
    swapSubject: (from: string, to: string) => `Wymiana zrealizowana: ${from} na ${to}`,
    swapHeading: 'Wymiana zrealizowana',
    swap: (from: string, to: string) => `Wymieniono ${from} na ${to} w Twoim portfelu CoinVault.`,
    saleSubject: (coin: string, cash: string) => `Sprzedaż zrealizowana: ${coin} za ${cash}`,
    saleHeading: 'Sprzedaż zrealizowana',
    sale: (coin: string, cash: string) =>
      `Sprzedano ${coin} za ${cash}. Kwota jest na Twoich środkach fiat w CoinVault.`,
    buySubject: (coin: string) => `Zakup zrealizowany: ${coin}`,
    buyHeading: 'Zakup zrealizowany',
    buy: (coin: string, cash: string) => `Kupiono ${coin} za ${cash}, opłacone z Twoich środków fiat w CoinVault.`,
    reference: (id: string) => `Numer referencyjny: ${id}`,
    notYou: 'Jeśli to nie Ty, natychmiast skontaktuj się z pomocą techniczną i zmień hasło.',
  },
});

/** An amount and what it is in: a coin's ticker or a cash currency. */
interface Amount {
  value: string;
  currency: string;
  /** A cash currency (AUD, EUR), written as money; otherwise a coin, every decimal kept. */
  cash?: boolean;
}

export const TRADE_MAIL = {
  /** One coin swapped for another, or (`to` in cash) sold to the cash balance. */
  swapped(from: Amount, to: Amount, reference: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const write = (a: Amount) => (a.cash ? l.fiat(a.value, a.currency) : l.coin(a.value, a.currency));
      const f = write(from);
      const w = write(to);
      if (to.cash)
        return {
          subject: t.saleSubject(f, w),
          heading: t.saleHeading,
          paragraphs: [t.sale(f, w), t.reference(reference), t.notYou],
        };
      return {
        subject: t.swapSubject(f, w),
        heading: t.swapHeading,
        paragraphs: [t.swap(f, w), t.reference(reference), t.notYou],
      };
    };
  },
  /** A coin bought with the cash balance. */
  boughtFromBalance(coin: Amount, cash: Amount, reference: string): Mail {
    return (l) => {
      const t = TEXT[l.language];
      const c = l.coin(coin.value, coin.currency);
      const paid = l.fiat(cash.value, cash.currency);
      return {
        subject: t.buySubject(c),
        heading: t.buyHeading,
        paragraphs: [t.buy(c, paid), t.reference(reference), t.notYou],
      };
    };
  },
};
