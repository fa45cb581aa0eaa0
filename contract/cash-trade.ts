/**
 * Trading against the cash balance (decision 266): selling a coin into the region's cash (AUD or
 * EUR) through the swap calls, and buying a coin with that balance instead of a card.
 */
import type { CoinSymbol } from './assets.js';
import type { CashCurrency } from './bank.js';

/** What a swap or a sale may be paid into: a coin, or the customer's cash currency. */
export type SwapTarget = CoinSymbol | CashCurrency;

export function isCashCurrency(value: unknown): value is CashCurrency {
  return value === 'AUD' || value === 'EUR';
}

/** How a purchase or a recurring buy is paid. */
export const FUNDING_SOURCES = ['card', 'balance'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

export function isFundingSource(value: unknown): value is FundingSource {
  return typeof value === 'string' && (FUNDING_SOURCES as readonly string[]).includes(value);
}

export const CASH_TRADE_MESSAGES = {
  regionCash: (currency: string) => `You can only sell to ${currency} in your region's currency.`,
  verifyFirst: 'Please complete account verification before trading with your cash balance.',
  insufficient: 'Not enough cash in your balance for this purchase.',
  tooSmall: 'The amount is too small to sell for cash.',
  invalidAmount: 'Please enter an amount with at most two decimals.',
} as const;

/** The data of /exchange/buy-with-balance: what was bought, paid from the cash balance at once. */
export interface BuyWithBalanceAnswer {
  tracking_id: string;
  /** The customer's credit in transaction-history. */
  account_transaction_id: string;
  purchase: {
    /** Cash paid, 2 decimals; no fee is taken from the balance. */
    amount: string;
    fee: string;
    total: string;
    currency: CashCurrency;
    crypto_value: string;
    crypto_currency: CoinSymbol;
    price: string;
  };
  /** The cash balance left, 2 decimals. */
  balance: string;
}
