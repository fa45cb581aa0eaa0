/**
 * POST /api/payments/notification: the gateway tells us a payment's outcome. Accepted only with
 * the shop's Basic credentials and a valid Content-Signature over the raw body (the gateway
 * adapter checks both); anything else is refused with 401 and changes nothing. Every delivery is
 * logged. Repeats are harmless: a purchase leaves 'pending' once and is credited once.
 */
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps.js';
import { clientIp } from '../../http/client-ip.js';
import { type NotificationAnswer, postNotification, tryAgainLater } from '../../http/notification-route.js';
import { NotificationRejected, type NotificationRequest } from '../../providers/gateway/index.js';
import { settleFromGateway } from './settle.js';
import { NOTIFICATION_PATH } from './urls.js';

export const NOTIFICATION_MAX_BYTES = 64 * 1024;

/** Refused notifications kept as rows for an operator to look at; older ones live on as counts. */
export const REFUSED_NOTIFICATIONS_KEPT = 50;

async function countRefusal(deps: Pick<AppDeps, 'db' | 'clock'>, reason: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .insertInto('gateway_notification_refusals')
    .values({ reason, count: '1', first_at: now, last_at: now })
    .onConflict((oc) =>
      oc.column('reason').doUpdateSet({ count: sql`gateway_notification_refusals.count + 1`, last_at: now }),
    )
    .execute();
}

/** Drops refused rows older than the newest REFUSED_NOTIFICATIONS_KEPT; accepted ones are all kept. */
async function pruneRefusals(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await sql`delete from gateway_notifications where not accepted and id < (
      select id from gateway_notifications where not accepted
      order by id desc offset ${REFUSED_NOTIFICATIONS_KEPT - 1} limit 1)`.execute(deps.db);
}

export async function receiveNotification(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
  req: NotificationRequest,
  ip: string | null,
): Promise<NotificationAnswer> {
  const log = (accepted: boolean, reason: string | null, trackingId: string | null, status: string | null) =>
    deps.db
      .insertInto('gateway_notifications')
      .values({ received_at: deps.clock.now(), accepted, reason, tracking_id: trackingId, status, ip })
      .execute();
  const refuse = async (reason: string) => {
    await countRefusal(deps, reason);
    await log(false, reason, null, null);
    await pruneRefusals(deps);
  };

  if (req.rawBody.length > NOTIFICATION_MAX_BYTES) {
    await refuse('body too large');
    return { status: 413, body: { status: 'error', message: 'Body too large' } };
  }
  let word: ReturnType<typeof deps.providers.gateway.verifyNotification>;
  try {
    word = deps.providers.gateway.verifyNotification(req);
  } catch (e) {
    const reason = e instanceof NotificationRejected ? e.reason : 'unreadable';
    await refuse(reason);
    deps.log.warn('card gateway notification refused', { reason, ip });
    return { status: 401, body: { status: 'error', message: 'Unauthorized' } };
  }
  await log(true, null, word.trackingId, word.status);
  try {
    const outcome = await settleFromGateway(deps, word, 'notification');
    if (!outcome.found)
      deps.log.warn('card gateway notification for an unknown purchase', { trackingId: word.trackingId });
    return { status: 200, body: { status: 'ok' } };
  } catch (e) {
    return tryAgainLater(deps.log, 'card gateway notification', { trackingId: word.trackingId }, e);
  }
}

export function registerPaymentNotifications(
  app: Hono,
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
): void {
  postNotification(app, NOTIFICATION_PATH, (c, rawBody) =>
    receiveNotification(
      deps,
      { authorization: c.req.header('authorization'), signature: c.req.header('content-signature'), rawBody },
      clientIp(c, deps.config.trustProxy),
    ),
  );
}
