/**
 * The order job (decision 427): on every price tick (the job's interval, and at once when the
 * sandbox market moves), ends the orders whose time is up and fills the orders whose price the
 * market has reached. Every pair's rate (the swap's own, marketRates) is worked out in memory from
 * one price snapshot; the orders those rates reach are read in one statement through the trigger
 * index (pair, kind, price), so a tick reads no order it will not fill. A fill is a trade made for
 * the customer while they are away, so it asks the exit gate (decision 347) as a recurring buy
 * does: the orders of a customer it stops (a freeze, an open sanctions case, a restore not yet
 * reconciled) wait, neither filled nor expired.
 * An order whose trade is refused for good at its price is cancelled and its amount given back (decision 464).
 */
import Big from 'big.js';
import { sql } from 'kysely';
import { assetScreenUrl } from '../../../contract/alerts.js';
import { isCashCurrency, type SwapTarget } from '../../../contract/cash-trade.js';
import { fromUnits } from '../../../contract/money.js';
import type { OrderKind } from '../../../contract/orders.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import type { JobRunner } from '../../lib/jobs.js';
import { tellCustomer } from '../alerts/index.js';
import { exitVerdicts, stoppedCustomer } from '../exits/index.js';
import { marketRates, type PairRate, type PricedTrade, scaleOf } from '../market/index.js';
import { orderFillMail } from './fill-mail.js';
import { priceOrder } from './pricing.js';
import { orderRefusalMail } from './refusal-mail.js';
import { type OpenOrder, settleOrder } from './settle.js';

const CHECK_EVERY_MS = 15_000;
/** The most orders of one pair and kind a tick fills. */
const BATCH = 500;

type TickDeps = AppDeps;

interface TickOutcome {
  filled: number;
  expired: number;
}

const OPEN = ['id', 'user_id', 'source_currency', 'target_currency', 'source_amount'] as const;

/** Open orders of customers the exit gate does not stop (asked again for each before it moves). */
function openOrders(deps: Pick<AppDeps, 'db'>) {
  return deps.db
    .selectFrom('orders as o')
    .select(OPEN.map((c) => `o.${c}` as const))
    .where('o.state', '=', 'open')
    .where(sql<boolean>`not ${stoppedCustomer('o.user_id')}`);
}

/** Which of these orders the exit gate lets move now, asked once per customer. */
async function gateOpen(deps: TickDeps, orders: ReadonlyArray<{ user_id: string }>) {
  const verdicts = await exitVerdicts(
    deps,
    'purchase',
    orders.map((o) => o.user_id),
  );
  return (o: { user_id: string }) => verdicts.get(o.user_id)?.go === true;
}

/**
 * The open orders the market reaches now, in one statement: per pair and kind, the trigger index
 * gives the limits at or under the pair's rate and the stops at or over it.
 */
async function reachedOrders(deps: Pick<AppDeps, 'db'>, rates: PairRate[]) {
  if (rates.length === 0) return [];
  const col = (f: (r: PairRate) => string) => rates.map(f);
  // A lateral subquery per pair and kind, each bounded: the planner walks the trigger index for
  // each instead of scanning every open order, and a tick takes at most a batch per pair and kind
  // (the rest fill on the next tick). A customer the exit gate stops is passed over inside each,
  // before its limit, so their orders never take a batch's places from others'.
  const { rows } = await sql<OpenOrder & { kind: string; price: string }>`
    select o.id, o.user_id, o.source_currency, o.target_currency, o.source_amount::text, o.kind, o.price::text
    from unnest(${col((r) => r.source)}::text[], ${col((r) => r.target)}::text[], ${col((r) => r.rate)}::numeric[])
      as r(source, target, rate)
    cross join lateral (
      (select * from orders o where o.source_currency = r.source and o.target_currency = r.target
        and o.state = 'open' and o.kind = 'limit' and o.price <= r.rate and not ${stoppedCustomer('o.user_id')}
        order by o.price limit ${BATCH})
      union all
      (select * from orders o where o.source_currency = r.source and o.target_currency = r.target
        and o.state = 'open' and o.kind = 'stop' and o.price >= r.rate and not ${stoppedCustomer('o.user_id')}
        order by o.price desc limit ${BATCH})
    ) o
    order by o.created_at, o.id`.execute(deps.db);
  return rows;
}

