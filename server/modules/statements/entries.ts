/**
 * The customer's transactions in a period as the exports see them: one entry per ledger movement
 * touching their accounts, with what left, what arrived, the fee and the value at the time as the
 * ledger recorded it (decision 140). A failed withdrawal's hold and its return cancel out and are
 * left out, coins and cash alike, as are movements that moved nothing of the customer's. The
 * customer's cash (AUD, EUR) counts as theirs: bank deposits, cash withdrawals and the cash side of
 * trades (decision 287). A row's status is the one the history and support show, by the same rule
 * (contract/transaction-status.ts): a payout the bank returned after paying it is failed there and
 * here (decision 406).
 */
import { COINS, FIAT_SCALE, isCoin, isFiat } from '../../../contract/assets.js';
import type { DeskTransactionStatus } from '../../../contract/desk.js';
import { fromUnits, mulDecimal, toUnits } from '../../../contract/money.js';
import type { OrderKind } from '../../../contract/orders.js';
import { referenceOf } from '../../../contract/references.js';
import { EXPORT_MAX_ROWS, EXPORT_MESSAGES, type ExportType } from '../../../contract/statements.js';
import { type HeldState, movementStatus } from '../../../contract/transaction-status.js';
import { tradeType } from '../../../contract/transaction-type.js';
import type { AppDeps } from '../../deps.js';
import { validationError } from '../../http/errors.js';
import { HELD_STATE, returnedDeposits, userAccountIds, userCashAccountIds } from '../ledger/index.js';
import { heldDeposits, heldDepositTxid } from '../screening/index.js';

export interface Money {
  amount: string;
  currency: string;
}

/** A value at the time and what the ledger took it from. */
export interface ValueAtTime extends Money {
  source: 'purchase price' | 'sale price' | 'recorded price';
}

export interface Entry {
  at: Date;
  type: Exclude<ExportType, 'All'>;
  status: 'Completed' | 'Pending' | 'Failed' | 'Returned' | 'Under review';
  sent: Money | null;
  received: Money | null;
  fee: Money | null;
  /** Null when the ledger holds no value at the time. */
  value: ValueAtTime | null;
  /** The kind of order a fill filled (decision 444): the customer reads it was their order. */
  order?: OrderKind;
  reference: string;
  txHash: string | null;
  description: string;
}

const scaleOf = (currency: string) => (isCoin(currency) ? COINS[currency].scale : FIAT_SCALE);
const money = (units: bigint | string, currency: string): Money => ({
  amount: fromUnits(BigInt(units), scaleOf(currency)),
  currency,
});

const TYPE_OF: Record<string, Entry['type']> = {
  swap: 'Swap',
  card_purchase: 'Buy',
  cash_purchase: 'Buy',
  deposit: 'Deposit',
  demo_credit: 'Deposit',
  withdrawal_hold: 'Withdraw',
  bank_deposit: 'Deposit',
  // An order's fill is its trade (decision 444); placing it and returning its amount only reserve
  // and give back the customer's own money, so they are not transactions of a statement.
  order_fill: 'Swap',
  bank_withdrawal_hold: 'Withdraw',
};

/** The one status of a movement (contract/transaction-status.ts) as the export words it. */
const STATUS_WORD: Record<DeskTransactionStatus, Entry['status']> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

interface Row {
  id: number;
  kind: string;
  comment: string;
  public_id: string;
  details: unknown;
  created_at: Date | string;
  transfers: { amount: string; currency: string; incoming: boolean }[];
  /** The state of the withdrawal (coins or cash) the movement holds for. */
  held: HeldState;
  withdrawal_hash: string | null;
  network_fee: string | null;
  deposit_hash: string | null;
  fiat_currency: string | null;
  fiat_amount: string | null;
  card_fee: string | null;
  swap_fee: string | null;
  /** An order's fill: the currency and amount its hold paid (orders.source_*). */
  order_source?: string | null;
  order_source_amount?: string | null;
  order_kind?: string | null;
}

interface RecordedRates {
  /** USDC per one unit of each coin of the movement. */
  usdc_rates?: Record<string, string>;
  /** Units of each display currency per 1 USDC (recorded since decision 174). */
  fiat_rates?: Record<string, string>;
}

function recordedRates(details: unknown): RecordedRates {
  const d = (typeof details === 'string' ? JSON.parse(details) : details) as RecordedRates | null;
  return d ?? {};
}

/**
 * The value at the time in `currency`. A trade against cash in that currency (a card purchase, a
 * purchase from the balance, a sale to cash) is worth the cash that changed hands for the coin:
 * a purchase what was paid before any card fee, a sale what the coin fetched before the fee
 * (decision 418); the fee stands beside it. Anything else: the coin's USDC price and the USDC's
 * price in `currency`, both recorded with the movement. Movements recorded before forex rates were
 * (decision 174) keep the USDC value, written in USDC: no rate of the time is invented for them.
 */
