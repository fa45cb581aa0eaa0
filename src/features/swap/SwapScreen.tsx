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
import { COINS, type CoinSymbol, defaultSwapPair, isCoin, offeredCoins } from '../../../contract/assets.js';
import { type Instrument, QUOTE_TTL_DEFAULT_SECONDS, SWAP_MESSAGES } from '../../../contract/exchange.js';
import { ApiCallError } from '../../api/errors.js';
import { confirmSwap, getInstruments } from '../../api/exchange.js';
import { isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';
import { AttemptKey, isUnanswered } from '../../lib/attempt-key.js';
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
import { useOnline, useOnlineAgain } from '../../offline/hooks.js';
import { auth } from '../../state/auth.js';
import { locale } from '../../state/locale.js';
import { useAssets } from '../../state/use-assets.js';
import { type QuoteInputs, useTimedQuote } from '../../state/use-timed-quote.js';
import { loadWallet } from '../../state/wallet.js';
import { AssetSelectModal } from '../../ui/AssetSelectModal.js';
import { ConfirmArea, PayingSide, QuickFills, QuoteLine, ReceivingSide, rateText } from '../../ui/Conversion.js';
import { useCountdownSignal } from '../../ui/Countdown.js';
import { TransactionSuccess } from '../../ui/TransactionSuccess.js';
import '../../ui/screens.css';
import './swap.css';

export const CONFIRM_MESSAGES = {
  failed: 'Failed to complete swap',
  unexpected: 'Unexpected response from server',
} as const;

interface Done {
  from: CoinSymbol;
  amount: string;
  to: CoinSymbol;
  total: string;
}

export default function SwapScreen() {
  const view = useAssets();
  const handed = useHistoryState() as { from?: unknown } | null;
  const a = useSnapshot(auth);
  const l = useSnapshot(locale);
  const currency = view.currency;
  const offered = useMemo(() => offeredCoins(currency), [currency]);
  const online = useOnline();

  const [instruments, setInstruments] = useState<Instrument[] | null>(null);
  const [instrumentsError, setInstrumentsError] = useState<string | null>(null);
  const [pair, setPair] = useState<Pair>(() => {
    const [from, to] = defaultSwapPair(currency);
    return { from, to };
  });
  const [amount, setAmount] = useState('');
  const [picker, setPicker] = useState<'source' | 'target' | null>(null);
  const [swapping, setSwapping] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const attempt = useRef(new AttemptKey());
  const q = useTimedQuote({ ttlSeconds: QUOTE_TTL_DEFAULT_SECONDS, freshStart: false });

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
  const minimum = instrument ? { quantity: instrument.min_quantity, symbol: instrument.base_currency_id } : undefined;
  const pairError =
    instruments && instruments.length > 0 && !instrument ? SWAP_MESSAGES.pairNotAvailable(from, to) : null;
  const balanceOk = balanceSuffices(amount, balance);
  const inputs = (value: string): QuoteInputs => ({ from, to, amount: value, minimum });
  const quotable = (value: string) =>
    isCompleteAmount(value) && balanceSuffices(value, balance) && !!instrument && online;

  const clearAll = () => {
    setAmount('');
    setConfirmError(null);
    q.reset();
  };

  const onExpire = () => {
    q.expire();
    if (quotable(amount)) q.schedule(inputs(amount), AUTO_REFRESH_DELAY_MS);
  };
  const seconds = useCountdownSignal(q.quote?.deadline ?? null, onExpire);

  // An amount typed before the balances or pairs arrived is quoted once they are known.
  const readyToQuote = q.state === 'none' && !q.pending && !q.error && !swapping && quotable(amount);
  const current = useRef<QuoteInputs>(inputs(amount));
  current.current = inputs(amount);
  const { schedule } = q;
  useEffect(() => {
    if (readyToQuote) schedule(current.current, SWAP_DEBOUNCE_MS);
  }, [readyToQuote, schedule]);

  useOnlineAgain(() => {
    if (q.state !== 'active' && quotable(amount)) q.schedule(inputs(amount), 0);
  });

  const onAmount = (v: string) => {
    setAmount(v);
    setConfirmError(null);
    q.reset();
    if (quotable(v)) q.schedule(inputs(v), SWAP_DEBOUNCE_MS);
  };

  const onQuickFill = (p: QuickFill) => {
    const r = quickFillAmount(balance, p, precision);
    setConfirmError(null);
    q.reset();
    if ('error' in r) {
      setAmount('');
      q.setError(r.error);
      return;
    }
    setAmount(r.amount);
    if (quotable(r.amount)) q.schedule(inputs(r.amount), QUICK_FILL_DELAY_MS);
  };

  const changePair = (next: Pair) => {
    setPair(next);
    clearAll();
  };

  const confirm = async () => {
    const quote = q.quote;
    if (!quote || swapping || Date.now() >= quote.deadline) return;
    const quoteId = quote.answer.conversion_quote_id;
    const key = attempt.current.for({ quoteId });
    setSwapping(true);
    setConfirmError(null);
    try {
      const r = await confirmSwap(quoteId, key);
      attempt.current.finish();
      if (r.data?.status !== 'success') {
        setConfirmError(CONFIRM_MESSAGES.unexpected);
        return;
      }
      setDone({
        from,
        amount: toWireAmount(amount),
        to,
        total: r.data.credit?.amount ?? quote.answer.target_currency_amount,
      });
      setAmount('');
      q.reset();
      void loadWallet();
    } catch (e) {
      if (!isUnanswered(e)) attempt.current.finish();
      setConfirmError(e instanceof Error && e.message ? e.message : CONFIRM_MESSAGES.failed);
      if (e instanceof ApiCallError && (e.code === 'QUOTE_EXPIRED' || e.code === 'QUOTE_USED')) {
        q.expire();
        if (quotable(amount)) q.schedule(inputs(amount), AUTO_REFRESH_DELAY_MS);
      }
    } finally {
      setSwapping(false);
    }
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
          if (button.enabled && online) void confirm();
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
          onAmount={onAmount}
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
          seconds={seconds}
          note={
            q.state === 'loading' ? (
              <p className="muted">Getting Quote...</p>
            ) : q.state === 'expired' ? (
              <p className="muted">{q.pending ? FRESH_QUOTE_TEXT : 'Quote expired'}</p>
            ) : null
          }
        />

        {!balanceOk ? (
          <div className="inline-warning" role="alert">
            <p>
              {SWAP_MESSAGES.notEnough(COINS[from].name)} <Link href="/buy-sell">Buy {from}</Link>
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
