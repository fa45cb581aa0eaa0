/**
 * POST /api/bank/notification: the bank tells us of a payment received or a payout's outcome.
 * Accepted only with a valid signature over x-timestamp and the raw body, and a timestamp within
 * the tolerance (the provider adapter checks both): anything else is refused with 401, recorded,
 * and changes nothing. An event seen before is answered 200 and changes nothing; a payment is
 * credited once whatever the number of events naming it.
 */
import type { Hono } from 'hono';
import { clientIp } from '../../http/client-ip.js';
import { type NotificationAnswer, postNotification, tryAgainLater } from '../../http/notification-route.js';
import {
  BANK_NOTIFICATION_PATH,
  type BankEvent,
  BankNotificationRejected,
  type BankNotificationRequest,
} from '../../providers/bank/index.js';
import { watchTransfer } from '../monitoring/index.js';
import { applyIncomingPayment } from './deposits.js';
import type { BankDeps } from './deps.js';
import { settleCashPayout } from './settle.js';

export const BANK_NOTIFICATION_MAX_BYTES = 64 * 1024;

async function seen(deps: BankDeps, eventId: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('bank_notifications')
    .select('id')
    .where('event_id', '=', eventId)
    .where('accepted', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** The monitoring rules look at the customer again once a bank deposit is credited (decision 317). */
async function watchCreditedDeposit(deps: BankDeps, paymentId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('bank_deposits')
    .select('user_id')
    .where('provider_payment_id', '=', paymentId)
    .executeTakeFirst();
  if (row?.user_id) watchTransfer(deps, row.user_id);
}

async function apply(deps: BankDeps, event: BankEvent): Promise<string> {
  if (event.kind === 'deposit') {
    const outcome = await applyIncomingPayment(deps, event.payment);
    if (outcome === 'credited') await watchCreditedDeposit(deps, event.payment.paymentId);
    return outcome;
  }
  if (event.kind === 'payout') {
    // Payouts are also the returns of refused deposits (request id return-<payment id>): nothing to settle.
    const outcome = await settleCashPayout(deps, event.payout);
    if (outcome === 'unknown' && !event.payout.requestId.startsWith('return-'))
      deps.log.warn('bank payout notification for no known withdrawal', { requestId: event.payout.requestId });
    return outcome;
  }
  return 'ignored';
}

async function receiveBankNotification(
  deps: BankDeps,
  req: BankNotificationRequest,
  ip: string | null,
): Promise<NotificationAnswer> {
  const record = (accepted: boolean, reason: string | null, event: BankEvent | null) =>
    deps.db
      .insertInto('bank_notifications')
      .values({
        received_at: deps.clock.now(),
        accepted,
        reason,
        event_id: event?.eventId ?? null,
        event_name: event ? (event.kind === 'other' ? event.name : event.kind) : null,
        ip,
      })
      .onConflict((oc) => oc.column('event_id').where('accepted', '=', true).doNothing())
      .execute();

  // A refusal is the sender's fault whatever becomes of its row: it is answered 4xx even when the
  // row cannot be written, and the log line keeps its trace.
  const recordRefusal = async (reason: string) => {
    try {
      await record(false, reason, null);
    } catch (e) {
      deps.log.error('bank notification refusal not recorded', {
        reason,
        ip,
        error: e instanceof Error ? `${e.name}: ${e.message}` : 'unknown',
      });
    }
  };

  if (req.rawBody.length > BANK_NOTIFICATION_MAX_BYTES) {
    await recordRefusal('body too large');
    return { status: 413, body: { status: 'error', message: 'Body too large' } };
  }
  let event: BankEvent;
  try {
    event = deps.providers.bank.verifyNotification(req, deps.clock.now());
  } catch (e) {
    const reason = e instanceof BankNotificationRejected ? e.reason : 'unreadable';
    await recordRefusal(reason);
    deps.log.warn('bank notification refused', { reason, ip });
    return { status: 401, body: { status: 'error', message: 'Unauthorized' } };
  }
  if (await seen(deps, event.eventId)) return { status: 200, body: { status: 'ok', outcome: 'duplicate' } };
  try {
    const outcome = await apply(deps, event);
    await record(true, null, event);
    return { status: 200, body: { status: 'ok', outcome } };
  } catch (e) {
    return tryAgainLater(deps.log, 'bank notification', { eventId: event.eventId }, e);
  }
}

export function registerBankNotifications(app: Hono, deps: BankDeps): void {
  postNotification(app, BANK_NOTIFICATION_PATH, (c, rawBody) =>
    receiveBankNotification(
      deps,
      { timestamp: c.req.header('x-timestamp'), signature: c.req.header('x-signature'), rawBody },
      clientIp(c, deps.config.trustProxy),
    ),
  );
}
