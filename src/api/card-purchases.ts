/** Card purchases that credited nothing (decision 117). */
import { CARD_PURCHASES_PATH, type CardPurchaseAttempt } from '../../contract/card-purchases.js';
import { api } from './client.js';

export async function getCardPurchases(): Promise<CardPurchaseAttempt[]> {
  const r = await api.call<CardPurchaseAttempt[]>(CARD_PURCHASES_PATH, {});
  return Array.isArray(r.data) ? r.data : [];
}
