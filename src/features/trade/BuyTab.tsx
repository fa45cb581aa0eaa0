/**
 * The Buy tab (specification sections 2, 4, 5 and 8): the coin from 'Select Crypto', crypto and
 * fiat amounts linked both ways at the buy price, 'Debit Card', the summary (Amount, Price, Fees,
 * Total) and 'Buy {crypto name}'. Pressing it checks the amounts, the profile (the 'Complete Your
 * Profile to Continue' modal) and, above 200, the verification status (the rejection toast or
 * the 'Secure your account' prompt), then opens the card payment.
 */
import { ChevronDown, CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { COINS, type CoinSymbol, type FiatSymbol } from '../../../contract/assets.js';
import {
  ASSET_PICKER_MESSAGES,
  BUY_FEE_RATE,
  BUY_KYC_THRESHOLD,
  BUY_MESSAGES,
  buyDecimals,
  buyFee,
  buyTotal,
  cryptoForFiat,
  currencySymbol,
  fiatForCrypto,
  type InitTransactionAnswer,
  type PaymentResult,
} from '../../../contract/payments.js';
import type { ApiCallError } from '../../api/errors.js';
import { getKycStatus } from '../../api/kyc.js';
import * as paths from '../../app/paths.js';
import { isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';
import type { DisplayAsset } from '../../lib/assets-view.js';
import { formatCrypto, formatFiat } from '../../lib/money-format.js';
import { useOnline } from '../../offline/hooks.js';
import { auth } from '../../state/auth.js';
import { AmountInput } from '../../ui/AmountInput.js';
import { AssetSelectModal } from '../../ui/AssetSelectModal.js';
import { Button } from '../../ui/Button.js';
import { CoinIcon } from '../../ui/CoinIcon.js';
import { ConfirmArea } from '../../ui/Conversion.js';
import { Modal } from '../../ui/Modal.js';
import { SecureAccountPopup } from '../../ui/SecureAccountPopup.js';
import { toast } from '../../ui/toast.js';
import { PaymentModal } from './PaymentModal.js';
import { buyPrecheck, kycGate } from './trade-rules.js';
import { useBuyPrice } from './use-buy-price.js';

const KYC_TOAST_MS = 5000;

export interface BuyDone {
  result: PaymentResult;
  purchase: InitTransactionAnswer['purchase'] | null;
  /** The modal was closed before the payment ended: no result screen, only the result panel. */
  closedEarly: boolean;
}

export interface BuyTabProps {
  assets: readonly DisplayAsset[];
  assetsLoading: boolean;
  currency: FiatSymbol;
  initialSymbol: CoinSymbol;
  mobile: boolean;
  onPaymentDone: (done: BuyDone) => void;
}

type Dialog = 'profile' | 'kyc' | 'pay' | null;

export function BuyTab({ assets, assetsLoading, currency, initialSymbol, mobile, onPaymentDone }: BuyTabProps) {
  const { user } = useSnapshot(auth);
  const online = useOnline();
  const [symbol, setSymbol] = useState<CoinSymbol>(initialSymbol);
  const [crypto, setCrypto] = useState('');
  const [fiat, setFiat] = useState('');
  const lastEdited = useRef<'crypto' | 'fiat'>('fiat');
  const [picker, setPicker] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [kycPrompt, setKycPrompt] = useState(0);
  const [checking, setChecking] = useState(false);
  const [order, setOrder] = useState<{ crypto: string; fiat: string } | null>(null);
  const priced = useBuyPrice(symbol, currency);
  const { price } = priced;
  const hasPrice = price !== '0';
  const coin = COINS[symbol];
  const decimals = buyDecimals(symbol);

  useEffect(() => setSymbol(initialSymbol), [initialSymbol]);

  // A new price moves the field the customer did not type in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the price (and coin) move the other field
  useEffect(() => {
    if (!hasPrice) return;
    if (lastEdited.current === 'fiat')
      setCrypto(isCompleteAmount(fiat) ? cryptoForFiat(toWireAmount(fiat), price, symbol) : '');
    else setFiat(isCompleteAmount(crypto) ? fiatForCrypto(toWireAmount(crypto), price) : '');
  }, [price, symbol, hasPrice]);

  const onCrypto = (v: string) => {
    lastEdited.current = 'crypto';
    setCrypto(v);
    setFiat(hasPrice && isCompleteAmount(v) ? fiatForCrypto(toWireAmount(v), price) : '');
    setFormError(null);
    priced.refresh();
  };
  const onFiat = (v: string) => {
    lastEdited.current = 'fiat';
    setFiat(v);
    setCrypto(hasPrice && isCompleteAmount(v) ? cryptoForFiat(toWireAmount(v), price, symbol) : '');
    setFormError(null);
    priced.refresh();
  };
  const choose = (s: CoinSymbol) => {
    setPicker(false);
    if (s === symbol) return;
    setSymbol(s);
    setFormError(null);
  };

  const wireCrypto = toWireAmount(crypto);
  const wireFiat = toWireAmount(fiat);
  const fiatValue = isCompleteAmount(fiat) ? wireFiat : '0';

  const buy = async () => {
    const check = buyPrecheck({ crypto: wireCrypto, fiat: wireFiat, price, user });
    if (check.kind === 'error') return setFormError(check.message);
    if (check.kind === 'profile') return setDialog('profile');
    if (check.kind === 'kyc') {
      setChecking(true);
      const status = await getKycStatus();
      setChecking(false);
      const gate = kycGate(wireFiat, status);
      if (gate.kind === 'toast')
        return void toast.error(gate.message, { title: BUY_MESSAGES.kycToastTitle, duration: KYC_TOAST_MS });
      if (gate.kind === 'prompt') {
        setFormError(BUY_MESSAGES.kycRequired(`${currencySymbol(currency)}${BUY_KYC_THRESHOLD}`));
        setKycPrompt((n) => n + 1);
        return setDialog('kyc');
      }
    }
    setOrder({ crypto: wireCrypto, fiat: wireFiat });
    setDialog('pay');
  };

  const onRefused = (e: ApiCallError) => {
    setDialog(null);
    if (e.code === 'PROFILE_INCOMPLETE') return setDialog('profile');
    // The per-purchase maximum and the hourly limit: said by the amount, nothing else to do.
    if (e.code === 'ABOVE_MAX_AMOUNT' || e.code === 'RATE_LIMITED') return setFormError(e.message);
    if (e.message === BUY_MESSAGES.kycRejected)
      return void toast.error(e.message, { title: BUY_MESSAGES.kycToastTitle, duration: KYC_TOAST_MS });
    // The 30-day threshold: what is left stays by the amount while the verification prompt opens.
    setFormError(e.message);
    setKycPrompt((n) => n + 1);
    setDialog('kyc');
  };

  const finish = (done: BuyDone) => {
    setDialog(null);
    setOrder(null);
    if (done.result.success) {
      setCrypto('');
      setFiat('');
    }
    onPaymentDone(done);
  };

  const summary = (
    <dl className="trade-summary" aria-label="Order summary">
      <div>
        <dt>Amount</dt>
        <dd className="amount" data-testid="buy-summary-amount">
          {formatCrypto(isCompleteAmount(crypto) ? wireCrypto : '0', decimals)} {symbol}
        </dd>
      </div>
      <div>
        <dt>Price</dt>
        <dd className="amount" data-testid="buy-summary-price">
          {hasPrice ? `1 ${symbol} = ${formatFiat(price, currency)}` : '—'}
        </dd>
      </div>
      <div>
        <dt>Fees ({Number(BUY_FEE_RATE) * 100}%)</dt>
        <dd className="amount" data-testid="buy-summary-fee">
          {formatFiat(buyFee(fiatValue), currency)}
        </dd>
      </div>
      <div className="trade-summary-total">
        <dt>Total</dt>
        <dd className="amount" data-testid="buy-summary-total">
          {formatFiat(buyTotal(fiatValue), currency)}
        </dd>
      </div>
    </dl>
  );

  const disabled = !online || !hasPrice || checking;

  return (
    <div className="trade-tab-body">
      <form
        className="trade-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!disabled) void buy();
        }}
      >
        <div className="trade-field-group">
          <span className="field-label" id="buy-crypto-label">
            Crypto
          </span>
          <button
            type="button"
            className="coin-chooser trade-chooser-wide"
            onClick={() => setPicker(true)}
            aria-labelledby="buy-crypto-label buy-crypto-name"
            aria-haspopup="dialog"
          >
            <CoinIcon symbol={symbol} size={28} />
            <span id="buy-crypto-name">{coin.name}</span>
            <span className="muted small">{symbol}</span>
            <ChevronDown size={18} aria-hidden="true" />
          </button>
        </div>

        <div className="trade-amounts">
          <AmountInput
            label={`Amount in ${symbol}`}
            mode="crypto"
            precision={decimals}
            unit={symbol}
            value={crypto}
            onValueChange={onCrypto}
            name="crypto-amount"
          />
          <AmountInput
            label={`Amount in ${currency}`}
            mode="fiat"
            currency={currency}
            value={fiat}
            onValueChange={onFiat}
            name="fiat-amount"
          />
        </div>
        {priced.error ? (
          <p className="field-error" role="alert">
            {priced.error}
          </p>
        ) : null}

        <fieldset className="trade-method">
          <legend className="field-label">Payment method</legend>
          <label className="trade-method-option">
            <input type="radio" name="method" value="card" checked readOnly />
            <CreditCard size={20} aria-hidden="true" />
            <span>{BUY_MESSAGES.debitCard}</span>
          </label>
        </fieldset>

        {mobile ? summary : null}

        <ConfirmArea
          error={formError}
          errorTestId="buy-error"
          action="buy"
          label={BUY_MESSAGES.buyButton(coin.name)}
          enabled={hasPrice && !checking}
          busy={checking}
        />
      </form>

      {mobile ? null : (
        <aside className="card trade-aside" aria-label="Summary">
          <h2 className="trade-aside-title">Summary</h2>
          {summary}
        </aside>
      )}

      {picker ? (
        <AssetSelectModal
          title={ASSET_PICKER_MESSAGES.title}
          assets={assets}
          searchLabel={ASSET_PICKER_MESSAGES.search}
          noneFoundText={ASSET_PICKER_MESSAGES.noneFound}
          loadingText={assetsLoading ? ASSET_PICKER_MESSAGES.loading : undefined}
          empty={<p className="empty-text">{ASSET_PICKER_MESSAGES.noneAvailable}</p>}
          current={symbol}
          onChoose={choose}
          onClose={() => setPicker(false)}
        />
      ) : null}

      {dialog === 'profile' ? (
        <Modal title={BUY_MESSAGES.profileTitle} onClose={() => setDialog(null)}>
          <p>{BUY_MESSAGES.profileText}</p>
          <div className="trade-dialog-actions">
            <Link href={paths.profile} className="btn btn-primary btn-block">
              {BUY_MESSAGES.profileLink}
            </Link>
            <Button variant="secondary" block onClick={() => setDialog(null)}>
              Cancel
            </Button>
          </div>
        </Modal>
      ) : null}

      {dialog === 'kyc' ? <SecureAccountPopup key={kycPrompt} forceOpen onClose={() => setDialog(null)} /> : null}

      {dialog === 'pay' && order ? (
        <PaymentModal
          amount={order.fiat}
          currency={currency}
          user={user}
          cryptoAmount={order.crypto}
          cryptoSymbol={symbol}
          usdcRate={priced.usdcRate}
          deviceType={mobile ? 'mobile' : 'desktop'}
          onRefused={onRefused}
          onPaymentComplete={(result, purchase) => finish({ result, purchase, closedEarly: false })}
          onClose={(partial) => {
            setDialog(null);
            setOrder(null);
            if (partial) onPaymentDone({ result: partial, purchase: null, closedEarly: true });
          }}
        />
      ) : null}
    </div>
  );
}
