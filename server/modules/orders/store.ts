/**
 * Placing, cancelling and reading a customer's orders (decision 427). Placing checks the pair with
 * the trade's own gates (priceOrder: a swap's, or a purchase from the cash balance's) and
 * moves the source amount from the free balance to the order holds in one movement, in the
 * transaction that writes the order: both or neither. The database refuses a balance below zero,
 * so orders racing for one balance never hold more than it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { COINS, isCoin } from '../../../contract/assets.js';
import { CASH_TRADE_MESSAGES, isCashCurrency } from '../../../contract/cash-trade.js';
import { SWAP_MESSAGES } from '../../../contract/exchange.js';
import { fromUnits } from '../../../contract/money.js';
import {
  ORDER_MAX_DAYS,
  ORDER_MESSAGES,
  type OrderCurrency,
  type OrderEntry,
  type OrderKind,
} from '../../../contract/orders.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, validationError } from '../../http/errors.js';
import { InsufficientFundsError, inTransaction, postMovement, prepareMovement } from '../ledger/index.js';
import { claimSwapQuote, pairNotAvailable, scaleOf } from '../market/index.js';
import { priceOrder } from './pricing.js';
import { settleOrder } from './settle.js';

const DAY_MS = 86_400_000;

interface OrderAsk {
  kind: OrderKind;
  source: OrderCurrency;
  target: OrderCurrency;
  sourceUnits: bigint;
  price: string;
  expiresAt: Date | null;
}

/** When an order placed `now` ends unless filled: the customer's date, or 90 days. */
function orderExpiry(now: Date, asked: Date | null): Date {
  const latest = new Date(now.getTime() + ORDER_MAX_DAYS * DAY_MS);
  if (asked === null) return latest;
  if (asked.getTime() <= now.getTime() || asked.getTime() > latest.getTime())
    throw validationError({ expiresAt: ORDER_MESSAGES.expiresAt });
  return asked;
}

/**
 * A pair into itself, or cash into cash, is refused before anything is read. Cash into a coin is
 * a purchase from the cash balance that waits for its price (decision 442).
 */
export function orderPair(
  source: OrderCurrency,
  target: OrderCurrency,
): { source: OrderCurrency; target: OrderCurrency } {
  if (source === target) throw validationError({ targetCurrencyId: ORDER_MESSAGES.samePair });
  if (isCashCurrency(source) && isCashCurrency(target)) throw pairNotAvailable(source, target);
  return { source, target };
}

type OrderRow = {
  id: string;
  kind: 'limit' | 'stop';
  source_currency: string;
  target_currency: string;
  source_amount: string;
  price: string;
  state: OrderEntry['state'];
  created_at: Date;
  expires_at: Date;
  ended_at: Date | null;
  fill_price: string | null;
  target_amount: string | null;
  fee_amount: string | null;
};

const COLUMNS = [
  'id',
  'kind',
  'source_currency',
  'target_currency',
  'source_amount',
  'price',
  'state',
  'created_at',
  'expires_at',
  'ended_at',
  'fill_price',
  'target_amount',
  'fee_amount',
] as const;

/** A numeric as the customer reads it: no trailing zeros. */
function plain(n: string): string {
  return n.includes('.') ? n.replace(/0+$/, '').replace(/\.$/, '') : n;
}

function entryOf(r: OrderRow): OrderEntry {
  const source = r.source_currency as OrderCurrency;
  const target = r.target_currency as OrderCurrency;
  const at = (d: Date | string) => new Date(d).toISOString();
  return {
    order_id: r.id,
    kind: r.kind,
    pair: { source_currency_id: source, target_currency_id: target },
    amounts: {
      source_currency_amount: fromUnits(BigInt(r.source_amount), scaleOf(source)),
      target_currency_amount: r.target_amount === null ? null : fromUnits(BigInt(r.target_amount), scaleOf(target)),
    },
    price: plain(String(r.price)),
    state: r.state,
    created_at: at(r.created_at),
    expires_at: at(r.expires_at),
    filled_at: r.state === 'filled' && r.ended_at ? at(r.ended_at) : null,
    fill_price: r.fill_price === null ? null : plain(String(r.fill_price)),
    fee: r.fee_amount === null ? null : fromUnits(BigInt(r.fee_amount), scaleOf(target)),
  };
}

async function ownOrder(deps: Pick<AppDeps, 'db'>, userId: string, id: string | null): Promise<OrderRow> {
  const row = id
    ? await deps.db
        .selectFrom('orders')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  // Another customer's order answers as one that does not exist.
  if (!row) throw new ApiError('NOT_FOUND', ORDER_MESSAGES.notFound);
  return row;
}

