/**
 * Card purchases that did not credit any crypto (failed, declined, cancelled, expired, or still
 * pending at the gateway): the history shows them with their state (decision 117). Successful
 * purchases are in the transaction history as ledger rows.
 */
import type { CoinSymbol, FiatSymbol } from './assets.js';

export const CARD_PURCHASES_LIMIT = 100;

export type UnsettledCardStatus = 'pending' | 'failed' | 'declined' | 'cancelled' | 'expired';

export interface CardPurchaseAttempt {
  /** What the customer quotes to support (contract/references.ts). */
  reference: string;
  tracking_id: string;
  status: UnsettledCardStatus;
  coin: CoinSymbol;
  crypto_amount: string;
  fiat_currency: FiatSymbol;
  /** What the card was to be charged, fee included, 2 decimals. */
  total_amount: string;
  /** ISO 8601 in UTC. */
  created_at: string;
  /** Why it did not go through, in the customer's words; null while pending (decision 179). */
  reason: string | null;
  /** Pending: when the checkout expires if not paid (ISO 8601 in UTC); otherwise null (decision 180). */
  expires_at: string | null;
}

/** The history's wording of each state. */
export const CARD_STATUS_LABELS: Record<UnsettledCardStatus, string> = {
  pending: 'Pending',
  failed: 'Failed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
