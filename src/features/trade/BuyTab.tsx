/**
 * The Buy tab (specification sections 2, 4, 5 and 8): the coin from 'Select Crypto', crypto and
 * fiat amounts linked both ways at the buy price, 'Debit Card', the summary (Amount, Price, Fees,
 * Total) and 'Buy {crypto name}'. Pressing it checks the amounts, the profile (the 'Complete Your
 * Profile to Continue' modal) and, above 200, the verification status (the rejection toast or
 * the 'Secure your account' prompt), then opens the card payment; paid from the cash balance, the
 * review of the same summary comes first, and only its Confirm buys. State and rules: use-buy.ts.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, CreditCard, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { COINS, type CoinSymbol, type FiatSymbol } from '../../../contract/assets.js';
import { cashCurrencyOf } from '../../../contract/bank.js';
import { buyDecimals, missingProfileFields } from '../../../contract/payments.js';
import { kycCalls } from '../../api/kyc.js';
import type { DisplayAsset } from '../../lib/assets-view.js';
import { formatFiat } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { LazyOrderPanel } from '../../orders/LazyOrderPanel.js';
import { AmountInput } from '../../ui/AmountInput.js';
import { AssetSelectModal } from '../../ui/AssetSelectModal.js';
import { Button } from '../../ui/Button.js';
import { CoinIcon } from '../../ui/CoinIcon.js';
import { ConfirmArea, type When, WhenChoice } from '../../ui/Conversion.js';
import { Modal } from '../../ui/Modal.js';
import { MoneyButton } from '../../ui/MoneyButton.js';
import { SecureAccountPopup } from '../../ui/SecureAccountPopup.js';
import { BuySummary } from './BuySummary.js';
import { MethodChoice, MethodOption } from './MethodChoice.js';
import { PaymentModal } from './PaymentModal.js';
import { SaveCardConsent } from './SaveCardConsent.js';
import { TradeForm } from './TradeForm.js';
import { type BuyDone, useBuy } from './use-buy.js';

// "When the price reaches…" (paid from the cash balance): the order form loads only once chosen.

interface BuyTabProps {
  assets: readonly DisplayAsset[];
  assetsLoading: boolean;
  currency: FiatSymbol;
  initialSymbol: CoinSymbol;
  /** The fiat amount to start from ("Try again" after a payment that bought nothing). */
  initialAmount?: string;
  mobile: boolean;
  onPaymentDone: (done: BuyDone) => void;
}

/** What "Try again" starts the Buy form from (decision 179). */
export interface BuyRetry {
  coin: CoinSymbol;
  /** Fiat value before the fee, as the purchase had it. */
  amount: string;
}

