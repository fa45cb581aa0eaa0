/**
 * Buying crypto by card and selling on the trade screen: constants, the specification's exact
 * messages, the buy rules (shared by the form and the server), and the wire types of
 * init-transaction and insert-transaction. Amounts are decimal strings, never numbers.
 */
import Big from 'big.js';
import { COINS, type CoinSymbol, CURRENCY_SYMBOLS, FIAT_SCALE } from './assets.js';
import { KYC_REJECTED_MESSAGE } from './kyc.js';
import { compareDecimal, decimalsOf, isDecimalString, isPositiveDecimal, toFixed } from './money.js';

// ---------------------------------------------------------------- constants

/**
 * Card charges (fee included) above this in the market currency, summed over the customer's card
 * purchases open or paid in the last BUY_KYC_WINDOW_DAYS days, need approved KYC (decision 101).
 */
export const BUY_KYC_THRESHOLD = '200';
export const BUY_KYC_WINDOW_DAYS = 30;
/** Default of the BUY_MAX_AMOUNT setting: the most one card purchase may charge. */
export const BUY_MAX_AMOUNT_DEFAULT = '10000';
/** The fee estimate shown: 0.5% of the fiat amount, 2 decimals. */
export const BUY_FEE_RATE = '0.005';
/** Crypto amounts typed on the buy tab keep at most 8 decimals (and never more than the coin). */
const BUY_CRYPTO_MAX_DECIMALS = 8;
/** Decimals of a fiat buy price (fiat per coin). */
export const FIAT_PRICE_DECIMALS = 10;

/** The payment return routes; the hosted form sends the browser to one of them. */
export const PAYMENT_RETURN_PATHS = {
  success: '/success',
  decline: '/decline',
  fail: '/fail',
  cancel: '/cancel',
} as const;

/** The window message the return pages post to the page that framed the payment form. */
export const PAYMENT_RESULT_MESSAGE = 'coinvault:payment-result';

// ---------------------------------------------------------------- messages

export const BUY_MESSAGES = {
  invalidAmount: 'Please enter a valid amount',
  invalidCalculated: 'Invalid amount calculated',
  rateUnavailable: 'Exchange rate not available. Please try again.',
  rateFetchFailed: 'Failed to fetch exchange rate',
  usdcRateFailed: 'Failed to fetch USDC rate',
  profileTitle: 'Add your address to buy',
  profileText: 'We need a few more details to process your currency purchase.',
  profileLink: 'Update Profile',
  kycRejected: KYC_REJECTED_MESSAGE,
  kycRequired: (threshold: string) =>
    `Account verification is required for purchases above ${threshold}. Please verify your account.`,
  kycToastTitle: 'Verification Required',
  initFailed: 'Failed to initialize payment',
  invalidPaymentData: 'Invalid payment data received',
  notReady: 'Payment system not ready. Please refresh the page.',
  formLoadFailed: 'Failed to load payment form. Please try again.',
  tokenFailed: 'Failed to generate payment token',
  initializing: 'Initializing payment...',
  failedTitle: 'Payment Failed',
  debitCard: 'Debit Card',
  buyButton: (cryptoName: string) => `Buy ${cryptoName}`,
  success: (amount: string, symbol: string, currencySymbol: string, total: string) =>
    `You bought ${amount} ${symbol} for ${currencySymbol}${total}`,
} as const;

/** Refusals of the card purchase limits (decisions 101 and 102). */
export const BUY_LIMIT_MESSAGES = {
  kycRequiredWindow: (threshold: string, left: string) =>
    `Account verification is required for card purchases above ${threshold} in ${BUY_KYC_WINDOW_DAYS} days. You can still buy up to ${left} (fee included) without it. Please verify your account.`,
  aboveMax: (max: string) => `A single card purchase can charge at most ${max}. Please enter a smaller amount.`,
  tooManyCheckouts: (wait: string) =>
    `You have opened several card payments in a short time. Please try again in ${wait}.`,
  checkoutExpiredTitle: 'This payment has expired',
  checkoutExpired:
    'Card payments must be completed within 15 minutes, at the price they were opened with. Nothing has been charged. Please close this window and start a new purchase.',
} as const;

export const SELL_MESSAGES = {
  enterAmount: 'Enter amount',
  getNewQuote: 'Get New Quote',
  sell: (symbol: string) => `Sell ${symbol}`,
  gettingQuote: 'Getting Quote...',
  selling: 'Selling...',
  expired: 'Quote has expired. Click "Get New Quote" to refresh.',
  success: (amount: string, symbol: string, total: string, currency: string) =>
    `You sold ${amount} ${symbol} for ${total} ${currency}`,
} as const;

