/**
 * Price alert calls (decision 142). The price or percent a rule needs depends on its kind, so the
 * call's rule checks the one its kind names; an id that is not one answers not found.
 */
import { custom, type GenericSchema, optional, pipe, transform } from 'valibot';
import {
  PRICE_ALERT_KINDS,
  PRICE_ALERT_MESSAGES,
  type PriceAlertData,
  type PriceAlertKind,
  type PriceAlertListData,
  type UnseenAlertsData,
} from '../alerts.js';
import { type CoinSymbol, isCoin } from '../assets.js';
import { defineSpec } from './define.js';
import { noFields, payload, required, textOrNone, uuidOrNone } from './fields.js';

const isKind = (v: unknown): v is PriceAlertKind => PRICE_ALERT_KINDS.includes(v as PriceAlertKind);

const alertFields = {
  coin: required((v): v is CoinSymbol => isCoin(v), PRICE_ALERT_MESSAGES.coin) as GenericSchema<string, CoinSymbol>,
  kind: required(isKind, PRICE_ALERT_MESSAGES.kind) as GenericSchema<string, PriceAlertKind>,
  /** above / below: a decimal in the customer's display currency. */
  price: textOrNone(),
  /** move: the percentage over 24 hours. */
  percent: textOrNone(),
};

const PUSH_ENDPOINT_MAX = 2_048;
/** base64url of a P-256 public key (65 bytes) and of the 16-byte auth secret. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{22,24}={0,2}$/;

function isPushKeys(v: unknown): v is { p256dh: string; auth: string } {
  if (typeof v !== 'object' || v === null) return false;
  const { p256dh, auth } = v as Record<string, unknown>;
  return typeof p256dh === 'string' && P256DH.test(p256dh) && typeof auth === 'string' && AUTH.test(auth);
}

export const createPriceAlert = defineSpec<PriceAlertData>()({
  path: '/alerts/create',
  access: 'user',
  idempotent: true,
  payload: payload(alertFields),
});

export const listPriceAlerts = defineSpec<PriceAlertListData>()({
  path: '/alerts/list',
  access: 'user',
  readOnly: true,
  payload: noFields,
});

/** Replaces the rule and arms it again. */
export const updatePriceAlert = defineSpec<PriceAlertData>()({
  path: '/alerts/update',
  access: 'user',
  payload: payload({ id: uuidOrNone(), ...alertFields }),
});

export const deletePriceAlert = defineSpec<undefined>()({
  path: '/alerts/delete',
  access: 'user',
  payload: payload({ id: uuidOrNone() }),
});

/** Arms a fired alert again, unchanged. */
export const rearmPriceAlert = defineSpec<PriceAlertData>()({
  path: '/alerts/rearm',
  access: 'user',
  payload: payload({ id: uuidOrNone() }),
});

/** Fired alerts the customer has not seen yet (the app badge). */
export const getUnseenPriceAlerts = defineSpec<UnseenAlertsData>()({
  path: '/alerts/unseen',
  access: 'user',
  readOnly: true,
  payload: noFields,
});

/** The customer viewed their alerts: every fired one is seen. */
export const markPriceAlertsSeen = defineSpec<UnseenAlertsData>()({
  path: '/alerts/mark-seen',
  access: 'user',
  payload: noFields,
});

/** This browser's Web Push subscription (PushSubscription.toJSON()), tied to the caller's session. */
export const subscribePush = defineSpec<undefined>()({
  path: '/alerts/subscribe-push',
  access: 'user',
  payload: payload({
    endpoint: required(
      (v): v is string => typeof v === 'string' && v.length <= PUSH_ENDPOINT_MAX,
      PRICE_ALERT_MESSAGES.subscription,
    ),
    keys: required(isPushKeys, PRICE_ALERT_MESSAGES.subscription),
  }),
});

export const unsubscribePush = defineSpec<undefined>()({
  path: '/alerts/unsubscribe-push',
  access: 'user',
  /** Anything but text reads as no subscription: nothing to remove. */
  payload: payload({
    endpoint: optional(
      pipe(
        custom<string | null>(() => true),
        transform((v) => (typeof v === 'string' ? v : '')),
      ),
      '',
    ),
  }),
});
