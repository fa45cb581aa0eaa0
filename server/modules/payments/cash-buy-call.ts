/** /exchange/buy-with-balance: a purchase paid from the cash balance at once (decision 267). */
import { CALLS } from '../../../contract/calls/index.js';
import { defineCall, requireUser } from '../../http/call.js';
import { buyWithCashBalance } from './cash-buy.js';

export const buyWithBalance = defineCall(CALLS.buyWithBalance, {
  async handle(ctx, p) {
    const data = await buyWithCashBalance(ctx.deps, requireUser(ctx).id, {
      amount: p.amount,
      coin: p.crypto_currency,
      cryptoValue: p.crypto_value,
      shownPrice: p.shown_price,
      idempotencyKey: ctx.idempotencyKey ?? null,
    });
    return { data };
  },
});