/** Server-side refusals of init-transaction and the webhook. */
export const PAYMENT_SERVER_MESSAGES = {
  currencyMismatch: 'The purchase must be made in your market currency',
  coinNotOffered: (symbol: string) => `${symbol} cannot be bought in your market`,
  badReturnUrl: 'Return address must point to this application',
  purchaseNotFound: 'Purchase not found',
  priceUnavailable: 'Exchange rate not available. Please try again.',
} as const;

// ---------------------------------------------------------------- rules

interface ProfileAddress {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  postal?: string | null;
}

const PROFILE_ADDRESS_FIELDS = ['address', 'city', 'state', 'postal'] as const;

/** The profile's words for the address fields a buy needs, in the order the profile shows them. */
const MISSING_FIELD_WORDS: Record<(typeof PROFILE_ADDRESS_FIELDS)[number], string> = {
  address: 'address',
  city: 'city',
  state: 'state or province',
  postal: 'postcode',
};

/** The address fields still empty, in the customer's words ('address', 'postcode'). */
export function missingProfileFields(p: ProfileAddress | null | undefined): string[] {
  return PROFILE_ADDRESS_FIELDS.filter((f) => {
    const v = p?.[f];
    return typeof v !== 'string' || v.trim() === '';
  }).map((f) => MISSING_FIELD_WORDS[f]);
}

/** A buy needs a non-empty address, city, state and postal code. */
export function isProfileComplete(p: ProfileAddress | null | undefined): boolean {
  return p != null && missingProfileFields(p).length === 0;
}

/** 'Add your city and postcode in Profile → Account to buy.': what is missing, named. */
export function profileMissingText(missing: readonly string[]): string {
  if (missing.length === 0) return BUY_MESSAGES.profileText;
  const list =
    missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `Add your ${list} in Profile → Account to buy. A card purchase needs your full address.`;
}

type BuyKycDecision = 'allowed' | 'rejected' | 'verify';

/**
 * The KYC gate of a buy: rejected customers are always refused; when what the card is charged
 * (amount plus fee), added to what was charged in the window (`priorCharged`), is above the
 * threshold only approved customers may buy; every other status must verify first.
 */
export function buyKycDecision(
  fiatAmount: string,
  kycStatus: string | null | undefined,
  priorCharged = '0',
): BuyKycDecision {
  if (kycStatus === 'rejected') return 'rejected';
  if (!isDecimalString(fiatAmount) || !isDecimalString(priorCharged)) return 'verify';
  if (compareDecimal(new Big(buyTotal(fiatAmount)).plus(priorCharged).toFixed(), BUY_KYC_THRESHOLD) <= 0)
    return 'allowed';
  return kycStatus === 'approved' ? 'allowed' : 'verify';
}

/** What an unverified customer may still be charged in the window, 2 decimals, never below zero. */
export function buyKycLeft(priorCharged: string): string {
  const left = new Big(BUY_KYC_THRESHOLD).minus(isDecimalString(priorCharged) ? priorCharged : '0');
  return (left.lt(0) ? new Big(0) : left).toFixed(FIAT_SCALE);
}

/** The fee estimate: 0.5% of the fiat amount, rounded half-up to 2 decimals ("0.25"). */
export function buyFee(fiatAmount: string): string {
  if (!isDecimalString(fiatAmount)) return '0.00';
  return toFixed(new Big(fiatAmount).times(BUY_FEE_RATE).toFixed(), FIAT_SCALE, 'half-up');
}

/** What the card is charged: the fiat amount plus the fee, 2 decimals. */
export function buyTotal(fiatAmount: string): string {
  if (!isDecimalString(fiatAmount)) return '0.00';
  return new Big(fiatAmount).plus(buyFee(fiatAmount)).toFixed(FIAT_SCALE);
}

/** Decimals a bought amount of `symbol` may carry: at most 8, never more than the coin allows. */
export function buyDecimals(symbol: CoinSymbol): number {
  return Math.min(BUY_CRYPTO_MAX_DECIMALS, COINS[symbol].scale);
}

/**
 * The buy price in the market currency: the coin's USD ask (get-currency-price with quote USD)
 * times the forex rate of the currency per USD, rounded up. The trade screen and the server use
 * this one formula, so the price shown is the price charged.
 */
export function fiatAskPrice(askUsd: string, fxPerUsd: string): string {
  if (!isPositiveDecimal(askUsd) || !isPositiveDecimal(fxPerUsd)) return '0';
  return trimZeros(new Big(askUsd).times(fxPerUsd).round(FIAT_PRICE_DECIMALS, 3).toFixed(FIAT_PRICE_DECIMALS));
}

