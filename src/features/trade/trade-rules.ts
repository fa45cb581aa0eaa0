/**
 * The trade screen's rules as pure functions (specification sections 4, 5 and 8): the checks a
 * buy passes before the card form opens, the result a payment ends with, and the Sell tab's
 * button.
 */
import { compareDecimal } from '../../../contract/money.js';
import {
  BUY_KYC_THRESHOLD,
  BUY_MESSAGES,
  buyAmountError,
  buyKycDecision,
  buyTotal,
  isProfileComplete,
  type PaymentResult,
  type PurchaseStatus,
  type ReturnResult,
  SELL_MESSAGES,
} from '../../../contract/payments.js';
import type { SessionUser } from '../../../contract/session.js';
import { isCompleteAmount } from '../../lib/amount-input.js';
import type { QuoteState } from '../../lib/swap-rules.js';

type BuyCheck = { kind: 'error'; message: string } | { kind: 'profile' } | { kind: 'kyc' } | { kind: 'ok' };

/**
 * Amounts first, then the profile, then whether the KYC status must be looked up: when what the
 * card is charged (amount plus fee) is above 200. Earlier purchases in the 30-day window are
 * counted by the server, whose refusal the Buy tab shows.
 */
export function buyPrecheck(input: {
  crypto: string;
  fiat: string;
  price: string;
  user: Pick<SessionUser, 'address' | 'city' | 'state' | 'postal'> | null;
}): BuyCheck {
  const amountError = buyAmountError(input.crypto, input.fiat, input.price);
  if (amountError) return { kind: 'error', message: amountError };
  if (!isProfileComplete(input.user)) return { kind: 'profile' };
  return compareDecimal(buyTotal(input.fiat), BUY_KYC_THRESHOLD) > 0 ? { kind: 'kyc' } : { kind: 'ok' };
}

type KycGate = { kind: 'pay' } | { kind: 'toast'; message: string } | { kind: 'prompt' };

/** Above the threshold: approved pays, rejected gets the toast, every other status verifies first. */
export function kycGate(fiat: string, status: string): KycGate {
  const d = buyKycDecision(fiat, status);
  if (d === 'allowed') return { kind: 'pay' };
  if (d === 'rejected') return { kind: 'toast', message: BUY_MESSAGES.kycRejected };
  return { kind: 'prompt' };
}

const EMPTY: PaymentResult = {
  success: false,
  failed: false,
  pending: false,
  redirected: false,
  error: false,
  cancelled: false,
  trackingId: null,
  paymentToken: null,
  transactionInserted: false,
  uniqueTransactionId: null,
};

/** The result of a payment that was recorded: the verified status decides, not the address. */
export function recordedResult(p: {
  verified: PurchaseStatus;
  trackingId: string;
  token: string | null;
  reportId: string;
  amount: string;
  crypto: string;
  /** Why it did not go through, in the customer's words (decision 179). */
  reason?: string | null;
}): PaymentResult {
  return {
    ...EMPTY,
    reason: p.reason ?? null,
    success: p.verified === 'success',
    failed: p.verified === 'failed' || p.verified === 'declined' || p.verified === 'expired',
    cancelled: p.verified === 'cancelled',
    pending: p.verified === 'pending',
    redirected: true,
    trackingId: p.trackingId,
    paymentToken: p.token,
    transactionInserted: true,
    uniqueTransactionId: p.reportId,
    status: p.verified,
    amount: p.amount,
    crypto: p.crypto,
  };
}

/** A purchase paid from the cash balance (decision 267): done when the server answered. */
export function balancePaidResult(p: { trackingId: string; amount: string; crypto: string }): PaymentResult {
  return {
    ...EMPTY,
    success: true,
    trackingId: p.trackingId,
    transactionInserted: true,
    status: 'success',
    amount: p.amount,
    crypto: p.crypto,
  };
}

/** A payment whose record could not be made: never a success, whatever the address said. */
export function unrecordedResult(p: {
  seen: ReturnResult | null;
  trackingId: string | null;
  token: string | null;
  amount?: string;
  crypto?: string;
  message?: string;
}): PaymentResult {
  return {
    ...EMPTY,
    failed: p.seen === 'failed' || p.seen === 'declined',
    cancelled: p.seen === 'cancelled',
    pending: p.seen === null || p.seen === 'success',
    redirected: p.seen !== null,
    error: p.message !== undefined,
    trackingId: p.trackingId,
    paymentToken: p.token,
    status: p.seen ?? 'unknown',
    amount: p.amount,
    crypto: p.crypto,
    message: p.message,
  };
}

interface SellButtonInput {
  amount: string;
  symbol: string;
  balanceOk: boolean;
  quote: QuoteState;
  /** A quote is on its way (the typing pause). */
  quotePending: boolean;
  selling: boolean;
}

type SellAction = 'none' | 'quote' | 'sell';

/** The Sell tab's button: its label, whether it may be pressed and what pressing does. */
export function sellButton(s: SellButtonInput): { label: string; enabled: boolean; action: SellAction } {
  if (s.selling) return { label: SELL_MESSAGES.selling, enabled: false, action: 'none' };
  if (!isCompleteAmount(s.amount)) return { label: SELL_MESSAGES.enterAmount, enabled: false, action: 'none' };
  if (s.quote === 'loading' || s.quotePending)
    return { label: SELL_MESSAGES.gettingQuote, enabled: false, action: 'none' };
  if (s.quote === 'active') return { label: SELL_MESSAGES.sell(s.symbol), enabled: s.balanceOk, action: 'sell' };
  return { label: SELL_MESSAGES.getNewQuote, enabled: s.balanceOk, action: 'quote' };
}
