/**
 * Swap: 'I have' and 'I want' with their pickers, the direction button, quick fills, a timed quote
 * counting down to the server's expiry, the error box and the main button (specification
 * sections 2, 4, 5 and 8), then the success screen of type 'swapped'.
 */
import { ArrowDownUp } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { COINS, defaultSwapPair, isCoin, offeredCoins } from '../../../contract/assets.js';
import { type Instrument, QUOTE_TTL_DEFAULT_SECONDS, SWAP_MESSAGES } from '../../../contract/exchange.js';
import { getInstruments } from '../../api/exchange.js';
import { formatCrypto } from '../../lib/money-format.js';
import {
  AUTO_REFRESH_DELAY_MS,
  balanceSuffices,
  chooseSource,
  chooseTarget,
  FRESH_QUOTE_TEXT,
  instrumentFor,
  type Pair,
  QUICK_FILL_DELAY_MS,
  type QuickFill,
  quickFillAmount,
  SWAP_DEBOUNCE_MS,
  sourcesFor,
  swapButton,
  targetsFor,
} from '../../lib/swap-rules.js';
import { auth } from '../../state/auth.js';
import { locale } from '../../state/locale.js';
import { useAssets } from '../../state/use-assets.js';
import { type ConversionDone, useConversion } from '../../state/use-conversion.js';
import { loadWallet } from '../../state/wallet.js';
import { AssetSelectModal } from '../../ui/AssetSelectModal.js';
import { ConfirmArea, PayingSide, QuickFills, QuoteLine, ReceivingSide, rateText } from '../../ui/Conversion.js';
import { QuoteFees } from '../../ui/QuoteFees.js';
import { TransactionSuccess } from '../../ui/TransactionSuccess.js';
import '../../ui/screens.css';
import './swap.css';
import * as paths from '../../app/paths.js';

export const CONFIRM_MESSAGES = {
  failed: 'Failed to complete swap',
  unexpected: 'Unexpected response from server',
} as const;

