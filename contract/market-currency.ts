/**
 * A visitor's market currency from where they are. Apart from the coin catalogue (assets.ts): the
 * sign-in page needs these two rules, not the catalogue (decision 467).
 */
import type { MarketCurrency } from './assets.js';

/** Market currency from a geolocated currency: EUR and AUD, else USD. */
export function marketCurrencyOf(currency: string | null | undefined): MarketCurrency {
  return currency === 'EUR' || currency === 'AUD' ? currency : 'USD';
}

/** Currency by continent fallback: Europe EUR, Oceania AUD, others USD. */
export function currencyByContinent(continentCode: string | null | undefined): MarketCurrency {
  if (continentCode === 'EU') return 'EUR';
  if (continentCode === 'OC') return 'AUD';
  return 'USD';
}
