/** /alerts/subscribe-push and /alerts/unsubscribe-push: this browser's Web Push subscription. */
import { PRICE_ALERT_MESSAGES } from '../../../contract/alerts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { defineCall, requireUser } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { acceptableEndpoint } from './push-endpoint.js';

const ENDPOINT_MAX = 2_048;
/** base64url of a P-256 public key (65 bytes) and of the 16-byte auth secret. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{22,24}={0,2}$/;

function subscription(p: { endpoint?: unknown; keys?: unknown }) {
  const keys = (typeof p.keys === 'object' && p.keys !== null ? p.keys : {}) as Record<string, unknown>;
  const { endpoint } = p;
  const { p256dh, auth } = keys;
  if (typeof endpoint !== 'string' || endpoint.length > ENDPOINT_MAX)
    throw validationError({ endpoint: PRICE_ALERT_MESSAGES.subscription });
  if (typeof p256dh !== 'string' || !P256DH.test(p256dh) || typeof auth !== 'string' || !AUTH.test(auth))
    throw validationError({ keys: PRICE_ALERT_MESSAGES.subscription });
  return { endpoint, p256dh, auth };
}

export const subscribePush = defineCall(CALLS.subscribePush, {
  rules: subscription,
  async handle(ctx, sub) {
    const user = requireUser(ctx);
    if (!(await acceptableEndpoint(sub.endpoint, ctx.deps.config.mode === 'production')))
      throw validationError({ endpoint: PRICE_ALERT_MESSAGES.subscription });
    const row = { ...sub, user_id: user.id, session_id: user.sessionId, created_at: ctx.deps.clock.now() };
    // One row per browser: subscribing again (or after another customer signed in on it) moves it.
    await ctx.deps.db
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(row))
      .execute();
    return { message: PRICE_ALERT_MESSAGES.subscribed, data: undefined };
  },
});

export const unsubscribePush = defineCall(CALLS.unsubscribePush, {
  rules: (p) => ({ endpoint: typeof p.endpoint === 'string' ? p.endpoint : '' }),
  async handle(ctx, { endpoint }) {
    const user = requireUser(ctx);
    await ctx.deps.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('user_id', '=', user.id)
      .execute();
    return { message: PRICE_ALERT_MESSAGES.unsubscribed, data: undefined };
  },
});