async function orderForKey(deps: Pick<AppDeps, 'db'>, userId: string, key: string): Promise<OrderEntry | null> {
  const row = await deps.db
    .selectFrom('orders')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? entryOf(row) : null;
}

export async function placeOrder(
  deps: AppDeps,
  userId: string,
  ask: OrderAsk,
  idempotencyKey: string | null,
): Promise<OrderEntry> {
  if (idempotencyKey) {
    const done = await orderForKey(deps, userId, idempotencyKey);
    if (done) return done;
  }
  const now = deps.clock.now();
  const expiresAt = orderExpiry(now, ask.expiresAt);
  // The swap's gates, now: its quote limit (placing reads the prices as a quote does), and its
  // pair, coin, cash and minimum rules: an order that could not be swapped is refused at once.
  await claimSwapQuote(deps, userId);
  await priceOrder(deps, userId, ask);
  const id = randomUUID();
  const sourceText = fromUnits(ask.sourceUnits, scaleOf(ask.source));
  const prepared = await prepareMovement(deps.db, {
    kind: 'order_hold',
    ref: `order:${id}:hold`,
    userId,
    idempotencyKey,
    transactionClass: 'conversion',
    trackingId: id,
    note: `${ask.kind === 'limit' ? 'Limit' : 'Stop'} order: ${sourceText} ${ask.source} to ${ask.target} at ${ask.price}`,
    details: { order_id: id, kind: ask.kind, target_currency: ask.target, price: ask.price },
    at: now,
    transfers: [
      {
        from: { userId, currency: ask.source },
        to: { house: 'order_holds', currency: ask.source },
        amount: ask.sourceUnits,
      },
    ],
  });
  let placed: boolean;
  try {
    placed = await inTransaction(deps.db, async (trx) => {
      const inserted = await trx
        .insertInto('orders')
        .values({
          id,
          user_id: userId,
          kind: ask.kind,
          source_currency: ask.source,
          target_currency: ask.target,
          source_amount: ask.sourceUnits.toString(),
          price: ask.price,
          idempotency_key: idempotencyKey,
          created_at: now,
          expires_at: expiresAt,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      const posted = await postMovement(trx, prepared, {
        link: sql`update orders set hold_movement_id = (select id from m) where id = ${id} and exists (select 1 from m)`,
      });
      // The Idempotency-Key was used by another movement: nothing of this order is kept.
      if (!posted) throw new KeyTaken();
      return true;
    });
  } catch (e) {
    if (e instanceof InsufficientFundsError)
      throw new ApiError(
        'INSUFFICIENT_BALANCE',
        isCoin(ask.source) ? SWAP_MESSAGES.notEnough(COINS[ask.source].name) : CASH_TRADE_MESSAGES.insufficient,
        { field: 'sourceCurrencyAmount' },
      );
    if (!(e instanceof KeyTaken)) throw e;
    placed = false;
  }
  if (!placed) {
    // The same Idempotency-Key placed an order first (a retry racing its original): answer that one.
    const done = idempotencyKey ? await orderForKey(deps, userId, idempotencyKey) : null;
    if (done) return done;
    throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with another request');
  }
  return entryOf(await ownOrder(deps, userId, id));
}

class KeyTaken extends Error {}

/** Cancels the customer's open order, giving its amount back; an order already ended is refused. */
export async function cancelOrder(deps: AppDeps, userId: string, orderId: string | null): Promise<OrderEntry> {
  const row = await ownOrder(deps, userId, orderId);
  if (row.state !== 'open') throw new ApiError('ORDER_NOT_OPEN', ORDER_MESSAGES.notOpen);
  const ended = await settleOrder(deps, { ...row, user_id: userId }, { state: 'cancelled' }, deps.clock.now());
  const now = await ownOrder(deps, userId, row.id);
  // Another ending came first (a fill, an expiry, another cancel): say what became of it.
  if (!ended && now.state !== 'cancelled') throw new ApiError('ORDER_NOT_OPEN', ORDER_MESSAGES.notOpen);
  return entryOf(now);
}

/**
 * True while one of the customer's orders is open: its amount is still the customer's money, held
 * in the house's order holds until the order fills, expires or is cancelled.
 */
export async function userHasOpenOrder(db: Database, userId: string): Promise<boolean> {
  const open = await db
    .selectFrom('orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('state', '=', 'open')
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}

/** The customer's orders, newest first. */
export async function listOrders(deps: Pick<AppDeps, 'db'>, userId: string): Promise<OrderEntry[]> {
  const rows = await deps.db
    .selectFrom('orders')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return rows.map(entryOf);
}
