/** Price alert calls (decision 142). The server's rules check every field. */
import type { PriceAlertData, PriceAlertListData, UnseenAlertsData } from '../alerts.js';
import { defineSpec } from './define.js';
import { checkedByRule, noFields, payload } from './fields.js';

const alertFields = {
  coin: checkedByRule<string>(),
  kind: checkedByRule<string>(),
  /** above / below: a decimal in the customer's display currency. */
  price: checkedByRule<string>(),
  /** move: the percentage over 24 hours. */
  percent: checkedByRule<string>(),
};

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
  payload: payload({ id: checkedByRule<string>(), ...alertFields }),
});

export const deletePriceAlert = defineSpec<undefined>()({
  path: '/alerts/delete',
  access: 'user',
  payload: payload({ id: checkedByRule<string>() }),
});

/** Arms a fired alert again, unchanged. */
export const rearmPriceAlert = defineSpec<PriceAlertData>()({
  path: '/alerts/rearm',
  access: 'user',
  payload: payload({ id: checkedByRule<string>() }),
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
    endpoint: checkedByRule<string>(),
    keys: checkedByRule<{ p256dh: string; auth: string }>(),
  }),
});

export const unsubscribePush = defineSpec<undefined>()({
  path: '/alerts/unsubscribe-push',
  access: 'user',
  payload: payload({ endpoint: checkedByRule<string>() }),
});
