/**
 * Web Push delivery (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292). web-push
 * builds the encrypted request; push-send.ts posts it with the same timeout for every endpoint,
 * in production only to an address checked at send time. A push service answering 404 or 410 has dropped the subscription: it is removed.
 * Only subscriptions of live sessions receive (a revoked session's are removed with it).
 */
import webpush from 'web-push';
import type { AppDeps } from '../../deps.js';
import { postPush, publicOnlyLookup } from './push-send.js';

const TIMEOUT_MS = 10_000;
/** How long a push service keeps an undelivered alert: a price alert a day late is news no more. */
const TTL_SECONDS = 24 * 3_600;

export async function pushToUser(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'secrets'>,
  userId: string,
  message: unknown,
): Promise<void> {
  const now = deps.clock.now();
  const subs = await deps.db
    .selectFrom('push_subscriptions')
    .innerJoin('sessions', 'sessions.id', 'push_subscriptions.session_id')
    .select(['push_subscriptions.id', 'endpoint', 'p256dh', 'auth'])
    .where('push_subscriptions.user_id', '=', userId)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .execute();
  const body = JSON.stringify(message);
  await Promise.all(
    subs.map(async (s) => {
      try {
        const req = webpush.generateRequestDetails(
          { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
          body,
          {
            vapidDetails: {
              subject: deps.config.vapidSubject,
              publicKey: deps.secrets.vapid.publicKey,
              privateKey: deps.secrets.vapid.privateKey,
            },
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
          },
        );
        const status = await postPush(
          {
            endpoint: req.endpoint,
            method: req.method,
            headers: req.headers as Record<string, string>,
            body: req.body,
          },
          { lookup: deps.config.mode === 'production' ? publicOnlyLookup : undefined, timeoutMs: TIMEOUT_MS },
        );
        if (status === 404 || status === 410) {
          await deps.db.deleteFrom('push_subscriptions').where('id', '=', s.id).execute();
        } else if (status < 200 || status > 299) {
          deps.log.warn('push service refused a message', { status });
        }
      } catch (e) {
        deps.log.warn('push delivery failed', { error: e instanceof Error ? e.message : String(e) });
      }
    }),
  );
}
