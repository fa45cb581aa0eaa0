/**
 * The currency values are shown in (decision 118): USD, EUR or AUD, chosen in the profile and
 * kept on the server so it follows the customer. Until one is chosen it is the region's market
 * currency, which alone decides what the customer may buy and in which currency a card is charged.
 */
import { FIAT_SYMBOLS, type MarketCurrency } from './assets.js';

export const DISPLAY_CURRENCY_MESSAGES = {
  saved: (currency: string) => `Values are now shown in ${currency}`,
  failed: 'Failed to change the display currency. Please try again.',
  invalid: 'Choose USD, EUR or AUD',
} as const;

export function isDisplayCurrency(value: unknown): value is MarketCurrency {
  return typeof value === 'string' && (FIAT_SYMBOLS as readonly string[]).includes(value);
}
