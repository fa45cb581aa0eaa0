/** /exchange/get-card-purchases: the customer's card purchases that credited nothing (decision 117). */

import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { cardFailureReason } from '../../../contract/card-declines.js';
import { CARD_PURCHASES_LIMIT, type CardPurchaseAttempt } from '../../../contract/card-purchases.js';
import { referenceOf } from '../../../contract/references.js';
import { defineCall, requireUser } from '../../http/call.js';
import { checkoutExpiresAt, paidTooLate } from './expiry.js';
import { coinText, fiatFixed } from './money.js';
import type { PurchaseRow } from './settle.js';

export const getCardPurchases = defineCall(CALLS.getCardPurchases, {
  async handle(ctx): Promise<{ data: CardPurchaseAttempt[] }> {
    const rows = await ctx.deps.db
      .selectFrom('card_purchases')
      .select([
        'public_id',
        'tracking_id',
        'status',
        'coin',
        'crypto_amount',
        'fiat_currency',
        'total_amount',
        'created_at',
        'expires_at',
        'gateway_code',
      ])
      .where('user_id', '=', requireUser(ctx).id)
      .where('status', '!=', 'success')
      .orderBy('created_at', 'desc')
      .limit(CARD_PURCHASES_LIMIT)
      .execute();
    const now = ctx.deps.clock.now();
    return { data: rows.map((r) => attemptOf(r, now)) };
  },
});

type AttemptRow = Pick<
  PurchaseRow,
  | 'public_id'
  | 'tracking_id'
  | 'status'
  | 'coin'
  | 'crypto_amount'
  | 'fiat_currency'
  | 'total_amount'
  | 'created_at'
  | 'expires_at'
  | 'gateway_code'
>;

/**
 * A purchase as the history shows it. A pending one past its checkout's expiry (and the grace
 * for the gateway's late word) can no longer be credited: it shows as expired at once, before
 * the reconciler records it (decision 180).
 */
export function attemptOf(r: AttemptRow, now: Date): CardPurchaseAttempt {
  const status = r.status === 'pending' && paidTooLate(r, now) ? 'expired' : r.status;
  return {
    reference: referenceOf(r.public_id),
    tracking_id: r.tracking_id,
    status: status as CardPurchaseAttempt['status'],
    coin: r.coin as CoinSymbol,
    crypto_amount: coinText(r.crypto_amount, r.coin),
    fiat_currency: r.fiat_currency as FiatSymbol,
    total_amount: fiatFixed(r.total_amount),
    created_at: new Date(r.created_at).toISOString(),
    reason: cardFailureReason(status, r.gateway_code),
    expires_at: status === 'pending' ? checkoutExpiresAt(r.created_at, r.expires_at).toISOString() : null,
  };
}
