/**
 * Every card purchase is recorded against the merchant of the customer's region (request type 3,
 * buy), pending when the checkout opens and final when the gateway settles it, for the admin's
 * merchant history. Called inside the transaction that changes the purchase.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { type MerchantTransactionInput, recordMerchantTransaction } from '../merchants/index.js';
import type { PaymentTables } from './tables.js';

type Purchase = Selectable<PaymentTables['card_purchases']>;

const OUTCOMES: Record<Purchase['status'], MerchantTransactionInput['outcome']> = {
  pending: 'pending',
  success: 'completed',
  declined: 'declined',
  failed: 'failed',
  cancelled: 'cancelled',
  expired: 'expired',
};

export async function recordPurchaseForMerchant(
  w: Pick<AppDeps, 'config'> & { db: Kysely<DB> },
  p: Purchase,
  at: Date,
): Promise<void> {
  await recordMerchantTransaction(w, {
    requestType: 'buy',
    transactionId: p.tracking_id,
    userId: p.user_id,
    outcome: OUTCOMES[p.status],
    amount: BigInt(p.total_amount),
    currency: p.fiat_currency,
    currencyAmount: BigInt(p.crypto_amount),
    currencyValue: p.coin,
    source: 'card',
    orderReference: p.gateway_uid ?? p.tracking_id,
    at,
  });
}
