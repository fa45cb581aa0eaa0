/** /exchange/get-card-purchases: the customer's card purchases that credited nothing (decision 117). */

import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { cardFailureReason } from '../../../contract/card-declines.js';
import { CARD_PURCHASES_LIMIT, type CardPurchaseAttempt } from '../../../contract/card-purchases.js';
import { referenceOf } from '../../../contract/references.js';
import { defineCall, requireUser } from '../../http/call.js';
import { checkoutExpiresAt } from './expiry.js';
import { coinText, fiatFixed } from './money.js';

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
    return {
      data: rows.map((r) => ({
        reference: referenceOf(r.public_id),
        tracking_id: r.tracking_id,
        status: r.status as CardPurchaseAttempt['status'],
        coin: r.coin as CoinSymbol,
        crypto_amount: coinText(r.crypto_amount, r.coin),
        fiat_currency: r.fiat_currency as FiatSymbol,
        total_amount: fiatFixed(r.total_amount),
        created_at: new Date(r.created_at).toISOString(),
        reason: cardFailureReason(r.status, r.gateway_code),
        expires_at: r.status === 'pending' ? checkoutExpiresAt(r.created_at, r.expires_at).toISOString() : null,
      })),
    };
  },
});
