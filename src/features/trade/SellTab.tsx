/**
 * The Sell tab (specification sections 2 and 4): 'I have' a coin with its balance, 'I want' a
 * stablecoin or, in a region with a cash currency, that currency (decision 266), shortcuts (25/50/100% on wide screens, Min/Max on phones), an estimate
 * at the first key, a quote fetched after a short pause in typing (at once for a shortcut) that counts down to the server's expiry, then the sale
 * through the same quote and confirm calls as a swap. State and rules: use-sell.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FiatSymbol } from '../../../contract/assets.js';
import { isCashCurrency } from '../../../contract/cash-trade.js';
import type { DisplayAsset } from '../../lib/assets-view.js';
import { quoteFeeShare } from '../../lib/fees.js';
import { LazyOrderPanel } from '../../orders/LazyOrderPanel.js';
import { AssetSelectModal } from '../../ui/AssetSelectModal.js';
import { ConfirmArea, PayingSide, QuickFills, QuoteLine, ReceivingSide, WhenChoice } from '../../ui/Conversion.js';
import { QuoteFees } from '../../ui/QuoteFees.js';
import { CashReceivingSide } from './CashReceivingSide.js';
import { MethodChoice, MethodOption } from './MethodChoice.js';
import { SellQuoteAside } from './SellQuoteAside.js';
import { TradeForm } from './TradeForm.js';
import { type SellDone, useSell } from './use-sell.js';

// "When the price reaches…": the order form loads only once chosen.

interface SellTabProps {
  assets: readonly DisplayAsset[];
  assetsLoading: boolean;
  currency: FiatSymbol;
  mobile: boolean;
  onSold: (done: SellDone) => void;
}

export function SellTab({ assets, assetsLoading, currency, mobile, onSold }: SellTabProps) {
  const { t } = useLingui();
  const s = useSell({ assets, currency, onSold });

  const { picker, cashCurrency } = s;

  return (
    <div className="trade-tab-body">
      <TradeForm onSubmit={s.press}>
        <PayingSide
          id="sell-have"
          className="trade-side"
          verb="sell"
          symbol={s.from}
          balance={s.balance}
          precision={s.precision}
          balanceTestId="sell-balance"
          amount={s.amount}
          onAmount={s.c.onAmount}
          onChoose={() => s.setPicker('from')}
        >
          <QuickFills legend={t`Shortcuts`} onPercent={s.onPercent}>
            {mobile ? (
              <>
                <button type="button" className="chip" onClick={s.onMin}>
                  <Trans>Min</Trans>
                </button>
                <button type="button" className="chip" onClick={s.onMax}>
                  <Trans>Max</Trans>
                </button>
              </>
            ) : null}
          </QuickFills>
        </PayingSide>

        {cashCurrency ? (
          <MethodChoice legend={<Trans>Receive into</Trans>} className="sell-into">
            <MethodOption name="sell-into" value="crypto" checked={!s.toCash} onChoose={() => s.into(false)}>
              <span>
                <Trans>Crypto</Trans>
              </span>
            </MethodOption>
            <MethodOption name="sell-into" value="cash" checked={s.toCash} onChoose={() => s.into(true)}>
              <span>
                <Trans>{cashCurrency} cash balance</Trans>
              </span>
            </MethodOption>
          </MethodChoice>
        ) : null}

        {isCashCurrency(s.target) ? (
          <CashReceivingSide
            id="sell-want"
            className="trade-side"
            currency={s.target}
            resultId="sell-result"
            received={s.q.quote ? s.q.quote.answer.target_currency_amount : null}
          />
        ) : (
          <ReceivingSide
            id="sell-want"
            className="trade-side"
            symbol={s.to}
            resultId="sell-result"
            received={s.q.quote ? s.q.quote.answer.target_currency_amount : null}
            estimate={s.estimate}
            onChoose={() => s.setPicker('to')}
          />
        )}

        <WhenChoice value={s.when} onChange={s.setWhen} />

        {s.when === 'now' ? (
          <>
            <QuoteLine
              rate={s.q.state === 'active' && s.q.quote ? s.rateLine(s.q.quote.answer.rate) : null}
              seconds={s.c.seconds}
              note={
                s.q.state === 'loading' ? (
                  <p className="muted">
                    <Trans>Getting Quote...</Trans>
                  </p>
                ) : s.q.state === 'expired' ? (
                  <p className="trade-quote-expired" role="status">
                    <Trans>Quote has expired. Click "Get New Quote" to refresh.</Trans>
                  </p>
                ) : null
              }
            />

            {/* Wide screens show the fee in the quote panel beside the form. */}
            {mobile ? (
              <QuoteFees
                quote={s.q.state === 'active' && s.q.quote ? s.q.quote.answer : null}
                to={s.target}
                testIdPrefix="sell"
              />
            ) : null}

            <ConfirmArea
              error={s.errorText}
              errorTestId="sell-error"
              action="sell"
              label={s.buttonLabel}
              enabled={s.button.enabled}
              busy={s.selling}
            />
          </>
        ) : null}
      </TradeForm>

      {s.when === 'price' ? (
        <div className={mobile ? undefined : 'card trade-aside'}>
          <LazyOrderPanel
            source={s.from}
            target={s.target}
            amount={s.amount}
            feeShare={quoteFeeShare(s.q.quote?.answer ?? null)}
            testIdPrefix="sell"
          />
        </div>
      ) : mobile ? null : (
        <SellQuoteAside
          from={s.from}
          amount={s.amount}
          precision={s.precision}
          answer={s.q.quote ? s.q.quote.answer : null}
          rateLine={s.rateLine}
          paid={s.paid}
        />
      )}

      {picker ? (
        <AssetSelectModal
          title={picker === 'from' ? t`Select Asset to Sell` : t`Select Asset to Receive`}
          assets={picker === 'from' ? s.sourceChoices : s.targetChoices}
          searchLabel={t`Search asset`}
          noneFoundText={t`No assets found`}
          loadingText={assetsLoading ? t`Loading assets...` : undefined}
          empty={
            <p className="empty-text">
              <Trans>No assets available</Trans>
            </p>
          }
          current={picker === 'from' ? s.from : s.to}
          onClose={() => s.setPicker(null)}
          onChoose={(symbol) => s.choose(picker, symbol)}
        />
      ) : null}
    </div>
  );
}
