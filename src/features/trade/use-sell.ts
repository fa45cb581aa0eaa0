/**
 * The Sell tab's state and rules (specification sections 2 and 4): the coin sold and what it is
 * sold for (a stablecoin or, in a region with a cash currency, that currency: decision 266),
 * the shortcuts, the estimate at the first key, the timed quote and the button's state. Its views
 * are SellTab.tsx and SellQuoteAside.tsx.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { COINS, type CoinSymbol, defaultSwapPair, type FiatSymbol, offeredCoins } from '../../../contract/assets.js';
import { cashCurrencyOf, type SwapTarget } from '../../../contract/bank.js';
import { cashSaleInstrument, isCashCurrency } from '../../../contract/cash-trade.js';
import type { Instrument } from '../../../contract/exchange.js';
import { compareDecimal, isDecimalString } from '../../../contract/money.js';
import { SELL_MESSAGES } from '../../../contract/payments.js';
import { getInstruments } from '../../api/exchange.js';
import type { DisplayAsset } from '../../lib/assets-view.js';
import { formatCryptoWithSymbol, formatFiat } from '../../lib/money-format.js';
import { estimateAtMarket } from '../../lib/quote-estimate.js';
import {
  balanceSuffices,
  instrumentFor,
  type QuickFill,
  quickFillAmount,
  SWAP_DEBOUNCE_MS,
} from '../../lib/swap-rules.js';
import { market } from '../../state/market.js';
import { type ConversionDone, useConversion } from '../../state/use-conversion.js';
import { rateText, type When } from '../../ui/Conversion.js';
import { SELL_QUOTE_TTL_SECONDS } from './timings.js';
import { sellButton } from './trade-rules.js';

export type SellDone = ConversionDone;

/** What a coin is sold for: the stablecoins offered in the market (USDC, plus USDT unless EUR). */
function stablecoins(currency: FiatSymbol): CoinSymbol[] {
  return offeredCoins(currency).filter((c) => COINS[c].stablecoin);
}

