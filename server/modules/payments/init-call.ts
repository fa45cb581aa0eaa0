/**
 * /exchange/init-transaction: opens a card purchase. It refuses an incomplete profile
 * (PROFILE_INCOMPLETE), rejected customers (KYC_REQUIRED), a charge above BUY_MAX_AMOUNT
 * (ABOVE_MAX_AMOUNT), too many checkouts this hour (RATE_LIMITED, claimed before the checks that
 * follow) and, without approved KYC, card charges above 200 in the market currency over 30 days
 * (KYC_REQUIRED; decision 101). It prices the crypto from the ask price, stores a pending purchase
 * under a new tracking id (openPurchase, shared with recurring buys) and opens the gateway's hosted
 * checkout, which expires (decision 102). With save_card the checkout keeps the card (decision 143).
 */
import type { Selectable } from 'kysely';
import type { CoinSymbol } from '../../../contract/assets.js';
import type { ParsedOf } from '../../../contract/calls/define.js';
import { CALLS } from '../../../contract/calls/index.js';
import {
  BUY_MESSAGES,
  buyDecimals,
  hasAtMostDecimals,
  type InitTransactionAnswer,
  PAYMENT_SERVER_MESSAGES,
} from '../../../contract/payments.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { GatewayError } from '../../providers/gateway/index.js';
import { inTransaction } from '../ledger/index.js';
import { recordPurchaseForMerchant } from './merchant.js';
import { coinText, fiatFixed } from './money.js';
import { activeCustomer, openPurchase, purchaseDescription } from './open-purchase.js';
import type { PaymentTables } from './tables.js';
import { checkReturnUrl, notificationUrl } from './urls.js';

interface InitPayload {
  amount: string;
  currency: string | null;
  cryptoValue: string;
  coin: CoinSymbol;
  usdc: string | null;
  urls: { success: string | null; decline: string | null; fail: string | null; cancel: string | null };
  /** The customer agreed to keep the card for recurring buys (decision 143). */
  saveCard: boolean;
}

/** The payload schema checked every field; how many decimals the crypto may have is the coin's. */
function parseInit(o: ParsedOf<typeof CALLS.initTransaction>): InitPayload {
  const coin = o.crypto_currency;
  if (!hasAtMostDecimals(o.crypto_value, buyDecimals(coin)))
    throw validationError({ crypto_value: BUY_MESSAGES.invalidAmount });
  return {
    amount: o.amount,
    currency: o.currency,
    cryptoValue: o.crypto_value,
    coin,
    usdc: o.usdc,
    urls: { success: o.success_url, decline: o.decline_url, fail: o.fail_url, cancel: o.cancel_url },
    saveCard: o.save_card,
  };
}

type PurchaseRow = Selectable<PaymentTables['card_purchases']>;

/** The answer for a purchase whose checkout is open: the same for the first attempt and a retry. */
function checkoutAnswer(row: PurchaseRow, checkout: { token: string; redirectUrl: string }): InitTransactionAnswer {
  const coin = row.coin as CoinSymbol;
  return {
    tracking_id: row.tracking_id,
    checkout: { token: checkout.token, redirect_url: checkout.redirectUrl },
    purchase: {
      amount: fiatFixed(row.fiat_amount),
      fee: fiatFixed(row.fee_amount),
      total: fiatFixed(row.total_amount),
      currency: row.fiat_currency,
      crypto_value: coinText(row.crypto_amount, coin),
      crypto_currency: coin,
      price: row.price,
    },
  };
}

/**
 * A retry of a call whose answer was lost (decision 189): the purchase carries the call's
 * Idempotency-Key, so the retry answers the checkout its first attempt opened instead of opening a
 * second one. A purchase whose checkout was never recorded cannot be paid (the customer never got
 * its address): it is closed and the retry answers as a checkout that could not be opened.
 */
async function earlierAttempt(deps: AppDeps, userId: string, key: string | undefined) {
  if (key === undefined) return null;
  const row = await deps.db
    .selectFrom('card_purchases')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.checkout_token !== null && row.redirect_url !== null)
    return { data: checkoutAnswer(row, { token: row.checkout_token, redirectUrl: row.redirect_url }) };
  await closeUnopened(deps, row.tracking_id);
  throw new ApiError('INTERNAL', BUY_MESSAGES.initFailed, { status: 502 });
}

export const initTransaction = defineCall(CALLS.initTransaction, {
  rules: parseInit,
  async handle(ctx, p) {
    const { deps } = ctx;
    const me = requireUser(ctx);
    // Before the checks and the hourly count: the retry of an attempt that already opened one.
    const earlier = await earlierAttempt(deps, me.id, ctx.idempotencyKey);
    if (earlier) return earlier;
    const user = await activeCustomer(deps, me.id);
    if (p.currency !== null && p.currency.toUpperCase() !== user.currency_code)
      throw validationError({ currency: PAYMENT_SERVER_MESSAGES.currencyMismatch });
    const urls = {
      success: checkReturnUrl(deps.config, 'success_url', p.urls.success),
      decline: checkReturnUrl(deps.config, 'decline_url', p.urls.decline),
      fail: checkReturnUrl(deps.config, 'fail_url', p.urls.fail),
      cancel: checkReturnUrl(deps.config, 'cancel_url', p.urls.cancel),
    };
    const opened = await openPurchase(deps, user, {
      amount: p.amount,
      coin: p.coin,
      cryptoValue: p.cryptoValue,
      usdc: p.usdc,
      saveCard: p.saveCard,
      idempotencyKey: ctx.idempotencyKey ?? null,
    });
    const { trackingId, fiat, cryptoUnits } = opened;

    let checkout: { token: string; redirectUrl: string };
    try {
      checkout = await deps.providers.gateway.createCheckout({
        trackingId,
        amountMinor: opened.totalUnits,
        currency: fiat,
        description: purchaseDescription(cryptoUnits, p.coin),
        test: opened.test,
        returnUrls: urls,
        notificationUrl: notificationUrl(deps.config),
        expiresAt: opened.expiresAt,
        saveCard: p.saveCard,
        customer: {
          email: user.email,
          firstName: user.first_name,
          lastName: user.last_name,
          address: user.address,
          city: user.city,
          state: user.state,
          zip: user.postal,
          country: user.country_code,
        },
      });
    } catch (e) {
      deps.log.error('card checkout could not be opened', {
        trackingId,
        error: e instanceof GatewayError ? e.message : (e as Error).name,
      });
      await closeUnopened(deps, trackingId);
      throw new ApiError('INTERNAL', BUY_MESSAGES.initFailed, { status: 502 });
    }

    const row = await deps.db
      .updateTable('card_purchases')
      .set({ checkout_token: checkout.token, redirect_url: checkout.redirectUrl, updated_at: deps.clock.now() })
      .where('tracking_id', '=', trackingId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { data: checkoutAnswer(row, checkout) };
  },
});

/** A checkout that never opened can never be paid: close the purchase as failed. */
async function closeUnopened(deps: AppDeps, trackingId: string): Promise<void> {
  const now = deps.clock.now();
  await inTransaction(deps.db, async (trx) => {
    const row = await trx
      .updateTable('card_purchases')
      .set({ status: 'failed', gateway_message: 'Checkout could not be opened', settled_at: now, updated_at: now })
      .where('tracking_id', '=', trackingId)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    if (row) await recordPurchaseForMerchant({ ...deps, db: trx }, row, now);
  });
}
