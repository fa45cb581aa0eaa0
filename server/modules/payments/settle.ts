/**
 * Settling a card purchase from the gateway's verified word (a signed notification or the
 * server's own status query). This is the only code that moves a purchase out of 'pending' and
 * the only caller of the ledger credit. The credit happens at most once per tracking id: the
 * status moves from 'pending' under a row lock, and the ledger refuses a second movement with the
 * same reference. A crash between the two is repaired by the next word or by the reconciler
 * (ensureCredited), which only ever completes a credit for a purchase already marked paid.
 */
import type { Selectable } from 'kysely';
import { FIAT_SCALE, type FiatSymbol, isCoin, isFiat } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';
import type { PurchaseStatus } from '../../../contract/payments.js';
import type { AppDeps } from '../../deps.js';
import type { GatewayPayment, GatewayStatus } from '../../providers/gateway/index.js';
import { creditCardPurchase, inTransaction } from '../ledger/index.js';
import { paidTooLate } from './expiry.js';
import { recordPurchaseForMerchant } from './merchant.js';
import { coinScale } from './money.js';
import type { PaymentTables } from './tables.js';

export type PurchaseRow = Selectable<PaymentTables['card_purchases']>;
export type SettledBy = 'notification' | 'status-query' | 'reconciler' | 'charge' | 'customer';

/** What a gateway status means for the purchase; null while the payment is still open. */
function finalStatusOf(status: GatewayStatus): Exclude<PurchaseStatus, 'pending'> | null {
  switch (status) {
    case 'successful':
      return 'success';
    case 'declined':
      return 'declined';
    case 'failed':
    case 'error':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return 'expired';
    default:
      return null;
  }
}

export async function findPurchase(deps: Pick<AppDeps, 'db'>, trackingId: string): Promise<PurchaseRow | undefined> {
  return deps.db.selectFrom('card_purchases').selectAll().where('tracking_id', '=', trackingId).executeTakeFirst();
}

interface SettleOutcome {
  found: boolean;
  status: PurchaseStatus | null;
  /** True when this call moved the purchase out of pending. */
  changed: boolean;
}

/**
 * Applies the gateway's word about a payment. A 'successful' word whose amount or currency does
 * not match what was charged settles nothing as paid: it is recorded as failed for review.
 */
