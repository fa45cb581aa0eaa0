/**
 * Payloads, answers and shared rules of the exchange calls (balances, market, swaps, deposit
 * addresses, withdrawals, history). Amounts are decimal strings on the wire, never numbers.
 * The withdraw and swap rules carry the specification's exact messages; the form and the server
 * both use them.
 */

import { COINS, type CoinSymbol } from './assets.js';
import type { CashCurrency, SwapTarget } from './bank.js';
import { KYC_REJECTED_MESSAGE } from './kyc.js';
import { compareDecimal, decimalsOf, isDecimalString } from './money.js';
import type { PaymentMethodCode } from './payment-methods.js';

// ---------------------------------------------------------------- constants

/** Quote lifetime: 10 s unless asked, 1 to 60 s allowed. */
export const QUOTE_TTL_DEFAULT_SECONDS = 10;
export const QUOTE_TTL_MIN_SECONDS = 1;
export const QUOTE_TTL_MAX_SECONDS = 60;
/** Withdrawal amounts carry at most 8 decimals (and never more than the coin's scale). */
export const WITHDRAW_MAX_DECIMALS = 8;
export const INSTRUMENTS_PAGE_SIZE = 200;
export const PAYMENT_ROUTES_PAGE_SIZE = 100;
export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 200;
/** The USDC equivalent is given to 6 decimals. */
export const USDC_EQUIVALENT_DECIMALS = 6;

// ---------------------------------------------------------------- messages

export const WITHDRAW_MESSAGES = {
  amountAndAddressRequired: 'Please enter both amount and address',
  networkRequired: 'Please select a network',
  invalidAddress: (symbol: string) => `Invalid ${symbol} address format`,
  notSupported: (symbol: string, supported: readonly string[]) =>
    `${symbol} withdrawals are not supported yet. Only ${supported.join(', ')} are supported.`,
  invalidAmount: 'Please enter a valid amount',
  tooManyDecimals: `Amount allows at most ${WITHDRAW_MAX_DECIMALS} decimals`,
  insufficientBalance: 'Insufficient balance',
  routeNotFound: 'Payment route not found for selected network',
  failed: 'Withdrawal failed. Please try again.',
  kycRejected: KYC_REJECTED_MESSAGE,
  kycSubmitted: 'Your account verification is under review. Please wait for approval before making withdrawals.',
  kycRequired: 'Please complete account verification before making withdrawals.',
  success: (amount: string, symbol: string) => `Successfully withdrew ${amount} ${symbol}`,
} as const;

export const SWAP_MESSAGES = {
  pairNotAvailable: (from: string, to: string) =>
    `Trading pair ${from} to ${to} is not available on the exchange. Please select different currencies.`,
  /** BELOW_MIN_AMOUNT, on sourceCurrencyAmount: the client appends the pair's minimum unless named. */
  belowMinAmount: (min: string, symbol: string) => `Amount is less than min amount ${min} ${symbol}`,
  notEnough: (assetName: string) => `Not enough ${assetName} to start this swap`,
  amountMoreThanZero: 'Amount should be more than 0',
  quoteExpired: 'Quote has expired. Please get a new quote.',
  quoteUsed: 'This quote has already been used.',
  quoteNotFound: 'Quote not found',
  priceUnavailable: 'Failed to fetch exchange rate',
} as const;

export const WALLET_MESSAGES = {
  noActiveRoute: (symbol: string) => `No active payment route found for ${symbol}`,
  transactionNotFound: 'Transaction not found',
} as const;

// ---------------------------------------------------------------- shared rules

/** The KYC refusal message for a withdrawal, by verification status. */
export function withdrawKycMessage(status: string | null | undefined): string {
  if (status === 'rejected') return WITHDRAW_MESSAGES.kycRejected;
  if (status === 'submitted') return WITHDRAW_MESSAGES.kycSubmitted;
  return WITHDRAW_MESSAGES.kycRequired;
}

/** Amount rule alone: a positive decimal with at most 8 decimals and no more than the coin allows. */
export function withdrawAmountError(amount: string, symbol: CoinSymbol): string | undefined {
  if (!isDecimalString(amount) || compareDecimal(amount, '0') <= 0) return WITHDRAW_MESSAGES.invalidAmount;
  if (decimalsOf(amount) > Math.min(WITHDRAW_MAX_DECIMALS, COINS[symbol].scale))
    return decimalsOf(amount) > WITHDRAW_MAX_DECIMALS
      ? WITHDRAW_MESSAGES.tooManyDecimals
      : `Amount allows at most ${COINS[symbol].scale} decimals`;
  return undefined;
}

/** A swap quote ttl is a whole number of seconds from 1 to 60. */
export function isValidQuoteTtl(ttl: unknown): ttl is number {
  return (
    typeof ttl === 'number' && Number.isInteger(ttl) && ttl >= QUOTE_TTL_MIN_SECONDS && ttl <= QUOTE_TTL_MAX_SECONDS
  );
}

