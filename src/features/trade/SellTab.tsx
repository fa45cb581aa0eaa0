/**
 * The Sell tab (specification sections 2 and 4): 'I have' a coin with its balance, 'I want' a
 * stablecoin, shortcuts (25/50/100% on wide screens, Min/Max on phones), a quote fetched 500 ms
 * after typing (at once for a shortcut) that counts down to the server's expiry, then the sale
 * through the same quote and confirm calls as a swap.
 */
import { useEffect, useMemo, useState } from 'react';
import { COINS, type CoinSymbol, defaultSwapPair, type FiatSymbol, offeredCoins } from '../../../contract/assets.js';
import type { Instrument } from '../../../contract/exchange.js';
import { compareDecimal, isDecimalString } from '../../../contract/money.js';
import { ASSET_PICKER_MESSAGES, SELL_MESSAGES } from '../../../contract/payments.js';
import { getInstruments } from '../../api/exchange.js';
import { isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';
import type { DisplayAsset } from '../../lib/assets-view.js';
import { formatCrypto } from '../../lib/money-format.js';
import { balanceSuffices, instrumentFor, type QuickFill, quickFillAmount } from '../../lib/swap-rules.js';
import { type ConversionDone, useConversion } from '../../state/use-conversion.js';
import { AssetSelectModal } from '../../ui/AssetSelectModal.js';
import { ConfirmArea, PayingSide, QuickFills, QuoteLine, ReceivingSide, rateText } from '../../ui/Conversion.js';
import { QuoteFees } from '../../ui/QuoteFees.js';
import { SELL_QUOTE_DEBOUNCE_MS, SELL_QUOTE_TTL_SECONDS } from './timings.js';
import { sellButton } from './trade-rules.js';

const CONFIRM_MESSAGES = {
  failed: 'Failed to complete sale',
  unexpected: 'Unexpected response from server',
} as const;

export type SellDone = ConversionDone;

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
  const [instruments, setInstruments] = useState<Instrument[] | null>(null);
  const [from, setFrom] = useState<CoinSymbol>(() => defaultSwapPair(currency)[0]);
  const [to, setTo] = useState<CoinSymbol>(() => defaultSwapPair(currency)[1]);
  const [picker, setPicker] = useState<'from' | 'to' | null>(null);

  useEffect(() => {
    getInstruments()
      .then(setInstruments)
      .catch(() => setInstruments([]));
  }, []);

  const targets = useMemo(() => stablecoins(currency), [currency]);
  const source = assets.find((a) => a.symbol === from);
  const balance = source?.balance ?? '0';
  const precision = Math.min(8, COINS[from].scale);
  const instrument = instruments ? instrumentFor(instruments, from, to) : undefined;
  // A shortcut is quoted at once; an expired quote, or an amount entered before the pairs were
  // known, waits for the customer to ask.
  const c = useConversion(
    { from, to, balance, instrument },
    {
      ttlSeconds: SELL_QUOTE_TTL_SECONDS,
      freshStart: true,
      debounceMs: SELL_QUOTE_DEBOUNCE_MS,
      quickFillDelayMs: null,
      quoteOnceReadyMs: null,
      refreshExpiredAfterMs: null,
      messages: CONFIRM_MESSAGES,
      onConfirmed: onSold,
    },
  );
  const { q, amount, online, busy: selling, confirmError: sellError, minimum, quotable, inputs, fill } = c;
  const balanceOk = balanceSuffices(amount, balance);

  const onPercent = (p: QuickFill) => {
    const r = quickFillAmount(balance, p, precision);
    fill('amount' in r ? r.amount : r);
  };
  const onMin = () => {
    // The pair's minimum is counted in its base coin: for a coin sold to a stablecoin, this coin.
    const min = minimum && minimum.symbol === from ? minimum.quantity : null;
    if (!min || !isDecimalString(min)) return fill({ error: SELL_MESSAGES.enterAmount });
    fill(compareDecimal(min, balance) <= 0 ? min : { error: 'Amount should be more than 0' });
  };
  const onMax = () => {
    const r = quickFillAmount(balance, 100, precision);
    fill('amount' in r ? r.amount : r);
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
  const press = () => {
    if (!button.enabled || !online) return;
    if (button.action === 'sell') void c.confirm();
    else if (button.action === 'quote' && quotable(amount)) void q.fetchNow(inputs(amount));
  };

  const sourceChoices = assets.filter((a) => a.symbol !== to);
  const targetChoices = assets.filter((a) => targets.includes(a.symbol) && a.symbol !== from);
  const errorText = sellError ?? q.error ?? (balanceOk ? null : 'Insufficient balance');

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
          <QuickFills legend="Shortcuts" onPercent={onPercent}>
            {mobile ? (
              <>
                <button type="button" className="chip" onClick={onMin}>
                  Min
                </button>
                <button type="button" className="chip" onClick={onMax}>
                  Max
                </button>
              </>
            ) : null}
          </QuickFills>
        </PayingSide>

        <ReceivingSide
          id="sell-want"
          className="trade-side"
          symbol={to}
          resultId="sell-result"
          received={q.quote ? q.quote.answer.target_currency_amount : null}
          onChoose={() => setPicker('to')}
        />

        <QuoteLine
          rate={q.state === 'active' && q.quote ? rateText(from, to, q.quote.answer.rate, 4) : null}
          seconds={c.seconds}
          note={
            q.state === 'loading' ? (
              <p className="muted">{SELL_MESSAGES.gettingQuote}</p>
            ) : q.state === 'expired' ? (
              <p className="trade-quote-expired" role="status">
                {SELL_MESSAGES.expired}
              </p>
            ) : null
          }
        />

        {/* Wide screens show the fee in the quote panel beside the form. */}
        {mobile ? (
          <QuoteFees quote={q.state === 'active' && q.quote ? q.quote.answer : null} to={to} testIdPrefix="sell" />
        ) : null}

        <ConfirmArea
          error={errorText}
          errorTestId="sell-error"
          action="sell"
          label={button.label}
          enabled={button.enabled}
          busy={selling}
        />
      </form>

      {mobile ? null : (
        <aside className="card trade-aside" aria-label="Quote">
          <h2 className="trade-aside-title">Quote</h2>
          <dl className="trade-summary">
            <div>
              <dt>You sell</dt>
              <dd className="amount">
                {formatCrypto(isCompleteAmount(amount) ? toWireAmount(amount) : '0', precision)} {from}
              </dd>
            </div>
            <div>
              <dt>Rate</dt>
              <dd className="amount">{q.quote ? rateText(from, to, q.quote.answer.rate, 4) : '—'}</dd>
            </div>
            <div>
              <dt>Fee</dt>
              <dd className="amount">{q.quote ? `${formatCrypto(q.quote.answer.fee)} ${to}` : '—'}</dd>
            </div>
            <div className="trade-summary-total">
              <dt>You receive</dt>
              <dd className="amount">
                {q.quote ? `${formatCrypto(q.quote.answer.target_currency_amount)} ${to}` : '—'}
              </dd>
            </div>
          </dl>
        </aside>
      )}

      {picker ? (
        <AssetSelectModal
          title={picker === 'from' ? 'Select Asset to Sell' : 'Select Asset to Receive'}
          assets={picker === 'from' ? sourceChoices : targetChoices}
          searchLabel={ASSET_PICKER_MESSAGES.search}
          noneFoundText={ASSET_PICKER_MESSAGES.noneFound}
          loadingText={assetsLoading ? ASSET_PICKER_MESSAGES.loading : undefined}
          empty={<p className="empty-text">{ASSET_PICKER_MESSAGES.noneAvailable}</p>}
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