export function useSell({
  assets,
  currency,
  onSold,
}: {
  assets: readonly DisplayAsset[];
  currency: FiatSymbol;
  onSold: (done: SellDone) => void;
}) {
  const { t } = useLingui();
  const [instruments, setInstruments] = useState<Instrument[] | null>(null);
  const [from, setFrom] = useState<CoinSymbol>(() => defaultSwapPair(currency)[0]);
  const [to, setTo] = useState<CoinSymbol>(() => defaultSwapPair(currency)[1]);
  const [picker, setPicker] = useState<'from' | 'to' | null>(null);
  const [when, setWhen] = useState<When>('now');
  // Selling into the cash balance instead of a stablecoin: offered in a region with a cash
  // currency, as the server accepts it (decision 266). A sale does not need the balance, so the
  // choice is there from the first frame instead of appearing when the balance arrives, which
  // moved everything below it under the customer's finger.
  const cashCurrency = cashCurrencyOf(currency);
  const [toCash, setToCash] = useState(false);
  const target: SwapTarget = toCash && cashCurrency ? cashCurrency : to;
  /** An amount in what the sale pays: cash as money, a coin with its symbol. */
  const paid = (amount: string, maxDecimals?: number) =>
    isCashCurrency(target) ? formatFiat(amount, target) : formatCryptoWithSymbol(amount, target, maxDecimals);
  const rateLine = (rate: string) =>
    isCashCurrency(target) ? `1 ${from} ≈ ${paid(rate)}` : rateText(from, to, rate, 4);

  useEffect(() => {
    getInstruments()
      .then(setInstruments)
      .catch(() => setInstruments([]));
  }, []);

  const targets = useMemo(() => stablecoins(currency), [currency]);
  const source = assets.find((a) => a.symbol === from);
  const balance = source?.balance ?? '0';
  const precision = Math.min(8, COINS[from].scale);
  const instrument = instruments
    ? isCashCurrency(target)
      ? cashSaleInstrument(instruments, from)
      : instrumentFor(instruments, from, to)
    : undefined;
  // A shortcut is quoted at once, and an amount typed before the pairs were known once they are
  // (as on Swap: on a slow network the customer types before they arrive); an expired quote waits
  // for the customer to ask.
  const c = useConversion(
    { from, to: target, balance, instrument },
    {
      ttlSeconds: SELL_QUOTE_TTL_SECONDS,
      freshStart: true,
      // The same short pause as a swap: the estimate fills it.
      debounceMs: SWAP_DEBOUNCE_MS,
      quickFillDelayMs: null,
      quoteOnceReadyMs: SWAP_DEBOUNCE_MS,
      refreshExpiredAfterMs: null,
      messages: { failed: t`Failed to complete sale`, unexpected: t`Unexpected response from server` },
      onConfirmed: onSold,
    },
  );
  const { q, amount, online, busy: selling, confirmError: sellError, minimum, quotable, inputs, fill } = c;
  const balanceOk = balanceSuffices(amount, balance);
  const m = useSnapshot(market);
  // Shown only while the firm quote is on its way, for an amount it will be asked for. A sale to
  // cash shows none: its price on the device is the coin's in dollars, not in the cash currency.
  const estimate =
    !q.quote && !q.error && balanceOk && instrument && !isCashCurrency(target)
      ? estimateAtMarket(amount, from, to, m.ticks)
      : null;

  const onPercent = (p: QuickFill) => {
    const r = quickFillAmount(balance, p, precision);
    fill('amount' in r ? r.amount : r);
  };
  const onMin = () => {
    // The pair's minimum is counted in its base coin: for a coin sold to a stablecoin, this coin.
    const min = minimum && minimum.symbol === from ? minimum.quantity : null;
    if (!min || !isDecimalString(min)) return fill({ error: t`Enter amount` });
    fill(compareDecimal(min, balance) <= 0 ? min : { error: t`Amount should be more than 0` });
  };
  const onMax = () => {
    const r = quickFillAmount(balance, 100, precision);
    fill('amount' in r ? r.amount : r);
  };

  const into = (cash: boolean) => {
    setToCash(cash);
    c.clear();
  };

  const change = (next: { from: CoinSymbol; to: CoinSymbol }) => {
    setFrom(next.from);
    setTo(next.to);
    c.clear();
  };
  /** A coin chosen in the picker; choosing the other side's coin swaps the two. */
  const choose = (side: 'from' | 'to', s: CoinSymbol) => {
    setPicker(null);
    if (side === 'from') change({ from: s, to: s === to ? from : to });
    else change({ from: s === from ? to : from, to: s });
  };

  const button = sellButton({
    amount,
    symbol: from,
    balanceOk,
    quote: q.state,
    quotePending: q.pending,
    selling,
  });
  // The button's label in the customer's language (the rule gives the specification's English).
  const labels: Record<string, string> = {
    [SELL_MESSAGES.selling]: t`Selling...`,
    [SELL_MESSAGES.enterAmount]: t`Enter amount`,
    [SELL_MESSAGES.gettingQuote]: t`Getting Quote...`,
    [SELL_MESSAGES.getNewQuote]: t`Get New Quote`,
  };
  const buttonLabel = button.action === 'sell' ? t`Sell ${from}` : (labels[button.label] ?? button.label);
  const press = () => {
    if (when !== 'now' || !button.enabled || !online) return;
    if (button.action === 'sell') void c.confirm();
    else if (button.action === 'quote' && quotable(amount)) void q.fetchNow(inputs(amount));
  };

  const sourceChoices = assets.filter((a) => a.symbol !== to);
  const targetChoices = assets.filter((a) => targets.includes(a.symbol) && a.symbol !== from);
  const errorText = sellError ?? q.error ?? (balanceOk ? null : t`Insufficient balance`);

  return {
    from,
    to,
    target,
    cashCurrency,
    toCash,
    into,
    picker,
    setPicker,
    choose,
    when,
    setWhen,
    paid,
    rateLine,
    balance,
    precision,
    c,
    q,
    amount,
    selling,
    estimate,
    onPercent,
    onMin,
    onMax,
    button,
    buttonLabel,
    press,
    sourceChoices,
    targetChoices,
    errorText,
  };
}
