/**
 * The Buy tab's state and rules (specification sections 4, 5 and 8): the coin, the crypto and
 * fiat amounts linked both ways at the buy price, and what pressing 'Buy' checks before the card
 * payment opens: the amounts, the profile and, above 200, the verification status. Its views are
 * BuyTab.tsx and BuySummary.tsx.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import { cashCurrencyOf } from '../../../contract/bank.js';
import type * as calls from '../../../contract/calls/payments.js';
import type { FundingSource } from '../../../contract/cash-trade.js';
import { compareDecimal } from '../../../contract/money.js';
import {
  BUY_KYC_THRESHOLD,
  BUY_MESSAGES,
  cryptoForFiat,
  fiatForCrypto,
  type InitTransactionAnswer,
  type PaymentResult,
} from '../../../contract/payments.js';
import { ApiCallError } from '../../api/errors.js';
import { getKycStatus } from '../../api/kyc.js';
import { isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';
import { AttemptKey, isUnanswered } from '../../lib/attempt-key.js';
import { formatFiatWhole } from '../../lib/money-format.js';
import { useOnline } from '../../offline/hooks.js';
import { auth } from '../../state/auth.js';
import { useCash } from '../../state/use-cash.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { toast } from '../../ui/toast.js';
import { buyWithBalance } from './api/cash.js';
import { balancePaidResult, buyPrecheck, kycGate } from './trade-rules.js';
import { useBuyPrice } from './use-buy-price.js';

const KYC_TOAST_MS = 5000;

type Fields = FormFields<typeof calls.initTransaction, 'amount' | 'crypto_value'>;
const noRules = () => ({});

export interface BuyDone {
  result: PaymentResult;
  purchase: InitTransactionAnswer['purchase'] | null;
  /** The modal was closed before the payment ended: no result screen, only the result panel. */
  closedEarly: boolean;
}

type BuyDialog = 'profile' | 'kyc' | 'pay' | 'review' | null;

/** A purchase from the cash balance as the review shows it: what the customer confirms. */
interface BalanceOrder {
  crypto: string;
  fiat: string;
  price: string;
}

