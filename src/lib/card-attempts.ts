/**
 * Card purchases that credited nothing, as rows of the history (decision 117): a Buy with its
 * state (Failed, Declined, Cancelled, Expired, Pending) and the amount it was for, in grey, with
 * the charge, why it did not go through, and a pending one's expiry (decisions 179 and 180).
 */
import { CARD_STATUS_LABELS, type CardPurchaseAttempt } from '../../contract/card-purchases.js';
import type { DisplayTransaction } from './transactions.js';

export function cardAttemptRow(p: CardPurchaseAttempt): DisplayTransaction {
  return {
    id: `card:${p.tracking_id}`,
    type: 'Buy',
    amount: p.crypto_amount,
    currency: p.coin,
    sign: '',
    amountColor: 'neutral',
    createdAt: p.created_at,
    status: CARD_STATUS_LABELS[p.status] ?? 'Failed',
    iconName: 'buy',
    card: {
      total: p.total_amount,
      fiat: p.fiat_currency,
      reason: p.reason ?? null,
      expiresAt: p.expires_at ?? null,
      pending: p.status === 'pending',
    },
    details: {
      transactionId: p.reference,
      trackingId: p.tracking_id,
      recipient: null,
      sender: null,
      network: null,
      paymentMethod: 'Debit Card',
      reference: p.reference,
      txHash: null,
      explorerUrl: null,
      networkFee: null,
    },
  };
}

/** The history rows with the card attempts merged in, newest first; `asset` keeps that coin's. */
export function withCardAttempts(
  rows: readonly DisplayTransaction[],
  attempts: readonly CardPurchaseAttempt[],
  asset?: string,
): DisplayTransaction[] {
  const extra = attempts.filter((a) => !asset || a.coin === asset).map(cardAttemptRow);
  if (extra.length === 0) return [...rows];
  return [...rows, ...extra].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}
