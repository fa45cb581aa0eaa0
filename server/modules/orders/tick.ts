/**
 * The order job (decision 427): on every price tick (the job's interval, and at once when the
 * sandbox market moves), ends the orders whose time is up and fills the orders whose price the
 * market has reached. Per pair with open orders, one rate (the swap's own, marketRate); the orders
 * it reaches are read through the trigger index (pair, kind, price), so a tick costs one query per
 * pair, not one per order. A frozen customer's orders wait: neither filled nor expired.
 */
import Big from 'big.js';
import type { CoinSymbol } from '../../../contract/assets.js';
import { COINS } from '../../../contract/assets.js';
import type { SwapTarget } from '../../../contract/cash-trade.js';
import { fromUnits } from '../../../contract/money.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import type { JobRunner } from '../../lib/jobs.js';
import { marketRate, priceTrade, scaleOf } from '../market/index.js';
import { notifyCustomer, TRADE_MAIL } from '../wallet/index.js';
import { type OpenOrder, settleOrder } from './settle.js';

const CHECK_EVERY_MS = 15_000;

type TickDeps = AppDeps;

interface TickOutcome {
  filled: number;
  expired: number;
}

const OPEN = ['id', 'user_id', 'source_currency', 'target_currency', 'source_amount'] as const;

/** Open orders of customers who are not frozen. */
function openOrders(deps: Pick<AppDeps, 'db'>) {
  return deps.db
    .selectFrom('orders as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select(OPEN.map((c) => `o.${c}` as const))
    .where('o.state', '=', 'open')
    .where('u.frozen_at', 'is', null);
}

/** The open orders `rate` reaches: a limit at its price or better, a stop at its price or worse. */
export function reachedOrders(deps: Pick<AppDeps, 'db'>, source: string, target: string, rate: string) {
  return openOrders(deps)
    .select(['o.kind', 'o.price'])
    .where('o.source_currency', '=', source)
    .where('o.target_currency', '=', target)
    .where((eb) =>
      eb.or([
        eb.and([eb('o.kind', '=', 'limit'), eb('o.price', '<=', rate)]),
        eb.and([eb('o.kind', '=', 'stop'), eb('o.price', '>=', rate)]),
      ]),
    )
    .orderBy('o.created_at')
    .execute();
}

/** True when a fill at `rate` keeps the order's promise: a limit never fills below its price. */
function keepsPrice(kind: string, price: string, rate: string): boolean {
  return kind === 'stop' || new Big(rate).gte(price);
}

async function fill(deps: TickDeps, order: OpenOrder & { kind: string; price: string }, now: Date): Promise<boolean> {
  const source = order.source_currency as CoinSymbol;
  const target = order.target_currency as SwapTarget;
  let priced: Awaited<ReturnType<typeof priceTrade>>;
  try {
    // Every gate of a swap, for this customer now (coin offered, the cash rules, the minimum).
    priced = await priceTrade(deps, order.user_id, { source, target, sourceUnits: BigInt(order.source_amount) });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    // A swap this customer may not make now: the order waits, still held.
    deps.log.info('an order at its price waits: its swap is refused', { order: order.id, code: e.code });
    return false;
  }
  if (!keepsPrice(order.kind, order.price, priced.rate)) return false;
  if (!(await settleOrder(deps, order, { state: 'filled', priced }, now))) return false;
  await notifyCustomer(
    deps,
    order.user_id,
    TRADE_MAIL.swapped(
      { value: fromUnits(BigInt(order.source_amount), COINS[source].scale), currency: source },
      { value: fromUnits(priced.net, scaleOf(target)), currency: target, cash: target === 'AUD' || target === 'EUR' },
      order.id,
    ),
  );
  return true;
}

/** One tick: expires what is due, then fills what the market reaches. */
export async function checkOrders(deps: TickDeps, now: Date): Promise<TickOutcome> {
  const outcome: TickOutcome = { filled: 0, expired: 0 };
  const due = await openOrders(deps).where('o.expires_at', '<=', now).execute();
  for (const o of due) if (await settleOrder(deps, o, { state: 'expired' }, now)) outcome.expired++;

  const pairs = await deps.db
    .selectFrom('orders')
    .select(['source_currency', 'target_currency'])
    .distinct()
    .where('state', '=', 'open')
    .execute();
  if (pairs.length === 0) return outcome;
  let snapshot: Awaited<ReturnType<AppDeps['providers']['prices']['snapshot']>>;
  try {
    snapshot = await deps.providers.prices.snapshot();
  } catch (e) {
    deps.log.warn('orders wait: no prices', { error: (e as Error).message });
    return outcome;
  }
  for (const p of pairs) {
    const rate = await marketRate(deps, p.source_currency as CoinSymbol, p.target_currency as SwapTarget, snapshot);
    if (rate === null) continue;
    for (const o of await reachedOrders(deps, p.source_currency, p.target_currency, rate))
      if (await fill(deps, o, now)) outcome.filled++;
  }
  return outcome;
}

export function startOrderChecks(deps: TickDeps, jobs: JobRunner): void {
  jobs.add({ name: 'orders', everyMs: CHECK_EVERY_MS, run: (now) => checkOrders(deps, now) });
}
