/**
 * The Sell tab (specification sections 2 and 4): 'I have' a coin with its balance, 'I want' a
 * stablecoin or, where the customer holds cash, the region's currency (decision 266), shortcuts (25/50/100% on wide screens, Min/Max on phones), an estimate
 * at the first key, a quote fetched after a short pause in typing (at once for a shortcut) that counts down to the server's expiry, then the sale
 * through the same quote and confirm calls as a swap.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { COINS, type CoinSymbol, defaultSwapPair, type FiatSymbol, offeredCoins } from '../../../contract/assets.js';
import { cashCurrencyOf, type SwapTarget } from '../../../contract/bank.js';
import { cashSaleInstrument, isCashCurrency } from '../../../contract/cash-trade.js';
import type { Instrument } from '../../../contract/exchange.js';
import { compareDecimal, isDecimalString } from '../../../contract/money.js';
import { SELL_MESSAGES } from '../../../contract/payments.js';
import { getInstruments } from '../../api/exchange.js';
import { isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';
import type { DisplayAsset } from '../../lib/assets-view.js';
import { quoteFeeShare } from '../../lib/fees.js';
import { formatCryptoWithSymbol, formatFiat } from '../../lib/money-format.js';
import { estimateAtMarket } from '../../lib/quote-estimate.js';
import {
  balanceSuffices,
  instrumentFor,
  type QuickFill,
  quickFillAmount,
  SWAP_DEBOUNCE_MS,
} from '../../lib/swap-rules.js';
import { LazyOrderPanel } from '../../orders/LazyOrderPanel.js';
import { market } from '../../state/market.js';
import { useCash } from '../../state/use-cash.js';
import { type ConversionDone, useConversion } from '../../state/use-conversion.js';
import { AssetSelectModal } from '../../ui/AssetSelectModal.js';
import {
  ConfirmArea,
  PayingSide,
  QuickFills,
  QuoteLine,
  ReceivingSide,
  rateText,
  type When,
  WhenChoice,
} from '../../ui/Conversion.js';
import { QuoteFees } from '../../ui/QuoteFees.js';
import { CashReceivingSide } from './CashReceivingSide.js';
import { MethodChoice, MethodOption } from './MethodChoice.js';
import { SELL_QUOTE_TTL_SECONDS } from './timings.js';
import { sellButton } from './trade-rules.js';

export type SellDone = ConversionDone;

// "When the price reaches…": the order form loads only once chosen.

interface SellTabProps {
  assets: readonly DisplayAsset[];
  assetsLoading: boolean;
  currency: FiatSymbol;
  mobile: boolean;
  onSold: (done: SellDone) => void;
}

/** What a coin is sold for: the stablecoins offered in the market (USDC, plus USDT unless EUR). */
function stablecoins(currency: FiatSymbol): CoinSymbol[] {
  return offeredCoins(currency).filter((c) => COINS[c].stablecoin);
}

