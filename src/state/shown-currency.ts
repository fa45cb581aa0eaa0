/**
 * Which currency values are shown in, as plain functions of the stores: the hooks of use-assets.ts
 * read them in a render, and the wallet's start (wallet.ts) before any screen has rendered, so both
 * ask for the same rates.
 */
import type { MarketCurrency } from '../../contract/assets.js';

interface Holder {
  currency_code?: string | null;
  display_currency?: MarketCurrency | null;
}

const known = (c: string | null | undefined): c is MarketCurrency => c === 'EUR' || c === 'AUD' || c === 'USD';

/** The market currency: the signed-in user's own, else the visitor's location. */
export function marketCurrencyFor(user: Holder | null | undefined, located: MarketCurrency): MarketCurrency {
  const c = user?.currency_code;
  return known(c) ? c : located;
}

/**
 * The currency values are shown in: the customer's choice (decision 118), else the market
 * currency. It never decides what may be bought: that stays the market currency's.
 */
export function displayCurrencyFor(user: Holder | null | undefined, market: MarketCurrency): MarketCurrency {
  const c = user?.display_currency;
  return known(c) ? c : market;
}
