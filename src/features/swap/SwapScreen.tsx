/**
 * Swap: 'I have' and 'I want' with their pickers, the direction button, quick fills, a timed quote
 * counting down to the server's expiry, the error box and the main button (specification
 * sections 2, 4, 5 and 8), then the success screen of type 'swapped'. State and rules: use-swap.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownUp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { COINS } from '../../../contract/assets.js';
import { quoteFeeShare } from '../../lib/fees.js';
import * as paths from '../../lib/paths.js';
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
import { SwapSuccess } from './SwapSuccess.js';
import { useSwap } from './use-swap.js';
import '../../ui/screens.css';
import './swap.css';
import { LazyOrderPanel } from '../../orders/LazyOrderPanel.js';

// The order form loads only once the customer chooses "When the price reaches…".

export default function SwapScreen() {
  const { t } = useLingui();
  const s = useSwap();
  const [when, setWhen] = useState<When>('now');
  const { from, to, balance, precision, c, q, amount, online, swapping, balanceOk, button, errorText, picker } = s;
  // The button's label in the customer's language (the rule gives the specification's English).
  const labels: Record<string, string> = {
    'Enter amount': t`Enter amount`,
    'Getting Quote...': t`Getting Quote...`,
    'Swapping...': t`Swapping...`,
    Swap: t`Swap`,
    'Low Balance': t`Low Balance`,
  };
  const coinName = COINS[from].name;
  if (s.done) return <SwapSuccess done={s.done} onDone={s.closeDone} />;

  return (
    <div className="screen swap-page">
      <h1>
        <Trans>Swap</Trans>
      </h1>

      <form
        className="card swap-card"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (when === 'now' && button.enabled && online) void c.confirm();
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
          onChoose={() => s.setPicker('source')}
        >
          <QuickFills legend={t`Quick fill`} onPercent={s.onQuickFill} />
        </PayingSide>

        <div className="swap-direction">
          <button
            type="button"
            className="icon-button direction-button"
            aria-label={t`Swap direction`}
            onClick={s.reverse}
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
          estimate={s.estimate}
          onChoose={() => s.setPicker('target')}
        />

        <WhenChoice value={when} onChange={setWhen} />

        {/* Below the controls a customer aims at, not above them: when the screen's data arrives
            and the line goes, nothing they might be tapping moves under their finger. */}
        {s.loadingText ? (
          <p className="muted" role="status">
            {s.loadingText}
          </p>
        ) : null}

        {when === 'now' ? (
          <>
            <QuoteLine
              rate={q.state === 'active' && q.quote ? rateText(from, to, q.quote.answer.rate) : null}
              seconds={c.seconds}
              note={
                q.state === 'loading' ? (
                  <p className="muted">
                    <Trans>Getting Quote...</Trans>
                  </p>
                ) : q.state === 'expired' ? (
                  <p className="muted">{q.pending ? t`Getting fresh quote automatically...` : t`Quote expired`}</p>
                ) : null
              }
            />

            <QuoteFees quote={q.state === 'active' && q.quote ? q.quote.answer : null} to={to} testIdPrefix="swap" />

            {!balanceOk ? (
              <div className="inline-warning" role="alert">
                <p>
                  <Trans>
                    Not enough {coinName} to start this swap <Link href={paths.buySell}>Buy {from}</Link>
                  </Trans>
                </p>
              </div>
            ) : null}

            <ConfirmArea
              error={errorText}
              errorTestId="swap-error"
              action="swap"
              label={labels[button.label] ?? button.label}
              enabled={button.enabled}
              busy={swapping}
            />
          </>
        ) : null}
      </form>

      {when === 'price' ? (
        <LazyOrderPanel
          source={from}
          target={to}
          amount={amount}
          feeShare={quoteFeeShare(q.quote?.answer ?? null)}
          testIdPrefix="swap"
        />
      ) : null}

      {picker ? (
        <AssetSelectModal
          title={picker === 'source' ? t`Select Asset to Swap` : t`Select Asset to Receive`}
          assets={picker === 'source' ? s.sourceChoices : s.targetChoices}
          current={picker === 'source' ? from : to}
          searchLabel={t`Search asset`}
          noneFoundText={t`No assets found`}
          empty={
            picker === 'target' ? (
              <div className="empty-state">
                <p className="empty-title">
                  <Trans>No trading pairs available for {from}</Trans>
                </p>
                <p className="empty-text">
                  <Trans>Please select a different base currency</Trans>
                </p>
              </div>
            ) : undefined
          }
          onClose={() => s.setPicker(null)}
          onChoose={(symbol) => s.choose(picker, symbol)}
        />
      ) : null}
    </div>
  );
}
