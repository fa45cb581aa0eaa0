/** /alerts/*: a customer's price alerts (decision 142). */
import { MAX_PRICE_ALERTS, PRICE_ALERT_MESSAGES, type PriceAlertData } from '../../../contract/alerts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { alertRule } from './rules.js';
import {
  alertCurrency,
  countUnseen,
  insertAlert,
  listAlerts,
  markAllSeen,
  notFound,
  toAlertView,
  unseenFills,
} from './store.js';

export const createPriceAlert = defineCall(CALLS.createPriceAlert, {
  rules: alertRule,
  async handle(ctx, rule) {
    const user = requireUser(ctx);
    const alert = await insertAlert(ctx.deps.db, user.id, rule, ctx.deps.clock.now(), ctx.idempotencyKey ?? null);
    return { message: PRICE_ALERT_MESSAGES.created, data: { alert } };
  },
});

export const listPriceAlerts = defineCall(CALLS.listPriceAlerts, {
  async handle(ctx) {
    const userId = requireUser(ctx).id;
    const alerts = await listAlerts(ctx.deps.db, userId);
    const fills = await unseenFills(ctx.deps.db, userId);
    return {
      message: 'Price alerts',
      data: { alerts, fills, max: MAX_PRICE_ALERTS, pushKey: ctx.deps.secrets.vapid.publicKey },
    };
  },
});

/** Changes the customer's own alert; another customer's id is not found. */
async function changeOwn(
  ctx: CallContext,
  id: string | null,
  set: Record<string, unknown>,
  message: string,
): Promise<{ message: string; data: PriceAlertData }> {
  const user = requireUser(ctx);
  if (!id) throw notFound();
  const row = await ctx.deps.db
    .updateTable('price_alerts')
    .set({ ...set, fired_at: null, seen_at: null })
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return { message, data: { alert: toAlertView(row) } };
}

export const updatePriceAlert = defineCall(CALLS.updatePriceAlert, {
  rules: (p) => ({ id: p.id, rule: alertRule(p) }),
  async handle(ctx, { id, rule }) {
    const currency = await alertCurrency(ctx.deps.db, requireUser(ctx).id);
    return changeOwn(ctx, id, { ...rule, currency }, PRICE_ALERT_MESSAGES.updated);
  },
});

export const rearmPriceAlert = defineCall(CALLS.rearmPriceAlert, {
  handle: (ctx, { id }) => changeOwn(ctx, id, {}, PRICE_ALERT_MESSAGES.rearmed),
});

export const deletePriceAlert = defineCall(CALLS.deletePriceAlert, {
  async handle(ctx, { id }) {
    const user = requireUser(ctx);
    const gone = id
      ? await ctx.deps.db
          .deleteFrom('price_alerts')
          .where('id', '=', id)
          .where('user_id', '=', user.id)
          .executeTakeFirst()
      : null;
    if (!gone || gone.numDeletedRows === 0n) throw notFound();
    return { message: PRICE_ALERT_MESSAGES.deleted, data: undefined };
  },
});

export const getUnseenPriceAlerts = defineCall(CALLS.getUnseenPriceAlerts, {
  async handle(ctx) {
    return { data: { unseen: await countUnseen(ctx.deps.db, requireUser(ctx).id) } };
  },
});

export const markPriceAlertsSeen = defineCall(CALLS.markPriceAlertsSeen, {
  async handle(ctx) {
    const user = requireUser(ctx);
    await markAllSeen(ctx.deps.db, user.id, ctx.deps.clock.now());
    return { data: { unseen: 0 } };
  },
});
