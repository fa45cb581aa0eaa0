/**
 * Trading against the cash balance (decision 266): selling a coin into the region's cash (AUD or
 * EUR) through the swap calls, and buying a coin with that balance instead of a card.
 */
import { COINS, type CoinSymbol } from './assets.js';
import type { CashCurrency } from './bank.js';

export type { SwapTarget } from './bank.js';

import type { Instrument } from './exchange.js';

export function isCashCurrency(value: unknown): value is CashCurrency {
  return value === 'AUD' || value === 'EUR';
}

/** How a purchase or a recurring buy is paid. */
export const FUNDING_SOURCES = ['card', 'balance'] as const;
export type FundingSource = (typeof FUNDING_SOURCES)[number];

/**
 * The instrument whose minimum a sale of `coin` to cash must reach: the coin's active instrument
 * where it is the base (BTC of BTC/USDT), else, for a stablecoin only ever quoted (USDC), the one it
 * is quoted in against another stablecoin. None: the coin cannot be sold for cash (switched off).
 * The same rule on the server and in the Sell tab.
 */
export function cashSaleInstrument(instruments: readonly Instrument[], coin: CoinSymbol): Instrument | undefined {
  const active = instruments.filter((i) => i.is_active === 'on');
  return (
    active.find((i) => i.base_currency_id === coin) ??
    active.find((i) => i.quote_currency_id === coin && COINS[i.base_currency_id].stablecoin)
  );
}

export const CASH_TRADE_MESSAGES = {
  regionCash: (currency: string) => `You can only sell to ${currency} in your region's currency.`,
  verifyFirst: 'Please complete account verification before trading with your cash balance.',
  insufficient: 'Not enough cash in your balance for this purchase.',
  tooSmall: 'The amount is too small to sell for cash.',
  invalidAmount: 'Please enter an amount with at most two decimals.',
  invalidPrice: 'shown_price must be a positive decimal string',
  priceChanged: 'The price has changed. Please review the new price.',
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