/**
 * Refusals that waiting does not cure (decision 464): the customer's market no longer offers the
 * coin, the pair is no longer traded, their verification was rejected, their region has no cash.
 * A refusal that may pass later (a price missing, a verification pending, a purchase maximum, a
 * minimum the price moves) keeps the order waiting, held.
 */
const FINAL_REFUSALS = new Set(['COIN_NOT_OFFERED', 'PAIR_NOT_AVAILABLE', 'KYC_REJECTED', 'REGION_NOT_SUPPORTED']);

/** Ends a refused order as cancelled, its amount back in one movement, and tells the customer once. */
async function refuse(deps: TickDeps, order: OpenOrder & { kind: string }, now: Date): Promise<void> {
  if (!(await settleOrder(deps, order, { state: 'cancelled' }, now))) return;
  const source = order.source_currency as SwapTarget;
  const target = order.target_currency as SwapTarget;
  const path = assetScreenUrl(isCashCurrency(target) ? source : target);
  await tellCustomer(
    deps,
    order.user_id,
    orderRefusalMail({
      kind: order.kind as OrderKind,
      from: {
        value: fromUnits(BigInt(order.source_amount), scaleOf(source)),
        currency: source,
        cash: isCashCurrency(source),
      },
      target,
      orderId: order.id,
      url: `${deps.config.publicUrl}${path}`,
    }),
    path,
  );
}

/** True when a fill at `rate` keeps the order's promise: a limit never fills below its price. */
function keepsPrice(kind: string, price: string, rate: string): boolean {
  return kind === 'stop' || new Big(rate).gte(price);
}

async function fill(deps: TickDeps, order: OpenOrder & { kind: string; price: string }, now: Date): Promise<boolean> {
  const source = order.source_currency as SwapTarget;
  const target = order.target_currency as SwapTarget;
  let priced: PricedTrade;
  try {
    // Every gate of the trade, for this customer now (coin offered, the cash rules, the minimum).
    priced = await priceOrder(deps, order.user_id, { source, target, sourceUnits: BigInt(order.source_amount) });
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    if (FINAL_REFUSALS.has(e.code)) {
      await refuse(deps, order, now);
      return false;
    }
    // A swap this customer may not make now, but may later: the order waits, still held.
    deps.log.info('an order at its price waits: its swap is refused', { order: order.id, code: e.code });
    return false;
  }
  if (!keepsPrice(order.kind, order.price, priced.rate)) return false;
  if (!(await settleOrder(deps, order, { state: 'filled', priced }, now))) return false;
  // Told once, by the instance that posted the fill: by email, push and the bell (decision 443).
  const coin = isCashCurrency(target) ? source : target;
  const path = assetScreenUrl(coin);
  const amount = (value: bigint, currency: SwapTarget) => ({
    value: fromUnits(value, scaleOf(currency)),
    currency,
    cash: isCashCurrency(currency),
  });
  await tellCustomer(
    deps,
    order.user_id,
    orderFillMail({
      kind: order.kind as OrderKind,
      from: amount(BigInt(order.source_amount), source),
      to: amount(priced.net, target),
      fee: amount(priced.fee, target),
      orderId: order.id,
      url: `${deps.config.publicUrl}${path}`,
    }),
    path,
  );
  return true;
}

/** One tick: expires what is due, then fills what the market reaches. */
export async function checkOrders(deps: TickDeps, now: Date): Promise<TickOutcome> {
  const outcome: TickOutcome = { filled: 0, expired: 0 };
  const due = await openOrders(deps).where('o.expires_at', '<=', now).execute();
  const mayExpire = await gateOpen(deps, due);
  for (const o of due) if (mayExpire(o) && (await settleOrder(deps, o, { state: 'expired' }, now))) outcome.expired++;

  let snapshot: Awaited<ReturnType<AppDeps['providers']['prices']['snapshot']>>;
  try {
    snapshot = await deps.providers.prices.snapshot();
  } catch (e) {
    deps.log.warn('orders wait: no prices', { error: (e as Error).message });
    return outcome;
  }
  const reached = await reachedOrders(deps, await marketRates(deps, snapshot));
  const mayFill = await gateOpen(deps, reached);
  for (const o of reached) if (mayFill(o) && (await fill(deps, o, now))) outcome.filled++;
  return outcome;
}

export function startOrderChecks(deps: TickDeps, jobs: JobRunner): void {
  jobs.add({ name: 'orders', everyMs: CHECK_EVERY_MS, run: (now) => checkOrders(deps, now) });
}
