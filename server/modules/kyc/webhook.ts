/**
 * POST /api/kyc/webhook: the provider tells us a review changed. Accepted only with a valid
 * signature over the raw body; each delivery is processed once (providers retry); the status is
 * then read back from the provider, so deliveries arriving out of order cannot undo a later one.
 * Any answer but 2xx makes the provider deliver again later.
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { type NotificationAnswer, postNotification } from '../../http/notification-route.js';
import { KYC_WEBHOOK_PATH } from '../../providers/kyc/index.js';
import { refreshKycStatus } from './status.js';

export { KYC_WEBHOOK_PATH };

/** A review notice is a few hundred bytes; the provider never sends more than this. */
export const KYC_WEBHOOK_MAX_BYTES = 64 * 1024;

async function handleKycWebhook(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
  rawBody: string,
  header: (name: string) => string | undefined,
): Promise<NotificationAnswer> {
  const provider = deps.providers.kyc;
  const event = rawBody.length <= KYC_WEBHOOK_MAX_BYTES ? provider.openWebhook(rawBody, header) : null;
  if (!event) {
    deps.log.warn('kyc webhook refused: bad signature', { provider: provider.kind });
    return { status: 401, body: { status: 'error', message: 'Invalid signature' } };
  }
  const now = deps.clock.now();
  await deps.db
    .insertInto('kyc_webhook_events')
    .values({
      provider: provider.kind,
      event_key: event.eventKey,
      type: event.type,
      user_id: event.externalUserId,
      applicant_id: event.applicantId,
      received_at: now,
    })
    .onConflict((oc) => oc.columns(['provider', 'event_key']).doNothing())
    .execute();
  const row = await deps.db
    .selectFrom('kyc_webhook_events')
    .select(['id', 'processed_at'])
    .where('provider', '=', provider.kind)
    .where('event_key', '=', event.eventKey)
    .executeTakeFirstOrThrow();
  if (row.processed_at) return { status: 200, body: { status: 'ok', duplicate: true } };

  const user = event.externalUserId
    ? await deps.db.selectFrom('users').select('id').where('id', '=', event.externalUserId).executeTakeFirst()
    : undefined;
  let resulting: string | null = null;
  if (user) {
    try {
      resulting = await refreshKycStatus(deps, user.id, 'webhook');
    } catch (e) {
      deps.log.error('kyc webhook: provider read failed', { error: e instanceof Error ? e.message : 'unknown' });
      return { status: 503, body: { status: 'error', message: 'Try again later' } };
    }
  }
  await deps.db
    .updateTable('kyc_webhook_events')
    .set({ processed_at: deps.clock.now(), resulting_status: resulting })
    .where('id', '=', row.id)
    .execute();
  return { status: 200, body: { status: 'ok' } };
}

export function registerKycWebhook(
  app: Hono,
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
): void {
  postNotification(app, KYC_WEBHOOK_PATH, (c, raw) => handleKycWebhook(deps, raw, (name) => c.req.header(name)));
}
