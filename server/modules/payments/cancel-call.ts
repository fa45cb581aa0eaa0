/**
 * /exchange/cancel-card-purchase (decision 180): the customer cancels a card purchase whose
 * checkout was left open. The gateway's word is asked first, so a checkout paid a moment ago is
 * credited rather than cancelled; a pending purchase then moves to cancelled under the same row
 * lock as every other settlement. Cancelling again, or cancelling one already ended, answers it
 * as it is; a paid one is refused (PURCHASE_PAID). The gateway has no call to close a hosted
 * checkout: a payment made on it after the cancel is not credited and is marked for refund
 * (settle.ts).
 */
import { CALLS } from '../../../contract/calls/index.js';
import type { CardPurchaseAttempt } from '../../../contract/card-purchases.js';
import { PAYMENT_SERVER_MESSAGES } from '../../../contract/payments.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { attemptOf } from './attempts-call.js';
import { asksGateway, confirmByStatusQuery } from './reconcile.js';
import { findPurchase, settleFromGateway } from './settle.js';

const PAID = 'This purchase was paid, so it cannot be cancelled. It is in your history.';
const RECURRING = 'A recurring buy is settled by its run and cannot be cancelled here.';

export const cancelCardPurchase = defineCall(CALLS.cancelCardPurchase, {
  rules: (o) => ({ trackingId: o.tracking_id }),
  async handle(ctx, p): Promise<{ data: CardPurchaseAttempt; message: string }> {
    const { deps } = ctx;
    let purchase = await findPurchase(deps, p.trackingId);
    if (!purchase || purchase.user_id !== requireUser(ctx).id)
      throw new ApiError('NOT_FOUND', PAYMENT_SERVER_MESSAGES.purchaseNotFound);
    if (purchase.plan_id) throw new ApiError('VALIDATION', RECURRING);
    if (asksGateway(purchase)) {
      await confirmByStatusQuery(deps, purchase, 'status-query');
      purchase = (await findPurchase(deps, p.trackingId)) ?? purchase;
    }
    if (purchase.status === 'pending') {
      await settleFromGateway(
        deps,
        {
          token: purchase.checkout_token,
          trackingId: purchase.tracking_id,
          uid: null,
          status: 'cancelled',
          amountMinor: null,
          currency: null,
          code: null,
          message: 'Cancelled by the customer',
          test: purchase.test,
        },
        'customer',
      );
      purchase = (await findPurchase(deps, p.trackingId)) ?? purchase;
    }
    if (purchase.status === 'success') throw new ApiError('PURCHASE_PAID', PAID);
    return {
      data: attemptOf(purchase, deps.clock.now()),
      message:
        purchase.status === 'cancelled'
          ? 'Purchase cancelled. Nothing was charged.'
          : 'This purchase had already ended.',
    };
  },
});
