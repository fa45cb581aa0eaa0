/** Price alerts as both sides see them (decision 142). */
import type { CoinSymbol, FiatSymbol } from './assets.js';

export const PRICE_ALERT_KINDS = ['above', 'below', 'move'] as const;
export type PriceAlertKind = (typeof PRICE_ALERT_KINDS)[number];

/** Alerts one customer may keep, armed or fired. */
export const MAX_PRICE_ALERTS = 20;

export interface PriceAlertView {
  id: string;
  coin: CoinSymbol;
  kind: PriceAlertKind;
  currency: FiatSymbol;
  /** above / below: the level, a decimal string in `currency`; null for a move. */
  price: string | null;
  /** move: the change over 24 hours that fires it, in percent; null for a level. */
  percent: string | null;
  /** When it fired (ISO 8601); null while armed. */
  fired_at: string | null;
  /** Fired and not yet seen in the alerts list (the app badge counts these). */
  unseen: boolean;
  created_at: string;
}

export interface PriceAlertData {
  alert: PriceAlertView;
}

/** A filled order the customer has not seen yet: the bell counts it beside fired alerts (decision 443). */
export interface UnseenFill {
  order_id: string;
  /** What the order paid with and what it bought: a coin, or the region's cash. */
  source_currency_id: string;
  target_currency_id: string;
  source_currency_amount: string;
  target_currency_amount: string;
  filled_at: string;
}

export interface PriceAlertListData {
  alerts: PriceAlertView[];
  /** Filled orders not seen yet, newest first: what the bell counts beside fired alerts. */
  fills: UnseenFill[];
  max: number;
  /** The server's VAPID public key (base64url), for PushManager.subscribe. */
  pushKey: string;
}

export interface UnseenAlertsData {
  unseen: number;
}

/** What a price alert's Web Push message carries (the service worker shows it). */
export interface PriceAlertPush {
  title: string;
  body: string;
  /** The screen a click opens. */
  url: string;
  /** Fired alerts not yet seen, for the app badge. */
  unseen: number;
}

/** Where a fired alert leads: the asset's screen. */
export function assetScreenUrl(coin: string): string {
  return `/asset-detail?coin=${encodeURIComponent(coin)}`;
}

export const PRICE_ALERT_MESSAGES = {
  coin: 'Choose a coin',
  kind: 'Choose above, below or a 24 h move',
  price: 'Enter a price above 0',
  percent: 'Enter a percentage above 0 and up to 1000',
  tooMany: `You can keep up to ${MAX_PRICE_ALERTS} price alerts. Delete one to add another.`,
  notFound: 'Price alert not found',
  created: 'Price alert set',
  updated: 'Price alert updated',
  deleted: 'Price alert deleted',
  rearmed: 'Price alert armed again',
  subscription: 'This browser cannot receive notifications from here',
  subscribed: 'Notifications on for this device',
  unsubscribed: 'Notifications off for this device',
} as const;