function valueAtTime(
  r: Row,
  e: Pick<Entry, 'type' | 'sent' | 'received' | 'fee'>,
  coinSide: Money | null,
  currency: string,
): ValueAtTime | null {
  if (e.type === 'Buy' && e.sent?.currency === currency && isFiat(currency))
    return { ...e.sent, source: 'purchase price' };
  if (e.type === 'Sell' && e.received?.currency === currency) {
    const fee = e.fee?.currency === currency ? e.fee.amount : '0';
    const gross = toUnits(e.received.amount, FIAT_SCALE) + toUnits(fee, FIAT_SCALE);
    return { ...money(gross, currency), source: 'sale price' };
  }
  if (!coinSide) return null;
  const recorded = recordedRates(r.details);
  const rate = recorded.usdc_rates?.[coinSide.currency];
  if (rate === undefined) return null;
  const inUsdc = mulDecimal(coinSide.amount, rate, 18, 'half-up');
  const fiatRate = recorded.fiat_rates?.[currency];
  if (fiatRate !== undefined)
    return { amount: mulDecimal(inUsdc, fiatRate, FIAT_SCALE, 'half-up'), currency, source: 'recorded price' };
  return { amount: mulDecimal(inUsdc, '1', FIAT_SCALE, 'half-up'), currency: 'USDC', source: 'recorded price' };
}

function toEntry(r: Row, currency: string): Entry | null {
  const out = r.transfers.find((t) => !t.incoming);
  const into = r.transfers.find((t) => t.incoming);
  const kind = TYPE_OF[r.kind];
  if (!kind) return null;
  // What an order's fill gave left the customer's account when the order was placed: its hold paid it.
  const orderPaid =
    r.kind === 'order_fill' && r.order_source && r.order_source_amount !== null && r.order_source_amount !== undefined
      ? money(r.order_source_amount, r.order_source)
      : null;
  // The one rule of the history and its filter: a swap into cash is a sale; cash into a coin is a purchase.
  const type = kind === 'Swap' && into ? tradeType(orderPaid?.currency, into.currency) : kind;
  // Refused before it left (coins or cash): the hold and its return cancel out.
  if (type === 'Withdraw' && r.held === 'failed') return null;
  let sent = orderPaid ?? (out ? money(out.amount, out.currency) : null);
  const received = into ? money(into.amount, into.currency) : null;
  let fee: Money | null = null;
  if ((type === 'Swap' || type === 'Sell') && r.swap_fee !== null && received && BigInt(r.swap_fee) > 0n)
    fee = money(r.swap_fee, received.currency);
  if (type === 'Withdraw' && out && r.network_fee !== null && BigInt(r.network_fee) > 0n) {
    // The network fee is taken from the amount held: what arrives is the rest.
    fee = money(r.network_fee, out.currency);
    sent = money(BigInt(out.amount) - BigInt(r.network_fee), out.currency);
  }
  if (type === 'Buy' && r.fiat_currency && isFiat(r.fiat_currency) && r.fiat_amount !== null) {
    sent = money(r.fiat_amount, r.fiat_currency);
    if (r.card_fee !== null && BigInt(r.card_fee) > 0n) fee = money(r.card_fee, r.fiat_currency);
  }
  if (!sent && !received) return null;
  const status = STATUS_WORD[movementStatus(r.kind, r.held)];
  const coinSide = received && isCoin(received.currency) ? received : sent;
  return {
    at: new Date(r.created_at),
    type,
    status,
    sent,
    received,
    fee,
    value: valueAtTime(r, { type, sent, received, fee }, coinSide, currency),
    reference: referenceOf(r.public_id),
    txHash: r.withdrawal_hash ?? r.deposit_hash ?? null,
    description: r.comment.slice(0, r.comment.lastIndexOf('/') > 0 ? r.comment.lastIndexOf('/') : undefined).trim(),
    ...(r.kind === 'order_fill' && r.order_kind ? { order: r.order_kind as OrderKind } : {}),
  };
}

/**
 * The customer's entries with from <= time < to, oldest first, values in `currency` where
 * recorded. More than EXPORT_MAX_ROWS movements is refused on `field`.
 */
