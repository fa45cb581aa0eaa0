/** Card purchases that credited nothing (decision 117). */

import {
  cancelCardPurchase as cancelPurchase,
  getCardPurchases as cardPurchases,
} from '../../contract/calls/exchange.js';
import type { CardPurchaseAttempt } from '../../contract/card-purchases.js';
import { api } from './client.js';

export async function getCardPurchases(): Promise<CardPurchaseAttempt[]> {
  const r = await api.call(cardPurchases, {});
  return r.data;
}

/** Cancels a pending card purchase (decision 180); answers it as it now is. */
export async function cancelCardPurchase(trackingId: string): Promise<CardPurchaseAttempt> {
  return (await api.call(cancelPurchase, { tracking_id: trackingId })).data;
}
