/**
 * Swap's state and rules (specification sections 4, 5 and 8): the pair (the market currency's
 * default, or the coin handed over from the asset screen once the pairs are known), the traded
 * pairs, the conversion flow with its timed quote, and what the main button, the error box and
 * the loading line say. Its views are SwapScreen.tsx and SwapSuccess.tsx.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useHistoryState } from 'wouter/use-browser-location';
import type { CoinSymbol } from '../../../contract/assets.js';
import { COINS, defaultSwapPair, isCoin, offeredCoins } from '../../../contract/assets.js';
import { type Instrument, QUOTE_TTL_DEFAULT_SECONDS } from '../../../contract/exchange.js';
import { getInstruments } from '../../api/exchange.js';
import { estimateAtMarket } from '../../lib/quote-estimate.js';
import {
  AUTO_REFRESH_DELAY_MS,
  balanceSuffices,
  chooseSource,
  chooseTarget,
  type Pair,
  QUICK_FILL_DELAY_MS,
  type QuickFill,
  quickFillAmount,
  SWAP_DEBOUNCE_MS,
  sourcesFor,
  swapButton,
  swapInstrument,
  targetsFor,
} from '../../lib/swap-rules.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import { isUnreachableError } from '../../offline/network.js';
import { auth } from '../../state/auth.js';
import { locale } from '../../state/locale.js';
import { market } from '../../state/market.js';
import { useAssets } from '../../state/use-assets.js';
import { type ConversionDone, useConversion } from '../../state/use-conversion.js';
import { loadWallet } from '../../state/wallet.js';

export function useSwap() {
  const { t } = useLingui();
  // The prices come along (or are reused when under a minute old): the estimate at the first key
  // is worked out from them.
  const view = useAssets({ withMarket: true });
  const handed = useHistoryState() as { from?: unknown } | null;
  const a = useSnapshot(auth);
  const l = useSnapshot(locale);
  const m = useSnapshot(market);
  const currency = view.currency;
  const offered = useMemo(() => offeredCoins(currency), [currency]);

  const [instruments, setInstruments] = useState<Instrument[] | null>(null);
  const [instrumentsError, setInstrumentsError] = useState<string | null>(null);
  const [pair, setPair] = useState<Pair>(() => {
    const [from, to] = defaultSwapPair(currency);
    return { from, to };
  });
  const [picker, setPicker] = useState<'source' | 'target' | null>(null);
  const [done, setDone] = useState<ConversionDone | null>(null);

  const loadInstruments = useCallback(() => {
    getInstruments()
      .then((list) => {
        setInstruments(list);
        setInstrumentsError(null);
      })
      .catch((e) => {
        setInstruments((had) => had ?? []);
        // Offline, the connection notice says it all; the pairs are asked again on reconnecting.
        if (isUnreachableError(e)) return;
        // '' stands for no usable message: the screen's own text is shown.
        setInstrumentsError(e instanceof Error && e.message ? e.message : '');
      });
  }, []);
  useEffect(loadInstruments, [loadInstruments]);
  useOnlineAgain(() => {
    if (!instruments?.length) loadInstruments();
  });

  // The default pair follows the market currency once it is known; a source handed over from the
  // asset screen is applied when the pairs are known.
  const applied = useRef(false);
  useEffect(() => {
    if (!instruments || applied.current) return;
    applied.current = true;
    const [from, to] = defaultSwapPair(currency);
    const start = { from, to };
    const wanted = handed?.from;
    setPair(isCoin(wanted) && offered.includes(wanted) ? chooseSource(start, wanted, offered, instruments) : start);
  }, [instruments, currency, offered, handed]);

  const { from, to } = pair;
  const source = view.assets.find((x) => x.symbol === from);
  const balance = source?.balance ?? '0';
  const precision = Math.min(8, COINS[from].scale);
  const instrument = instruments ? swapInstrument(instruments, from, to) : undefined;
  const pairError =
    instruments && instruments.length > 0 && !instrument
      ? t`Trading pair ${from} to ${to} is not available on the exchange. Please select different currencies.`
      : null;
  const c = useConversion(
    { from, to, balance, instrument },
    {
      ttlSeconds: QUOTE_TTL_DEFAULT_SECONDS,
      freshStart: false,
      debounceMs: SWAP_DEBOUNCE_MS,
      quickFillDelayMs: QUICK_FILL_DELAY_MS,
      quoteOnceReadyMs: SWAP_DEBOUNCE_MS,
      refreshExpiredAfterMs: AUTO_REFRESH_DELAY_MS,
      messages: { failed: t`Failed to complete swap`, unexpected: t`Unexpected response from server` },
      onConfirmed: (d) => {
        setDone(d);
        void loadWallet();
      },
    },
  );
  const { q, amount, online, busy: swapping, confirmError } = c;
  const balanceOk = balanceSuffices(amount, balance);
  // Shown only while the firm quote is on its way, for an amount it will be asked for.
  const estimate = !q.quote && !q.error && balanceOk && instrument ? estimateAtMarket(amount, from, to, m.ticks) : null;

  const onQuickFill = (p: QuickFill) => {
    const r = quickFillAmount(balance, p, precision);
    c.fill('amount' in r ? r.amount : r);
  };

  const changePair = (next: Pair) => {
    setPair(next);
    c.clear();
  };

  const button = swapButton({
    amount,
    balanceOk,
    quote: q.state,
    quotePending: q.pending,
    swapping,
    secondsLeft: q.state === 'active' ? 1 : 0,
  });
  const errorText =
    pairError ??
    confirmError ??
    q.error ??
    (instrumentsError === '' ? t`Failed to load trading pairs` : instrumentsError);
  const loadingText =
    !a.user?.currency_code && !l.loaded
      ? t`Loading currency...`
      : instruments === null
        ? t`Loading trading pairs...`
        : view.loading
          ? t`Loading assets...`
          : null;

  const sourceChoices = view.assets.filter((x) => sourcesFor(to, offered).includes(x.symbol));
  const targetChoices = view.assets.filter((x) => targetsFor(from, offered, instruments ?? []).includes(x.symbol));

  /** The picker chose a coin for its side. */
  const choose = (side: 'source' | 'target', symbol: CoinSymbol) => {
    setPicker(null);
    changePair(side === 'source' ? chooseSource(pair, symbol, offered, instruments ?? []) : chooseTarget(pair, symbol));
  };

  return {
    from,
    to,
    balance,
    precision,
    c,
    q,
    amount,
    estimate,
    online,
    swapping,
    balanceOk,
    button,
    errorText,
    loadingText,
    picker,
    setPicker,
    sourceChoices,
    targetChoices,
    choose,
    onQuickFill,
    reverse: () => changePair({ from: to, to: from }),
    done,
    closeDone: () => setDone(null),
  };
}