export function BuyTab({
  assets,
  assetsLoading,
  currency,
  initialSymbol,
  initialAmount,
  mobile,
  onPaymentDone,
}: BuyTabProps) {
  const { t, i18n } = useLingui();
  const b = useBuy(currency, initialSymbol, onPaymentDone, initialAmount);
  const [chosenWhen, setWhen] = useState<When>('now');
  // An order holds cash until it fills: only a purchase from the cash balance can wait for a price.
  const when: When = b.method === 'balance' && b.cash ? chosenWhen : 'now';
  const { symbol, crypto, fiat, priced, hasPrice, checking, formError, dialog, order, cash } = b;
  // While the balance is on its way its note keeps its words, with an ellipsis for the amount.
  const cashAvailable = cash ? formatFiat(cash.balance, cash.currency) : '…';
  const cashRegion = cashCurrencyOf(currency) !== null;
  const coinName = COINS[symbol].name;
  const decimals = buyDecimals(symbol);
  const summary = (
    <BuySummary
      symbol={symbol}
      decimals={decimals}
      crypto={crypto}
      wireCrypto={b.wireCrypto}
      price={priced.price}
      fiatValue={b.fiatValue}
      currency={currency}
      noFee={b.method === 'balance'}
    />
  );

  // What the profile lacks, in the customer's words (the list joined as the language joins it).
  const fieldNames: Record<string, string> = {
    address: t`address`,
    city: t`city`,
    'state or province': t`state or province`,
    postcode: t`postcode`,
  };
  const missing = missingProfileFields(b.user).map((f) => fieldNames[f] ?? f);
  // British English joins without a comma before "and", as the specification's text does.
  const listLocale = i18n.locale === 'en' ? 'en-GB' : i18n.locale;
  const list = new Intl.ListFormat(listLocale, { type: 'conjunction' }).format(missing);
  const missingText =
    missing.length === 0
      ? t`We need a few more details to process your currency purchase.`
      : t`Add your ${list} in Profile → Account to buy. A card purchase needs your full address.`;

  return (
    <div className="trade-tab-body">
      <TradeForm
        onSubmit={() => {
          if (when === 'now' && !b.disabled) void b.buy();
        }}
      >
        <div className="trade-field-group">
          <span className="field-label" id="buy-crypto-label">
            <Trans>Crypto</Trans>
          </span>
          <button
            type="button"
            className="coin-chooser trade-chooser-wide"
            onClick={() => b.setPicker(true)}
            aria-labelledby="buy-crypto-label buy-crypto-name"
            aria-haspopup="dialog"
          >
            <CoinIcon symbol={symbol} size={28} />
            <span id="buy-crypto-name">{coinName}</span>
            <span className="muted small">{symbol}</span>
            <ChevronDown size={18} aria-hidden="true" />
          </button>
        </div>

        <div className="trade-amounts">
          <AmountInput
            label={t`Amount in ${symbol}`}
            mode="crypto"
            precision={decimals}
            unit={symbol}
            value={crypto}
            onValueChange={b.onCrypto}
            name="crypto-amount"
          />
          <AmountInput
            label={t`Amount in ${currency}`}
            mode="fiat"
            currency={currency}
            value={fiat}
            onValueChange={b.onFiat}
            name="fiat-amount"
          />
        </div>
        {priced.error ? (
          <p className="field-error" role="alert">
            {priced.error}
          </p>
        ) : null}

        <MethodChoice legend={<Trans>Payment method</Trans>}>
          <MethodOption name="method" value="card" checked={b.method === 'card'} onChoose={() => b.setMethod('card')}>
            <CreditCard size={20} aria-hidden="true" />
            <span>
              <Trans>Debit Card</Trans>
            </span>
          </MethodOption>
          {/* In a region with a cash currency the option holds its place from the first frame, and
              can be chosen once the balance it pays from is here: appearing then, it moved
              everything below it under the finger. */}
          {cashRegion ? (
            <MethodOption
              name="method"
              value="balance"
              checked={b.method === 'balance'}
              onChoose={() => b.setMethod('balance')}
              disabled={!cash}
            >
              <Wallet size={20} aria-hidden="true" />
              <span>
                <Trans>Cash balance</Trans>
                <span className="muted small trade-method-note" data-testid="buy-cash-available">
                  {' '}
                  <Trans>{cashAvailable} available, no fee</Trans>
                </span>
              </span>
            </MethodOption>
          ) : null}
          {b.method === 'card' ? <SaveCardConsent checked={b.saveCard} onChange={b.setSaveCard} /> : null}
          <Link href={paths.recurringBuys}>
            <Trans>Recurring buys</Trans>
          </Link>
        </MethodChoice>

        {b.method === 'balance' && cash ? <WhenChoice value={when} onChange={setWhen} /> : null}

        {when === 'now' ? (
          <>
            {mobile ? summary : null}

            <ConfirmArea
              error={formError}
              errorTestId="buy-error"
              action="buy"
              label={t`Buy ${coinName}`}
              enabled={hasPrice && !checking}
              busy={checking}
            />
          </>
        ) : null}
      </TradeForm>

      {when === 'price' && cash ? (
        <div className={mobile ? undefined : 'card trade-aside'}>
          <LazyOrderPanel source={cash.currency} target={symbol} amount={fiat} feeShare="0" testIdPrefix="buy" />
        </div>
      ) : mobile ? null : (
        <aside className="card trade-aside" aria-label={t`Summary`}>
          <h2 className="trade-aside-title">
            <Trans>Summary</Trans>
          </h2>
          {summary}
        </aside>
      )}

      {b.picker ? (
        <AssetSelectModal
          title={t`Select Crypto`}
          assets={assets}
          searchLabel={t`Search asset`}
          noneFoundText={t`No assets found`}
          loadingText={assetsLoading ? t`Loading assets...` : undefined}
          empty={
            <p className="empty-text">
              <Trans>No assets available</Trans>
            </p>
          }
          current={symbol}
          onChoose={b.choose}
          onClose={() => b.setPicker(false)}
        />
      ) : null}

      {dialog === 'profile' ? (
        <Modal title={t`Add your address to buy`} onClose={b.closeDialog}>
          <p>{missingText}</p>
          <div className="trade-dialog-actions">
            <Link href={paths.profile} className="btn btn-primary btn-block">
              <Trans>Update Profile</Trans>
            </Link>
            <Button variant="secondary" block onClick={b.closeDialog}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </Modal>
      ) : null}

      {dialog === 'kyc' ? <SecureAccountPopup key={b.kycPrompt} calls={kycCalls} onClose={b.closeDialog} /> : null}

      {dialog === 'review' && b.review ? (
        <Modal
          title={t`Review purchase`}
          onClose={checking ? () => {} : b.closeReview}
          closeOnBackdrop={!checking}
          className="trade-review"
        >
          <BuySummary
            symbol={symbol}
            decimals={decimals}
            crypto={b.review.crypto}
            wireCrypto={b.review.crypto}
            price={b.review.price}
            fiatValue={b.review.fiat}
            currency={currency}
            noFee
          />
          <p className="muted small">
            <Trans>Paid from your cash balance. Nothing is bought until you confirm.</Trans>
          </p>
          <OfflineNotice id={OFFLINE_DIALOG_NOTICE_ID} message={t`A connection is needed to buy.`} />
          <div className="trade-dialog-actions">
            <Button variant="secondary" onClick={b.closeReview} disabled={checking}>
              <Trans>Back</Trans>
            </Button>
            <MoneyButton
              busy={checking}
              notice={OFFLINE_DIALOG_NOTICE_ID}
              onClick={() => void b.confirmBalanceBuy()}
              data-autofocus
            >
              <Trans>Confirm purchase</Trans>
            </MoneyButton>
          </div>
        </Modal>
      ) : null}

      {dialog === 'pay' && order ? (
        <PaymentModal
          amount={order.fiat}
          currency={currency}
          user={b.user}
          cryptoAmount={order.crypto}
          cryptoSymbol={symbol}
          saveCard={b.saveCard}
          usdcRate={priced.usdcRate}
          deviceType={mobile ? 'mobile' : 'desktop'}
          onRefused={b.onRefused}
          onPaymentComplete={(result, purchase) => b.finish({ result, purchase, closedEarly: false })}
          onClose={b.closePayment}
        />
      ) : null}
    </div>
  );
}