export function useBuy(
  currency: FiatSymbol,
  initialSymbol: CoinSymbol,
  onPaymentDone: (done: BuyDone) => void,
  initialFiat = '',
) {
  const { t } = useLingui();
  const { user } = useSnapshot(auth);
  const online = useOnline();
  const [symbol, setSymbol] = useState<CoinSymbol>(initialSymbol);
  // The two amounts are the payment call's fields: `amount` in fiat, `crypto_value` in the coin.
  // The crypto follows from the fiat once the price is known (the effect below). The checks are
  // the press's (`buyPrecheck`), and what they or the server say is the form's message.
  const form = useForm<Fields>({ amount: initialFiat, crypto_value: '' }, noRules, 'submit');
  const crypto = form.values.crypto_value;
  const fiat = form.values.amount;
  const setCrypto = (v: string) => form.set('crypto_value', v);
  const setFiat = (v: string) => form.set('amount', v);
  const formError = form.message ?? null;
  const setFormError = (message: string | null) => form.setMessage(message ?? undefined);
  const lastEdited = useRef<'crypto' | 'fiat'>('fiat');
  const [picker, setPicker] = useState(false);
  const [dialog, setDialog] = useState<BuyDialog>(null);
  const [kycPrompt, setKycPrompt] = useState(0);
  const [checking, setChecking] = useState(false);
  const [order, setOrder] = useState<{ crypto: string; fiat: string } | null>(null);
  // Paid from the balance: the figures the review shows, sent as they were confirmed (decision 395).
  const [review, setReview] = useState<BalanceOrder | null>(null);
  // Consent to keep the card for recurring buys (decision 143); off until the customer ticks it.
  const [saveCard, setSaveCard] = useState(false);
  // Paid by card, or from the cash balance where the region has one (decision 267).
  const [method, setMethod] = useState<FundingSource>('card');
  const { data: cash, reload: reloadCash } = useCash(cashCurrencyOf(currency));
  const balanceKey = useRef(new AttemptKey());
  const priced = useBuyPrice(symbol, currency);
  const { price } = priced;
  const hasPrice = price !== '0';

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

  // The amount checks' texts (the rule gives the specification's English) in the customer's language.
  const amountErrors: Record<string, string> = {
    [BUY_MESSAGES.invalidAmount]: t`Please enter a valid amount`,
    [BUY_MESSAGES.invalidCalculated]: t`Invalid amount calculated`,
    [BUY_MESSAGES.rateUnavailable]: t`Exchange rate not available. Please try again.`,
  };
  const notEnough = t`Not enough cash in your balance for this purchase.`;

  /**
   * Paid from the cash balance: no card form and no fee (decision 267), so the review is the step
   * before the money moves, as the card form is for a card (decision 395).
   */
  const reviewBalanceBuy = () => {
    const check = buyPrecheck({ crypto: wireCrypto, fiat: wireFiat, price, user });
    if (check.kind === 'error') return setFormError(amountErrors[check.message] ?? check.message);
    if (!cash || compareDecimal(wireFiat, cash.balance) > 0) return setFormError(notEnough);
    // A new review answers the last one's error (a price that changed): it is not shown beside it.
    setFormError(null);
    setReview({ crypto: wireCrypto, fiat: wireFiat, price });
    setDialog('review');
  };

  const closeReview = () => {
    setDialog(null);
    setReview(null);
  };

  /** The reviewed purchase, at the price confirmed: a price risen since is refused and nothing moves. */
  const confirmBalanceBuy = async () => {
    if (!review) return;
    const payload = {
      amount: review.fiat,
      crypto_currency: symbol,
      crypto_value: review.crypto,
      shown_price: review.price,
    };
    setChecking(true);
    try {
      const data = await buyWithBalance(payload, balanceKey.current.for(payload));
      balanceKey.current.finish();
      closeReview();
      reloadCash();
      if (!data) return setFormError(t`Unexpected response from server`);
      setCrypto('');
      setFiat('');
      const result = balancePaidResult({
        trackingId: data.tracking_id,
        amount: data.purchase.total,
        crypto: data.purchase.crypto_value,
      });
      onPaymentDone({ result, purchase: data.purchase, closedEarly: false });
    } catch (e) {
      if (!isUnanswered(e)) balanceKey.current.finish();
      closeReview();
      const code = e instanceof ApiCallError ? e.code : null;
      if (code === 'PRICE_CHANGED') {
        setFormError(t`The price has changed. Check the new price and confirm again.`);
        // Buy stays busy until the new price is in: a review opened before would show the refused
        // price again, and be refused again.
        await priced.reload();
      } else if (code === 'INSUFFICIENT_BALANCE') setFormError(notEnough);
      else if (code === 'KYC_REQUIRED' || code === 'KYC_REJECTED')
        setFormError(t`Please complete account verification before trading with your cash balance.`);
      else setFormError(e instanceof ApiCallError && e.message ? e.message : t`Failed to complete the purchase`);
    } finally {
      setChecking(false);
    }
  };

  const buy = async () => {
    if (method === 'balance') return reviewBalanceBuy();
    const check = buyPrecheck({ crypto: wireCrypto, fiat: wireFiat, price, user });
    if (check.kind === 'error') return setFormError(amountErrors[check.message] ?? check.message);
    if (check.kind === 'profile') return setDialog('profile');
    if (check.kind === 'kyc') {
      setChecking(true);
      const status = await getKycStatus();
      setChecking(false);
      const gate = kycGate(wireFiat, status);
      if (gate.kind === 'toast')
        return void toast.error(t`Your account verification was rejected. Please contact support for assistance.`, {
          title: t`Verification Required`,
          duration: KYC_TOAST_MS,
        });
      if (gate.kind === 'prompt') {
        // The threshold as the specification writes it: the whole amount, no cents.
        const threshold = formatFiatWhole(BUY_KYC_THRESHOLD, currency);
        setFormError(t`Account verification is required for purchases above ${threshold}. Please verify your account.`);
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
    if (e.code === 'KYC_REJECTED')
      return void toast.error(e.message, { title: t`Verification Required`, duration: KYC_TOAST_MS });
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

  /** The payment modal closed early; a partial result is still reported. */
  const closePayment = (partial: PaymentResult | null) => {
    setDialog(null);
    setOrder(null);
    if (partial) onPaymentDone({ result: partial, purchase: null, closedEarly: true });
  };

  return {
    user,
    symbol,
    crypto,
    fiat,
    wireCrypto,
    fiatValue: isCompleteAmount(fiat) ? wireFiat : '0',
    priced,
    hasPrice,
    picker,
    setPicker,
    formError,
    dialog,
    closeDialog: () => setDialog(null),
    kycPrompt,
    checking,
    order,
    review,
    closeReview,
    confirmBalanceBuy,
    saveCard,
    setSaveCard,
    method,
    setMethod,
    cash,
    disabled: !online || !hasPrice || checking,
    onCrypto,
    onFiat,
    choose,
    buy,
    onRefused,
    finish,
    closePayment,
  };
}
