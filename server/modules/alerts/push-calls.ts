/** /alerts/subscribe-push and /alerts/unsubscribe-push: this browser's Web Push subscription. */
import { PRICE_ALERT_MESSAGES } from '../../../contract/alerts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { defineCall, requireUser } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { acceptableEndpoint } from './push-endpoint.js';

export const subscribePush = defineCall(CALLS.subscribePush, {
  rules: ({ endpoint, keys }) => ({ endpoint, p256dh: keys.p256dh, auth: keys.auth }),
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