export async function entriesIn(
  deps: AppDeps,
  userId: string,
  range: { from: Date; to: Date; currency: string; field: string },
): Promise<Entry[]> {
  const ids = [
    ...(await userAccountIds(deps.db, userId)).values(),
    ...(await userCashAccountIds(deps.db, userId)).values(),
  ];
  const movements = await deps.db
    .selectFrom('ledger_movements as m')
    .leftJoin('withdrawals as w', 'w.hold_movement_id', 'm.id')
    .leftJoin('bank_withdrawals as bw', 'bw.hold_movement_id', 'm.id')
    .leftJoin('deposits as d', 'd.movement_id', 'm.id')
    .leftJoin('swap_quotes as q', 'q.movement_id', 'm.id')
    .leftJoin('orders as o', 'o.settle_movement_id', 'm.id')
    .leftJoin('card_purchases as c', (j) =>
      j.onRef('c.tracking_id', '=', 'm.tracking_id').on('m.kind', '=', 'card_purchase'),
    )
    .select([
      'm.id',
      'm.kind',
      'm.comment',
      'm.public_id',
      'm.details',
      'm.created_at',
      HELD_STATE.as('held'),
      'w.tx_hash as withdrawal_hash',
      'w.network_fee',
      'd.txid as deposit_hash',
      'c.fiat_currency',
      'c.fiat_amount',
      'c.fee_amount as card_fee',
      (eb) => eb.fn.coalesce('q.fee_amount', 'o.fee_amount').as('swap_fee'),
      'o.source_currency as order_source',
      'o.source_amount as order_source_amount',
      'o.kind as order_kind',
    ])
    .where('m.id', 'in', (eb) =>
      eb
        .selectFrom('ledger_transfers as t')
        .select('t.movement_id')
        .where((w) => w.or([w('t.debit_account_id', 'in', ids), w('t.credit_account_id', 'in', ids)]))
        .where('t.created_at', '>=', range.from)
        .where('t.created_at', '<', range.to),
    )
    .orderBy('m.created_at')
    .orderBy('m.id')
    .limit(EXPORT_MAX_ROWS + 1)
    .execute();
  if (movements.length > EXPORT_MAX_ROWS) throw validationError({ [range.field]: EXPORT_MESSAGES.tooMany });
  if (movements.length === 0) return [];
  const own = new Set(ids);
  const transfers = await deps.db
    .selectFrom('ledger_transfers')
    .select(['movement_id', 'amount', 'currency', 'debit_account_id', 'credit_account_id'])
    .where(
      'movement_id',
      'in',
      movements.map((m) => m.id),
    )
    .orderBy('id')
    .execute();
  const byMovement = new Map<number, Row['transfers']>();
  for (const t of transfers) {
    const incoming = own.has(t.credit_account_id);
    if (!incoming && !own.has(t.debit_account_id)) continue;
    const list = byMovement.get(t.movement_id) ?? [];
    list.push({ amount: String(t.amount), currency: t.currency, incoming });
    byMovement.set(t.movement_id, list);
  }
  return movements.flatMap((m) => {
    const entry = toEntry(
      {
        ...m,
        transfers: byMovement.get(m.id) ?? [],
        fiat_amount: m.fiat_amount === null ? null : String(m.fiat_amount),
        card_fee: m.card_fee === null ? null : String(m.card_fee),
        swap_fee: m.swap_fee === null ? null : String(m.swap_fee),
        order_source_amount: m.order_source_amount === null ? null : String(m.order_source_amount),
        network_fee: m.network_fee === null ? null : String(m.network_fee),
      },
      range.currency,
    );
    return entry ? [entry] : [];
  });
}

/**
 * Bank deposits returned to their sender with from <= time < to, oldest first, by the rule the
 * history lists them by too (decision 494).
 */
export async function returnedDepositsIn(
  deps: AppDeps,
  userId: string,
  range: { from: Date; to: Date },
): Promise<Entry[]> {
  const returned = await returnedDeposits(deps.db, userId, { ...range, limit: EXPORT_MAX_ROWS });
  return returned.reverse().map((d) => ({
    at: d.receivedAt,
    type: 'Deposit',
    status: 'Returned',
    sent: null,
    received: money(d.cents, d.currency),
    fee: null,
    value: null,
    reference: d.providerPaymentId,
    txHash: null,
    description: d.description,
  }));
}

/**
 * Deposits held for review with from <= time < to (decision 397): not credited, so not on the
 * ledger, but the customer was told of them; listed as the history lists them, under review.
 */
export async function heldDepositsIn(deps: AppDeps, userId: string, range: { from: Date; to: Date }): Promise<Entry[]> {
  const held = await heldDeposits(deps, userId, range);
  return held.reverse().map((d) => ({
    at: d.createdAt,
    type: 'Deposit',
    status: 'Under review',
    sent: null,
    received: money(d.amount, d.currency),
    fee: null,
    value: null,
    reference: d.reference,
    txHash: heldDepositTxid(d),
    description: `Deposit of ${fromUnits(BigInt(d.amount), scaleOf(d.currency))} ${d.currency} under review`,
  }));
}

/** Entries merged oldest first (a stable merge: equal times keep the ledger's entry first). */
export function mergeByTime(a: readonly Entry[], b: readonly Entry[]): Entry[] {
  return [...a, ...b].sort((x, y) => x.at.getTime() - y.at.getTime());
}