export async function settleFromGateway(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
  word: GatewayPayment,
  by: SettledBy,
): Promise<SettleOutcome> {
  let trackingId = word.trackingId;
  if (!trackingId && word.token) {
    const byToken = await deps.db
      .selectFrom('card_purchases')
      .select('tracking_id')
      .where('checkout_token', '=', word.token)
      .executeTakeFirst();
    trackingId = byToken?.tracking_id ?? null;
  }
  if (!trackingId) return { found: false, status: null, changed: false };
  const current = await findPurchase(deps, trackingId);
  if (!current) return { found: false, status: null, changed: false };

  let next = finalStatusOf(word.status);
  let message = word.message;
  let refundReason: string | null = null;
  if (next === 'success') {
    const amountOk = word.amountMinor !== null && word.amountMinor === BigInt(current.total_amount);
    const currencyOk = word.currency !== null && word.currency.toUpperCase() === current.fiat_currency;
    const tokenOk = !word.token || !current.checkout_token || word.token === current.checkout_token;
    // A test-mode payment moves no real money: in production it never buys real crypto.
    const liveOk = deps.config.mode !== 'production' || !word.test;
    if (!amountOk || !currencyOk || !tokenOk || !liveOk) {
      deps.log.error('card payment does not match its purchase; not credited', {
        trackingId,
        amount: word.amountMinor?.toString() ?? null,
        currency: word.currency,
      });
      next = 'failed';
      message = liveOk ? 'Paid amount does not match the purchase' : 'Test payment in production';
    }
  }
  if (next === 'success' && (current.status === 'cancelled' || current.status === 'expired')) {
    // Paid on a checkout the customer cancelled, or that expired, before this word came: the
    // purchase stays as it ended (the customer was told so) and the payment is marked for refund.
    await markPaidForRefund(deps, current, word);
    return { found: true, status: current.status, changed: false };
  }
  if (next === 'success') {
    // Paid after the checkout expired (at a price no longer offered), or for an account that has
    // closed: nothing is credited; the payment is recorded for refund (decision 102).
    const owner = await deps.db
      .selectFrom('users')
      .select('status')
      .where('id', '=', current.user_id)
      .executeTakeFirst();
    const late = paidTooLate(current, deps.clock.now());
    if (late || owner?.status !== 'active') {
      refundReason = late ? 'Paid after the checkout expired' : 'Paid for a closed account';
      deps.log.error('card payment not credited; to be refunded', { trackingId, reason: refundReason });
      next = late ? 'expired' : 'failed';
      message = refundReason;
    }
  }
  if (!next) {
    if (current.status === 'success') await ensureCredited(deps, current);
    return { found: true, status: current.status, changed: false };
  }

  const now = deps.clock.now();
  const moved = await inTransaction(deps.db, async (trx) => {
    const locked = await trx
      .selectFrom('card_purchases')
      .selectAll()
      .where('tracking_id', '=', trackingId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (locked.status !== 'pending') return null;
    const row = await trx
      .updateTable('card_purchases')
      .set({
        status: next,
        gateway_uid: word.uid,
        gateway_status: word.status,
        gateway_code: word.code,
        gateway_message: message,
        settled_by: by,
        settled_at: now,
        updated_at: now,
        refund_reason: refundReason,
      })
      .where('tracking_id', '=', trackingId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordPurchaseForMerchant({ ...deps, db: trx }, row, now);
    // Paid with the customer's consent to keep the card: its token is their saved card.
    const card = next === 'success' && row.save_card ? word.card : null;
    if (card) {
      const saved = { gateway_token: card.token, last4: card.last4, created_at: now };
      await trx
        .insertInto('saved_cards')
        .values({ user_id: row.user_id, ...saved })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(saved))
        .execute();
    }
    return row;
  });

  const settled = moved ?? (await findPurchase(deps, trackingId))!;
  if (settled.status === 'success') await ensureCredited(deps, settled);
  if (moved)
    deps.log.info('card purchase settled', { trackingId, status: settled.status, by, gatewayStatus: word.status });
  return { found: true, status: settled.status, changed: Boolean(moved) };
}

/**
 * A genuine payment for a purchase already cancelled or expired (decision 180): nothing is
 * credited, the payment is recorded with the purchase for refund, once.
 */
async function markPaidForRefund(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  purchase: PurchaseRow,
  word: GatewayPayment,
): Promise<void> {
  const reason = purchase.status === 'cancelled' ? 'Paid after it was cancelled' : 'Paid after the checkout expired';
  const marked = await deps.db
    .updateTable('card_purchases')
    .set({ refund_reason: reason, gateway_uid: word.uid ?? purchase.gateway_uid, updated_at: deps.clock.now() })
    .where('tracking_id', '=', purchase.tracking_id)
    .where('status', '=', purchase.status)
    .where('refund_reason', 'is', null)
    .executeTakeFirst();
  if (marked.numUpdatedRows > 0n)
    deps.log.error('card payment not credited; to be refunded', { trackingId: purchase.tracking_id, reason });
}

/** Completes the credit of a paid purchase; a no-op when it was already credited. */
export async function ensureCredited(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'providers'>,
  purchase: PurchaseRow,
): Promise<void> {
  if (purchase.status !== 'success' || purchase.credit_transaction_id) return;
  if (!isCoin(purchase.coin) || !isFiat(purchase.fiat_currency))
    throw new Error(`purchase ${purchase.tracking_id} has an unknown coin or currency`);
  const credited = await creditCardPurchase(deps, {
    userId: purchase.user_id,
    trackingId: purchase.tracking_id,
    coin: purchase.coin,
    coinAmount: fromUnits(BigInt(purchase.crypto_amount), coinScale(purchase.coin)),
    fiatCurrency: purchase.fiat_currency as FiatSymbol,
    fiatAmount: fromUnits(BigInt(purchase.total_amount), FIAT_SCALE),
  });
  await deps.db
    .updateTable('card_purchases')
    .set({ credit_transaction_id: credited.accountTransactionId, updated_at: deps.clock.now() })
    .where('tracking_id', '=', purchase.tracking_id)
    .where('credit_transaction_id', 'is', null)
    .execute();
}
