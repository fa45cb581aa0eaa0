/** Price alerts and this browser's Web Push subscription (decision 142), typed by the call table. */
import type { PriceAlertKind } from '../../contract/alerts.js';
import * as calls from '../../contract/calls/alerts.js';
import { api } from './client.js';

export interface AlertInput {
  coin: string;
  kind: PriceAlertKind;
  price?: string;
  percent?: string;
}

export async function listPriceAlerts() {
  const r = await api.call(calls.listPriceAlerts, {});
  return r.data ?? { alerts: [], max: 20, pushKey: '' };
}

export function createPriceAlert(input: AlertInput) {
  return api.call(calls.createPriceAlert, input);
}

export function updatePriceAlert(id: string, input: AlertInput) {
  return api.call(calls.updatePriceAlert, { id, ...input });
}

export function deletePriceAlert(id: string) {
  return api.call(calls.deletePriceAlert, { id });
}

export function rearmPriceAlert(id: string) {
  return api.call(calls.rearmPriceAlert, { id });
}

export async function unseenPriceAlerts(): Promise<number> {
  return (await api.call(calls.getUnseenPriceAlerts, {})).data?.unseen ?? 0;
}

export function markPriceAlertsSeen() {
  return api.call(calls.markPriceAlertsSeen, {});
}

export function subscribePush(sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  return api.call(calls.subscribePush, sub);
}

export function unsubscribePush(endpoint: string) {
  return api.call(calls.unsubscribePush, { endpoint });
}
