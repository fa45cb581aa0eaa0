/** Reading and writing a customer's price alerts; the limit is claimed under the user's row lock. */
import {
  MAX_PRICE_ALERTS,
  PRICE_ALERT_MESSAGES,
  type PriceAlertView,
  type UnseenFill,
} from '../../../contract/alerts.js';
import type { CoinSymbol } from '../../../contract/assets.js';
import type { SwapTarget } from '../../../contract/bank.js';
import { fromUnits } from '../../../contract/money.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, validationError } from '../../http/errors.js';
import { scaleOf } from '../market/index.js';
import type { AlertRule } from './rules.js';

type Db = AppDeps['db'];

interface AlertRow {
  id: string;
  coin: string;
  kind: PriceAlertView['kind'];
  currency: PriceAlertView['currency'];
  price: string | null;
  percent: string | null;
  fired_at: Date | null;
  seen_at: Date | null;
  created_at: Date;
}

/** numeric comes back padded (1.50000000): shown as typed, without trailing zeros. */
function plain(n: string | null): string | null {
  return n === null ? null : n.includes('.') ? n.replace(/\.?0+$/, '') : n;
}

export function toAlertView(r: AlertRow): PriceAlertView {
  return {
    id: r.id,
    coin: r.coin as CoinSymbol,
    kind: r.kind,
    currency: r.currency,
    price: plain(r.price),
    percent: plain(r.percent),
    fired_at: r.fired_at ? new Date(r.fired_at).toISOString() : null,
    unseen: r.fired_at !== null && r.seen_at === null,
    created_at: new Date(r.created_at).toISOString(),
  };
}

export function notFound(): ApiError {
  return new ApiError('NOT_FOUND', PRICE_ALERT_MESSAGES.notFound);
}

/** The currency a customer's alerts are set in: the one they see values in (decision 118). */
export async function alertCurrency(db: Db, userId: string): Promise<PriceAlertView['currency']> {
  const u = await db
    .selectFrom('users')
    .select(['currency_code', 'display_currency'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return u.display_currency ?? u.currency_code;
}

export async function listAlerts(db: Db, userId: string): Promise<PriceAlertView[]> {
  const rows = await db
    .selectFrom('price_alerts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toAlertView);
}

/**
 * Adds an alert unless the customer has the maximum; parallel creates wait on the user's row. The
 * alert carries the call's Idempotency-Key: a retry whose answer was lost finds the alert its
 * first attempt made and answers it, before the limit that alert may now fill (decision 189).
 */
export async function insertAlert(
  db: Db,
  userId: string,
  rule: AlertRule,
  now: Date,
  idempotencyKey: string | null,
): Promise<PriceAlertView> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
    if (idempotencyKey !== null) {
      const made = await trx
        .selectFrom('price_alerts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
      if (made) return toAlertView(made);
    }
    const { n } = await trx
      .selectFrom('price_alerts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    if (Number(n) >= MAX_PRICE_ALERTS) throw validationError({ alerts: PRICE_ALERT_MESSAGES.tooMany });
    const currency = await alertCurrency(trx, userId);
    const row = await trx
      .insertInto('price_alerts')
      .values({ user_id: userId, ...rule, currency, created_at: now, idempotency_key: idempotencyKey })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAlertView(row);
  });
}

/** Listed at most: the bell's list of fills, newest first (the count counts them all). */
const UNSEEN_FILLS_SHOWN = 20;

/**
 * The filled orders the customer has not seen, newest first: the bell lists them beside fired
 * alerts. Read from the orders table directly, as the count is (the orders module imports this one).
 */
export async function unseenFills(db: Db, userId: string): Promise<UnseenFill[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'source_currency', 'target_currency', 'source_amount', 'target_amount', 'ended_at'])
    .where('user_id', '=', userId)
    .where('state', '=', 'filled')
    .where('seen_at', 'is', null)
    .orderBy('ended_at', 'desc')
    .limit(UNSEEN_FILLS_SHOWN)
    .execute();
  return rows.map((r) => ({
    order_id: r.id,
    source_currency_id: r.source_currency,
    target_currency_id: r.target_currency,
    source_currency_amount: fromUnits(BigInt(r.source_amount), scaleOf(r.source_currency as SwapTarget)),
    target_currency_amount: fromUnits(BigInt(r.target_amount ?? 0), scaleOf(r.target_currency as SwapTarget)),
    filled_at: new Date(r.ended_at ?? 0).toISOString(),
  }));
}

/**
 * The bell's count: fired price alerts and filled orders (decision 443) the customer has not seen
 * yet. The bell is this module's; an order's fill is seen when the alerts list is viewed.
 */
export async function countUnseen(db: Db, userId: string): Promise<number> {
  const { n } = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('fired_at', 'is not', null)
    .where('seen_at', 'is', null)
    .executeTakeFirstOrThrow();
  const fills = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('state', '=', 'filled')
    .where('seen_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n) + Number(fills.n);
}

/** The customer viewed the alerts list: every fired alert and filled order is seen. */
export async function markAllSeen(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('price_alerts')
    .set({ seen_at: now })
    .where('user_id', '=', userId)
    .where('fired_at', 'is not', null)
    .where('seen_at', 'is', null)
    .execute();
  await db
    .updateTable('orders')
    .set({ seen_at: now })
    .where('user_id', '=', userId)
    .where('state', '=', 'filled')
    .where('seen_at', 'is', null)
    .execute();
}