export default function SwapScreen() {
  const view = useAssets();
  const handed = useHistoryState() as { from?: unknown } | null;
  const a = useSnapshot(auth);
  const l = useSnapshot(locale);
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

  useEffect(() => {
    getInstruments()
      .then((list) => setInstruments(list))
      .catch((e) => {
        setInstruments([]);
        setInstrumentsError(e instanceof Error && e.message ? e.message : 'Failed to load trading pairs');
      });
  }, []);

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
  const instrument = instruments ? instrumentFor(instruments, from, to) : undefined;
  const pairError =
    instruments && instruments.length > 0 && !instrument ? SWAP_MESSAGES.pairNotAvailable(from, to) : null;
  const c = useConversion(
    { from, to, balance, instrument },
    {
      ttlSeconds: QUOTE_TTL_DEFAULT_SECONDS,
      freshStart: false,
      debounceMs: SWAP_DEBOUNCE_MS,
      quickFillDelayMs: QUICK_FILL_DELAY_MS,
      quoteOnceReadyMs: SWAP_DEBOUNCE_MS,
      refreshExpiredAfterMs: AUTO_REFRESH_DELAY_MS,
      messages: CONFIRM_MESSAGES,
      onConfirmed: (d) => {
        setDone(d);
        void loadWallet();
      },
    },
  );
  const { q, amount, online, busy: swapping, confirmError } = c;
  const balanceOk = balanceSuffices(amount, balance);

  const onQuickFill = (p: QuickFill) => {
    const r = quickFillAmount(balance, p, precision);
    c.fill('amount' in r ? r.amount : r);
  };

  const changePair = (next: Pair) => {
    setPair(next);
    c.clear();
  };

  if (done)
    return (
      <TransactionSuccess
        data={{
          type: 'swapped',
          crypto: done.from,
          amount: formatCrypto(done.amount),
          receiveCurrency: done.to,
          total: formatCrypto(done.total),
        }}
        onDone={() => setDone(null)}
      >
        <dl className="swap-summary">
          <div>
            <dt>From</dt>
            <dd className="amount">
              {formatCrypto(done.amount)} {COINS[done.from].name}
            </dd>
          </div>
          <div>
            <dt>Received</dt>
            <dd className="amount">
              {formatCrypto(done.total)} {done.to}
            </dd>
          </div>
        </dl>
      </TransactionSuccess>
    );

  const button = swapButton({
    amount,
    balanceOk,
    quote: q.state,
    quotePending: q.pending,
    swapping,
    secondsLeft: q.state === 'active' ? 1 : 0,
  });
  const errorText = pairError ?? confirmError ?? q.error ?? instrumentsError;
  const loadingText =
    !a.user?.currency_code && !l.loaded
      ? 'Loading currency...'
      : instruments === null
        ? 'Loading trading pairs...'
        : view.loading
          ? 'Loading assets...'
          : null;

  const sourceChoices = view.assets.filter((x) => sourcesFor(to, offered).includes(x.symbol));
  const targetChoices = view.assets.filter((x) => targetsFor(from, offered, instruments ?? []).includes(x.symbol));

  return (
    <div className="screen swap-page">
      <h1>Swap</h1>
      {loadingText ? (
        <p className="muted" role="status">
          {loadingText}
        </p>
      ) : null}

      <form
        className="card swap-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (button.enabled && online) void c.confirm();
        }}
      >
        <PayingSide
          id="swap-have"
          className="swap-side"
          verb="swap"
          symbol={from}
          balance={balance}
          precision={precision}
          balanceTestId="swap-balance"
          amount={amount}
          onAmount={c.onAmount}
          onChoose={() => setPicker('source')}
        >
          <QuickFills legend="Quick fill" onPercent={onQuickFill} />
        </PayingSide>

        <div className="swap-direction">
          <button
            type="button"
            className="icon-button direction-button"
            aria-label="Swap direction"
            onClick={() => changePair({ from: to, to: from })}
          >
            <ArrowDownUp size={20} aria-hidden="true" />
          </button>
        </div>

        <ReceivingSide
          id="swap-want"
          className="swap-side"
          symbol={to}
          resultId="swap-result"
          received={q.quote ? q.quote.answer.target_currency_amount : null}
          onChoose={() => setPicker('target')}
        />

        <QuoteLine
          rate={q.state === 'active' && q.quote ? rateText(from, to, q.quote.answer.rate) : null}
          seconds={c.seconds}
          note={
            q.state === 'loading' ? (
              <p className="muted">Getting Quote...</p>
            ) : q.state === 'expired' ? (
              <p className="muted">{q.pending ? FRESH_QUOTE_TEXT : 'Quote expired'}</p>
            ) : null
          }
        />

        <QuoteFees quote={q.state === 'active' && q.quote ? q.quote.answer : null} to={to} testIdPrefix="swap" />

        {!balanceOk ? (
          <div className="inline-warning" role="alert">
            <p>
              {SWAP_MESSAGES.notEnough(COINS[from].name)} <Link href={paths.buySell}>Buy {from}</Link>
            </p>
          </div>
        ) : null}

        <ConfirmArea
          error={errorText}
          errorTestId="swap-error"
          action="swap"
          label={button.label}
          enabled={button.enabled}
          busy={swapping}
        />
      </form>

      {picker ? (
        <AssetSelectModal
          title={picker === 'source' ? 'Select Asset to Swap' : 'Select Asset to Receive'}
          assets={picker === 'source' ? sourceChoices : targetChoices}
          current={picker === 'source' ? from : to}
          searchLabel="Search asset"
          noneFoundText="No assets found"
          empty={
            picker === 'target' ? (
              <div className="empty-state">
                <p className="empty-title">No trading pairs available for {from}</p>
                <p className="empty-text">Please select a different base currency</p>
              </div>
            ) : undefined
          }
          onClose={() => setPicker(null)}
          onChoose={(symbol) => {
            setPicker(null);
            changePair(
              picker === 'source' ? chooseSource(pair, symbol, offered, instruments ?? []) : chooseTarget(pair, symbol),
            );
          }}
        />
      ) : null}
    </div>
  );
}