export function SellTab({ assets, assetsLoading, currency, mobile, onSold }: SellTabProps) {
  const { t } = useLingui();
  const [instruments, setInstruments] = useState<Instrument[] | null>(null);
  const [from, setFrom] = useState<CoinSymbol>(() => defaultSwapPair(currency)[0]);
  const [to, setTo] = useState<CoinSymbol>(() => defaultSwapPair(currency)[1]);
  const [picker, setPicker] = useState<'from' | 'to' | null>(null);
  const [when, setWhen] = useState<When>('now');
  // Selling into the cash balance instead of a stablecoin: offered where the customer holds cash.
  const { data: cash } = useCash(cashCurrencyOf(currency));
  const [toCash, setToCash] = useState(false);
  const target: SwapTarget = toCash && cash ? cash.currency : to;
  const cashCurrency = cash?.currency ?? '';
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
  // A shortcut is quoted at once; an expired quote, or an amount entered before the pairs were
  // known, waits for the customer to ask.
  const c = useConversion(
    { from, to: target, balance, instrument },
    {
      ttlSeconds: SELL_QUOTE_TTL_SECONDS,
      freshStart: true,
      // The same short pause as a swap: the estimate fills it.
      debounceMs: SWAP_DEBOUNCE_MS,
      quickFillDelayMs: null,
      quoteOnceReadyMs: null,
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

  return (
    <div className="trade-tab-body">
      <form
        className="trade-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          press();
        }}
      >
        <PayingSide
          id="sell-have"
          className="trade-side"
          verb="sell"
          symbol={from}
          balance={balance}
          precision={precision}
          balanceTestId="sell-balance"
          amount={amount}
          onAmount={c.onAmount}
          onChoose={() => setPicker('from')}
        >
          <QuickFills legend={t`Shortcuts`} onPercent={onPercent}>
            {mobile ? (
              <>
                <button type="button" className="chip" onClick={onMin}>
                  <Trans>Min</Trans>
                </button>
                <button type="button" className="chip" onClick={onMax}>
                  <Trans>Max</Trans>
                </button>
              </>
            ) : null}
          </QuickFills>
        </PayingSide>

        {cash ? (
          <MethodChoice legend={<Trans>Receive into</Trans>} className="sell-into">
            <MethodOption name="sell-into" value="crypto" checked={!toCash} onChoose={() => into(false)}>
              <span>
                <Trans>Crypto</Trans>
              </span>
            </MethodOption>
            <MethodOption name="sell-into" value="cash" checked={toCash} onChoose={() => into(true)}>
              <span>
                <Trans>{cashCurrency} cash balance</Trans>
              </span>
            </MethodOption>
          </MethodChoice>
        ) : null}

        {isCashCurrency(target) ? (
          <CashReceivingSide
            id="sell-want"
            className="trade-side"
            currency={target}
            resultId="sell-result"
            received={q.quote ? q.quote.answer.target_currency_amount : null}
          />
        ) : (
          <ReceivingSide
            id="sell-want"
            className="trade-side"
            symbol={to}
            resultId="sell-result"
            received={q.quote ? q.quote.answer.target_currency_amount : null}
            estimate={estimate}
            onChoose={() => setPicker('to')}
          />
        )}

        <WhenChoice value={when} onChange={setWhen} />

        {when === 'now' ? (
          <>
            <QuoteLine
              rate={q.state === 'active' && q.quote ? rateLine(q.quote.answer.rate) : null}
              seconds={c.seconds}
              note={
                q.state === 'loading' ? (
                  <p className="muted">
                    <Trans>Getting Quote...</Trans>
                  </p>
                ) : q.state === 'expired' ? (
                  <p className="trade-quote-expired" role="status">
                    <Trans>Quote has expired. Click "Get New Quote" to refresh.</Trans>
                  </p>
                ) : null
              }
            />

            {/* Wide screens show the fee in the quote panel beside the form. */}
            {mobile ? (
              <QuoteFees
                quote={q.state === 'active' && q.quote ? q.quote.answer : null}
                to={target}
                testIdPrefix="sell"
              />
            ) : null}

            <ConfirmArea
              error={errorText}
              errorTestId="sell-error"
              action="sell"
              label={buttonLabel}
              enabled={button.enabled}
              busy={selling}
            />
          </>
        ) : null}
      </form>

      {when === 'price' ? (
        <div className={mobile ? undefined : 'card trade-aside'}>
          <LazyOrderPanel
            source={from}
            target={target}
            amount={amount}
            feeShare={quoteFeeShare(q.quote?.answer ?? null)}
            testIdPrefix="sell"
          />
        </div>
      ) : mobile ? null : (
        <aside className="card trade-aside" aria-label={t`Quote`}>
          <h2 className="trade-aside-title">
            <Trans>Quote</Trans>
          </h2>
          <dl className="trade-summary">
            <div>
              <dt>
                <Trans>You sell</Trans>
              </dt>
              <dd className="amount">
                {formatCryptoWithSymbol(isCompleteAmount(amount) ? toWireAmount(amount) : '0', from, precision)}
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Rate</Trans>
              </dt>
              <dd className="amount">{q.quote ? rateLine(q.quote.answer.rate) : '—'}</dd>
            </div>
            <div>
              <dt>
                <Trans>Fee</Trans>
              </dt>
              <dd className="amount" data-testid="sell-aside-fee">
                {q.quote ? paid(q.quote.answer.fee) : '—'}
              </dd>
            </div>
            <div className="trade-summary-total">
              <dt>
                <Trans>You receive</Trans>
              </dt>
              <dd className="amount" data-testid="sell-aside-receive">
                {q.quote ? paid(q.quote.answer.target_currency_amount) : '—'}
              </dd>
            </div>
          </dl>
        </aside>
      )}

      {picker ? (
        <AssetSelectModal
          title={picker === 'from' ? t`Select Asset to Sell` : t`Select Asset to Receive`}
          assets={picker === 'from' ? sourceChoices : targetChoices}
          searchLabel={t`Search asset`}
          noneFoundText={t`No assets found`}
          loadingText={assetsLoading ? t`Loading assets...` : undefined}
          empty={
            <p className="empty-text">
              <Trans>No assets available</Trans>
            </p>
          }
          current={picker === 'from' ? from : to}
          onClose={() => setPicker(null)}
          onChoose={(s) => {
            setPicker(null);
            if (picker === 'from') change({ from: s, to: s === to ? from : to });
            else change({ from: s === from ? to : from, to: s });
          }}
        />
      ) : null}
    </div>
  );
}
