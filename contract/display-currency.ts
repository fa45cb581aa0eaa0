/**
 * The currency values are shown in (decision 118): USD, EUR or AUD, chosen in the profile and
 * kept on the server so it follows the customer. Until one is chosen it is the region's market
 * currency, which alone decides what the customer may buy and in which currency a card is charged.
 */
import { isFiat } from './assets.js';

export const DISPLAY_CURRENCY_MESSAGES = {
  saved: (currency: string) => `Values are now shown in ${currency}`,
  failed: 'Failed to change the display currency. Please try again.',
  invalid: 'Choose USD, EUR or AUD',
} as const;

/** A currency values can be shown in: any of the three the app prices in. */
export const isDisplayCurrency = isFiat;
