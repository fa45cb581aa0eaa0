/**
 * /exchange/insert-transaction: the client's record of a card purchase (spec section 3). The
 * report is kept once per purchase as the client sent it, and moves nothing: the answer is the
 * gateway's verified status, learnt from its notification or from the server's own status query
 * made now that the customer is back. A client claiming success for a declined payment gets
 * 'declined' and no crypto.
 */
import { randomUUID } from 'node:crypto';
import { isCoin } from '../../../contract/assets.js';
import {
  type InsertTransactionAnswer,
  PAYMENT_SERVER_MESSAGES,
  REPORTED_STATUSES,
} from '../../../contract/payments.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { payloadObject } from '../accounts/payload.js';
import { coinText, fiatFixed } from './money.js';
import { confirmByStatusQuery } from './reconcile.js';
import { findPurchase } from './settle.js';

const MAX_TEXT = 100;
const MAX_DATA = 8 * 1024;

interface ReportPayload {
  trackingId: string;
  status: string;
  fields: Record<'amount' | 'currency' | 'crypto_value' | 'crypto_currency' | 'usdc' | 'device_type', string | null>;
  data: string | null;
}

function shortText(o: Record<string, unknown>, key: string, errors: Record<string, string>): string | null {
  const v = o[key];
  if (v === undefined || v === null || v === '') return null;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string' || v.length > MAX_TEXT) {
    errors[key] = `${key} must be text of at most ${MAX_TEXT} characters`;
    return null;
  }
  return v;
}

function parseReport(raw: unknown): ReportPayload {
  const o = payloadObject(raw);
  const errors: Record<string, string> = {};
  const trackingId = o.transaction_id;
  if (typeof trackingId !== 'string' || trackingId === '' || trackingId.length > MAX_TEXT)
    errors.transaction_id = 'transaction_id must be the tracking id of the purchase';
  const status = typeof o.status === 'string' ? o.status.toLowerCase() : '';
  if (!(REPORTED_STATUSES as readonly string[]).includes(status))
    errors.status = `status must be one of ${REPORTED_STATUSES.join(', ')}`;
  const fields = {
    amount: shortText(o, 'amount', errors),
    currency: shortText(o, 'currency', errors),
    crypto_value: shortText(o, 'crypto_value', errors),
    crypto_currency: shortText(o, 'crypto_currency', errors),
    usdc: shortText(o, 'usdc', errors),
    device_type: shortText(o, 'device_type', errors),
  };
  let data: string | null = null;
  if (o.data !== undefined && o.data !== null) {
    if (typeof o.data !== 'object' || Array.isArray(o.data)) errors.data = 'data must be an object';
    else {
      data = JSON.stringify(o.data);
      if (data.length > MAX_DATA) errors.data = `data must be at most ${MAX_DATA} bytes`;
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { trackingId: trackingId as string, status, fields, data };
}

export const insertTransaction = defineCall<ReportPayload, InsertTransactionAnswer>({
  path: '/exchange/insert-transaction',
  access: 'user',
  idempotent: true,
  parse: parseReport,
  async handle(ctx, p) {
    const { deps } = ctx;
    const me = requireUser(ctx);
    const purchase = await findPurchase(deps, p.trackingId);
    if (!purchase || purchase.user_id !== me.id)
      throw new ApiError('NOT_FOUND', PAYMENT_SERVER_MESSAGES.purchaseNotFound);

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
      },
    };
  },
});
