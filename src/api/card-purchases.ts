/** Card purchases that credited nothing (decision 117). */

import { getCardPurchases as cardPurchases } from '../../contract/calls/exchange.js';
import type { CardPurchaseAttempt } from '../../contract/card-purchases.js';
import { api } from './client.js';

export async function getCardPurchases(): Promise<CardPurchaseAttempt[]> {
  const r = await api.call(cardPurchases, {});
  return Array.isArray(r.data) ? r.data : [];
}
