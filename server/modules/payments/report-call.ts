/**
 * /exchange/insert-transaction: the client's record of a card purchase (spec section 3). The
 * report is kept once per purchase as the client sent it, and moves nothing: the answer is the
 * gateway's verified status, learnt from its notification or from the server's own status query
 * made now that the customer is back. A client claiming success for a declined payment gets
 * 'declined' and no crypto. Status queries are throttled per purchase and per customer (decision
 * 045); a purchase whose final status we already hold is answered from the database, unthrottled.
 */
import { randomUUID } from 'node:crypto';
import { isCoin } from '../../../contract/assets.js';
import type { ParsedOf } from '../../../contract/calls/define.js';
import { CALLS } from '../../../contract/calls/index.js';
import { cardFailureReason } from '../../../contract/card-declines.js';
import { PAYMENT_SERVER_MESSAGES } from '../../../contract/payments.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { claimHit, type RateRule, releaseHit } from '../../http/rate-limit.js';
import { waitText } from '../accounts/index.js';
import { coinText, fiatFixed } from './money.js';
import { asksGateway, confirmByStatusQuery } from './reconcile.js';
import { findPurchase, type PurchaseRow } from './settle.js';

/**
 * Gateway status queries one purchase may cause: the payment window records a purchase once per
 * attempt, so a customer needs one or two; five a minute leaves room for retries while keeping one
 * customer from making the server query the gateway without end (every query is a request on the
 * shop's gateway account, which all customers share).
 */
export const STATUS_QUERY_PURCHASE_RULE: RateRule = { windowMs: 60_000, max: 5 };
/**
 * Gateway status queries one customer may cause across all their purchases in an hour: well above
 * what genuine purchases need, and a pending purchase still settles without them (the gateway's
 * notification, the reconciler), so a customer who reaches it loses nothing but waiting.
 */
export const STATUS_QUERY_CUSTOMER_RULE: RateRule = { windowMs: 3_600_000, max: 30 };

const purchaseBucket = (trackingId: string) => `card-status:purchase:${trackingId}`;
const customerBucket = (userId: string) => `card-status:customer:${userId}`;

/**
 * Claims a gateway status query for this purchase and for the customer before it is made, so
 * parallel reports cannot outrun the limits; refused with RATE_LIMITED (counting nothing) when
 * either is spent.
 */
export async function countStatusQuery(
  deps: AppDeps,
  purchase: Pick<PurchaseRow, 'tracking_id'>,
  userId: string,
): Promise<void> {
  const now = deps.clock.now();
  const perPurchase = await claimHit(deps.db, purchaseBucket(purchase.tracking_id), STATUS_QUERY_PURCHASE_RULE, now);
  const perCustomer = await claimHit(deps.db, customerBucket(userId), STATUS_QUERY_CUSTOMER_RULE, now);
  if (perPurchase.ok && perCustomer.ok) return;
  if (perPurchase.ok) await releaseHit(deps.db, purchaseBucket(purchase.tracking_id));
  if (perCustomer.ok) await releaseHit(deps.db, customerBucket(userId));
  const wait = Math.max(perPurchase.ok ? 0 : perPurchase.waitSeconds, perCustomer.ok ? 0 : perCustomer.waitSeconds);
  throw new ApiError('RATE_LIMITED', `Too many payment status checks. Please wait ${waitText(wait)} and try again.`, {
    retryAfterSeconds: wait,
  });
}

interface ReportPayload {
  trackingId: string;
  status: string;
  fields: Record<'amount' | 'currency' | 'crypto_value' | 'crypto_currency' | 'usdc' | 'device_type', string | null>;
  data: string | null;
}

function parseReport(o: ParsedOf<typeof CALLS.insertTransaction>): ReportPayload {
  const { amount, currency, crypto_value, crypto_currency, usdc, device_type } = o;
  return {
    trackingId: o.transaction_id,
    status: o.status,
    fields: { amount, currency, crypto_value, crypto_currency, usdc, device_type },
    data: o.data,
  };
}

export const insertTransaction = defineCall(CALLS.insertTransaction, {
  rules: parseReport,
  async handle(ctx, p) {
    const { deps } = ctx;
    const me = requireUser(ctx);
    const purchase = await findPurchase(deps, p.trackingId);
    if (!purchase || purchase.user_id !== me.id)
      throw new ApiError('NOT_FOUND', PAYMENT_SERVER_MESSAGES.purchaseNotFound);

    // Only a query that would reach the gateway counts; a settled purchase is answered from our records.
    if (asksGateway(purchase)) await countStatusQuery(deps, purchase, me.id);
    const verified = await confirmByStatusQuery(deps, purchase, 'status-query');

    const inserted = await deps.db
      .insertInto('card_purchase_reports')
      .values({
        id: randomUUID(),
        tracking_id: purchase.tracking_id,
        user_id: me.id,
        reported_status: p.status,
        ...p.fields,
        data: p.data,
        verified_status: verified,
        created_at: deps.clock.now(),
      })
      .onConflict((oc) => oc.column('tracking_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    const reportId =
      inserted?.id ??
      (
        await deps.db
          .selectFrom('card_purchase_reports')
          .select('id')
          .where('tracking_id', '=', purchase.tracking_id)
          .executeTakeFirstOrThrow()
      ).id;
    if (p.status === 'success' && verified !== 'success')
      deps.log.warn('client reported a card purchase as successful; the gateway does not', {
        trackingId: purchase.tracking_id,
        verified,
      });

    if (!isCoin(purchase.coin)) throw new Error(`purchase ${purchase.tracking_id} has an unknown coin`);
    return {
      data: {
        transaction_id: reportId,
        tracking_id: purchase.tracking_id,
        status: verified,
        crypto_value: coinText(purchase.crypto_amount, purchase.coin),
        crypto_currency: purchase.coin,
        total: fiatFixed(purchase.total_amount),
        currency: purchase.fiat_currency,
        reason: cardFailureReason(verified, (await findPurchase(deps, purchase.tracking_id))?.gateway_code),
      },
    };
  },
});