// ---------------------------------------------------------------- wire types

export type OnOff = 'on' | 'off';

export interface WalletEntry {
  currency: { currency_id: CoinSymbol; precision: number; name: string };
  free_balance: string;
  free_balance_quoted: string;
}

export interface Instrument {
  instrument_id: string;
  base_currency_id: CoinSymbol;
  quote_currency_id: CoinSymbol;
  is_active: OnOff;
  min_quantity: string;
}
export interface InstrumentsAnswer {
  instruments: Instrument[];
}

export interface CurrencyPrice {
  base_currency: string;
  quote_currency: string;
  bid: string;
  ask: string;
}

export interface SwapQuoteAnswer {
  conversion_quote_id: string;
  source_currency_id: CoinSymbol;
  /** A coin, or the customer's cash currency for a sale to cash (decision 266). */
  target_currency_id: SwapTarget;
  source_currency_amount: string;
  target_currency_amount: string;
  /** Target units per source unit, after the spread, before the fee. */
  rate: string;
  /** Fee in the target currency, already taken from target_currency_amount. */
  fee: string;
  expires_at: string;
}

export interface SwapLeg {
  account_transaction_id: string;
  type: 'credit' | 'debit';
  amount: string;
  currency_id: SwapTarget;
}
export interface ConfirmSwapAnswer {
  status: 'success';
  conversion_quote_id: string;
  debit: SwapLeg;
  credit: SwapLeg;
}

export type TransactionClass = 'conversion' | 'payment' | 'manual' | 'trade';

export interface AccountTransaction {
  account_transaction_id: string;
  transaction_class: TransactionClass;
  type: 'credit' | 'debit';
  amount: string;
  /** A coin, or the region's cash (AUD, EUR) of a bank movement or a trade paid or paid in cash. */
  currency_id: CoinSymbol | CashCurrency;
  /** ISO 8601 in UTC with 'Z'. */
  created_at: string;
  /** Free text; the part after the last '/' is the tracking id. */
  comment: string;
  network: string | null;
  sender: string | null;
  recipient: string | null;
  payment_method: string | null;
  /**
   * What payment_method stands for, to word it in the reader's language: one of
   * PAYMENT_METHOD_CODES, or a later one a reader may not know (it shows payment_method then);
   * decision 306.
   */
  payment_method_code?: PaymentMethodCode | (string & {}) | null;
  /**
   * Withdrawals: 'pending' until broadcast, then 'completed' or 'failed'. A bank deposit returned
   * to its sender: 'returned' (decision 494). Others 'completed'.
   */
  status: 'pending' | 'completed' | 'failed' | 'returned';
  /**
   * A deposit held for review, not credited (decision 397): status 'pending', worded "Under
   * review". Absent on every other row.
   */
  under_review?: boolean;
  /**
   * A bank deposit returned to its sender, which reached no balance (decision 494): why, in the
   * server's words, null when not said. Absent on every other row.
   */
  return_reason?: string | null;
  /** What the customer quotes to support (contract/references.ts); both legs of a swap share it. */
  reference?: string;
  /** Deposits and sent withdrawals: the chain's transaction hash, and its block explorer page. */
  tx_hash?: string | null;
  explorer_url?: string | null;
  /** Withdrawals: the network fee taken from the amount (decision 115). */
  network_fee?: string | null;
  /**
   * A movement of a limit or stop order (decision 444): its amount held when placed, its fill, or
   * its amount given back when cancelled or expired; with the order it belongs to. Absent otherwise.
   */
  order?: {
    order_id: string;
    step: OrderStep;
    /**
     * The order's pair: what its hold paid with and what it buys, so each step is named by the
     * trade the order makes (a purchase when cash pays, a sale into cash; decision 444).
     */
    source_currency_id?: string;
    target_currency_id?: string;
  };
}

export type OrderStep = 'placed' | 'filled' | 'returned';
export interface PaymentRouteDto {
  payment_route_id: number;
  currency_id: CoinSymbol;
  crypto_network_name: string;
  is_active: OnOff;
}

export interface GenerateAddressAnswer {
  address: string;
  payment_route_id: number;
  currency_id: CoinSymbol;
}

export interface WithdrawalAnswer {
  withdrawal_id: string;
  status: 'pending' | 'sent' | 'failed';
  /** Where it stands with the Travel Rule (decision 272); absent on withdrawals made before it. */
  travel_rule?: import('./travel-rule.js').WithdrawalTravelRule;
}

export interface EquivalentUsdc {
  /** USDC value of the transaction's amount, 6 decimals. */
  amount: string;
  currency: 'USDC';
  /** USDC per one unit of the transaction's coin at the time of the transaction, 6 decimals. */
  usdcRate: string;
  source_amount: string;
  source_currency: CoinSymbol;
}