/** Crypto for a fiat amount at a price (fiat per coin), rounded down: never more than is paid for. */
export function cryptoForFiat(fiatAmount: string, price: string, symbol: CoinSymbol): string {
  if (!isPositiveDecimal(price) || !isDecimalString(fiatAmount)) return '0';
  return trimZeros(new Big(fiatAmount).div(price).round(buyDecimals(symbol), 0).toFixed(buyDecimals(symbol)));
}

/** Fiat for a crypto amount at a price, rounded up to the cent: the fiat always covers the crypto. */
export function fiatForCrypto(cryptoAmount: string, price: string): string {
  if (!isPositiveDecimal(price) || !isDecimalString(cryptoAmount)) return '0.00';
  return new Big(cryptoAmount).times(price).round(FIAT_SCALE, 3).toFixed(FIAT_SCALE);
}

function trimZeros(fixed: string): string {
  if (!fixed.includes('.')) return fixed;
  return fixed.replace(/0+$/, '').replace(/\.$/, '');
}

/** The first problem of a buy attempt, in the specification's order, or undefined. */
export function buyAmountError(cryptoAmount: string, fiatAmount: string, price: string): string | undefined {
  if (!isPositiveDecimal(cryptoAmount)) return BUY_MESSAGES.invalidAmount;
  if (!isPositiveDecimal(fiatAmount)) return BUY_MESSAGES.invalidCalculated;
  if (!isPositiveDecimal(price)) return BUY_MESSAGES.rateUnavailable;
  return undefined;
}

export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency] ?? `${currency} `;
}

// ---------------------------------------------------------------- results

/** What the return address says happened (spec section 4, Buy flow). */
export type ReturnResult = 'success' | 'failed' | 'declined' | 'cancelled' | 'unknown';

/** The result named by a return address: its path contains success, fail, decline or cancel. */
export function resultFromReturnUrl(href: string): ReturnResult {
  let path = href;
  try {
    path = new URL(href, 'http://x').pathname;
  } catch {
    // keep the raw text
  }
  const p = path.toLowerCase();
  if (p.includes('success')) return 'success';
  if (p.includes('decline')) return 'declined';
  if (p.includes('fail')) return 'failed';
  if (p.includes('cancel')) return 'cancelled';
  return 'unknown';
}

/** A purchase as the server knows it, from the gateway's verified word only. */
export const PURCHASE_STATUSES = ['pending', 'success', 'failed', 'declined', 'cancelled', 'expired'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Statuses the client may report in insert-transaction. */
export const REPORTED_STATUSES = ['success', 'failed', 'declined', 'cancelled', 'unknown'] as const;
export type ReportedStatus = (typeof REPORTED_STATUSES)[number];

// ---------------------------------------------------------------- wire types

export interface InitTransactionAnswer {
  tracking_id: string;
  checkout: { token: string; redirect_url: string };
  /** What the server priced: the crypto that will be credited on confirmation. */
  purchase: {
    amount: string;
    fee: string;
    total: string;
    currency: string;
    crypto_value: string;
    crypto_currency: CoinSymbol;
    price: string;
  };
}

export interface InsertTransactionAnswer {
  /** Id of the recorded report. */
  transaction_id: string;
  tracking_id: string;
  /** The gateway's verified status, whatever the client reported. */
  status: PurchaseStatus;
  crypto_value: string;
  crypto_currency: CoinSymbol;
  total: string;
  currency: string;
  /**
   * Why it did not go through, in the customer's words (decision 179); null while pending and
   * after a success.
   */
  reason: string | null;
}

/** The result the payment modal hands to the trade screen (spec section 3, Payment result). */
export interface PaymentResult {
  success: boolean;
  failed: boolean;
  pending: boolean;
  redirected: boolean;
  error: boolean;
  cancelled: boolean;
  trackingId: string | null;
  paymentToken: string | null;
  transactionInserted: boolean;
  uniqueTransactionId: string | null;
  /** The verified status when recording succeeded. */
  status?: PurchaseStatus | ReportedStatus;
  amount?: string;
  crypto?: string;
  message?: string;
  /** Why the payment did not go through, in the customer's words (decision 179). */
  reason?: string | null;
}

/** Status label of the Payment Result panel. */
export function paymentResultLabel(r: PaymentResult): string {
  if (r.success) return 'Success';
  if (r.cancelled) return 'Cancelled';
  if (r.error) return 'Error';
  // The names the history and the admin use for the same purchase (decision 179).
  if (r.status === 'declined') return 'Declined';
  if (r.status === 'expired') return 'Expired';
  if (r.failed) return 'Failed';
  if (r.pending) return 'Pending';
  if (r.redirected) return 'Redirected';
  return 'Unknown';
}

/** Amount with at most `dp` decimals, for checks of wire amounts. */
export function hasAtMostDecimals(value: string, dp: number): boolean {
  return isDecimalString(value) && decimalsOf(value) <= dp;
}
