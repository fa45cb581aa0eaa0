/**
 * The customer's account transactions (spec section 3): one row per transfer touching one of the
 * customer's accounts, newest first, paged by a cursor (the last account_transaction_id shown).
 * Both legs of a swap are rows of one movement: same created_at, same class 'conversion', and a
 * comment ending in the same quote id, so the client pairs them. The customer's cash accounts
 * (AUD, EUR) are listed too (decision 287): bank deposits, cash withdrawals with their payout's
 * state, and the cash legs of sales to cash and of purchases paid from the balance. Deposits held
 * for review, which the ledger has not credited, head the first page as under review (decision 397);
 * bank deposits returned to their sender are listed among the rows of their time (decision 494).
 */
import Big from 'big.js';
import { sql } from 'kysely';
import { COINS, type CoinSymbol, isCoin } from '../../../contract/assets.js';
import {
  type AccountTransaction,
  type EquivalentUsdc,
  type OrderStep,
  USDC_EQUIVALENT_DECIMALS,
  WALLET_MESSAGES,
} from '../../../contract/exchange.js';
import { fromUnits } from '../../../contract/money.js';
import { paymentMethodCodeOf } from '../../../contract/payment-methods.js';
import { explorerUrl, referenceOf } from '../../../contract/references.js';
import { routeById } from '../../../contract/routes.js';
import { movementStatus } from '../../../contract/transaction-status.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { decimalOfCents } from '../../providers/bank/index.js';
import { newestTransferIds, usdcRatesNow, userAccountIds, userCashAccountIds } from '../ledger/index.js';
import { type HeldDeposit, heldDeposits, heldDepositTxid } from '../screening/index.js';
import { listedTransfers, withReturnedDeposits } from './history-returns.js';

/** A held deposit as a history row: pending, under review, credited to nothing yet. */
function heldRow(d: HeldDeposit): AccountTransaction {
  const coin = d.currency as CoinSymbol;
  const amount = fromUnits(BigInt(d.amount), COINS[coin].scale);
  const route = routeById(d.routeId);
  const hash = heldDepositTxid(d);
  return {
    // Not a ledger transfer: an id no cursor can be (the cursor is a transfer's number).
    account_transaction_id: `held-${d.id}`,
    transaction_class: 'payment',
    type: 'credit',
    amount,
    currency_id: coin,
    created_at: d.createdAt.toISOString(),
    comment: `Deposit of ${amount} ${coin} under review`,
    network: route?.networkName ?? null,
    sender: null,
    recipient: null,
    payment_method: null,
    payment_method_code: null,
    status: 'pending',
    under_review: true,
    tx_hash: hash,
    explorer_url: hash && route ? explorerUrl(route.chain, hash) : null,
    network_fee: null,
  };
}

const ORDER_STEPS: Readonly<Record<string, OrderStep>> = {
  order_hold: 'placed',
  order_fill: 'filled',
  order_release: 'returned',
};

/**
 * An order's movement names its order (the movement's tracking id), its step and its pair
 * (decision 444): the history names each step by the trade the order makes, by the statement's
 * rule (tradeType), so an order to sell for cash is a sale when placed, filled and returned.
 */
function orderOf(
  kind: string,
  trackingId: string | null,
  pair: { source: string | null; target: string | null },
): Pick<AccountTransaction, 'order'> {
  const step = ORDER_STEPS[kind];
  if (!step || !trackingId) return {};
  return {
    order: {
      order_id: trackingId,
      step,
      ...(pair.source ? { source_currency_id: pair.source } : {}),
      ...(pair.target ? { target_currency_id: pair.target } : {}),
    },
  };
}

/** The most transfer ids one step of a page reads by id: well under a statement's parameters. */
const NEWEST_AT_MOST = 1_000;

export async function transactionHistory(
  deps: AppDeps,
  userId: string,
  opts: { limit: number; before?: number; currency?: CoinSymbol },
): Promise<AccountTransaction[]> {
  const accounts = await userAccountIds(deps.db, userId);
  const cash = opts.currency ? [] : [...(await userCashAccountIds(deps.db, userId)).values()];
  const ids = opts.currency ? [accounts.get(opts.currency)!] : [...accounts.values(), ...cash];
  const q = listedTransfers(deps, ids)
    .leftJoin('deposits as d', 'd.movement_id', 'm.id')
    // An order's movement: its fill or return (settle), or its hold.
    .leftJoin('orders as o', 'o.settle_movement_id', 'm.id')
    .leftJoin('orders as oh', 'oh.hold_movement_id', 'm.id')
    .select([
      'm.transaction_class',
      'm.comment',
      'm.network',
      'm.sender',
      'm.recipient',
      'm.payment_method',
      'w.tx_hash as withdrawal_hash',
      'w.route_id as withdrawal_route',
      'w.network_fee',
      'd.txid as deposit_hash',
      'd.route_id as deposit_route',
      'm.tracking_id',
      'o.source_currency as order_source',
      'o.target_currency as order_target',
      'oh.source_currency as hold_source',
      'oh.target_currency as hold_target',
    ]);
  // The page's transfers found by index (decision 511), older than the cursor: the newest `limit`
  // of every kind, then those the history lists; where some are not listed (a withdrawal's hold
  // given back), the next newest, twice as many each time up to NEWEST_AT_MOST (each is a
  // parameter of the next statement), until the page is full or none is left.
  const rows: Awaited<ReturnType<typeof q.execute>> = [];
  for (
    let bound = opts.before, count = opts.limit;
    rows.length < opts.limit;
    count = Math.min(2 * count, NEWEST_AT_MOST)
  ) {
    const newest = await newestTransferIds(deps.db, ids, { before: bound, count });
    if (newest.length === 0) break;
    rows.push(
      ...(await q
        .where('t.id', 'in', newest)
        .orderBy('t.id', 'desc')
        .limit(opts.limit - rows.length)
        .execute()),
    );
    if (newest.length < count) break;
    bound = newest.at(-1);
  }
  // Held deposits wait above everything else, on the first page only (later pages are by cursor).
  const held =
    opts.before === undefined
      ? (await heldDeposits(deps, userId, opts.currency ? { currency: opts.currency } : {})).map(heldRow)
      : [];
  const own = new Set(ids);
  const ledgerRows = rows.map((r): AccountTransaction => {
    const coin = r.currency as CoinSymbol;
    const status: AccountTransaction['status'] = movementStatus(r.kind, r.held);
    const hash = r.withdrawal_hash ?? r.deposit_hash ?? null;
    const route = routeById(r.withdrawal_route ?? r.deposit_route);
    return {
      account_transaction_id: String(r.id),
      transaction_class: r.transaction_class,
      type: own.has(r.debit_account_id) ? 'debit' : 'credit',
      // Cash in the bank's own form, two decimals ('500.00'), as the cash balance answers it.
      amount: isCoin(coin) ? fromUnits(BigInt(r.amount), COINS[coin].scale) : decimalOfCents(BigInt(r.amount)),
      currency_id: isCoin(coin) ? coin : (r.currency as AccountTransaction['currency_id']),
      created_at: new Date(r.created_at).toISOString(),
      comment: r.comment,
      network: r.network,
      sender: r.sender,
      recipient: r.recipient,
      payment_method: r.payment_method,
      payment_method_code: paymentMethodCodeOf(r.payment_method),
      status,
      reference: referenceOf(r.public_id),
      tx_hash: hash,
      explorer_url: hash && route ? explorerUrl(route.chain, hash) : null,
      network_fee:
        r.network_fee !== null && r.kind === 'withdrawal_hold'
          ? fromUnits(BigInt(r.network_fee), COINS[coin].scale)
          : null,
      ...orderOf(r.kind, r.tracking_id, {
        source: r.order_source ?? r.hold_source,
        target: r.order_target ?? r.hold_target,
      }),
    };
  });
  // Cash only: a coin's history (`currency`) lists none.
  const listed = opts.currency
    ? ledgerRows
    : await withReturnedDeposits(deps, userId, { accountIds: ids, before: opts.before, limit: opts.limit }, ledgerRows);
  return [...held, ...listed];
}

/**
 * The USDC value of the transaction with this tracking id (the part of its comment after the
 * last '/'), at the USDC rate recorded when it happened, or today's rate when none was recorded.
 */
export async function equivalentUsdc(deps: AppDeps, userId: string, trackingId: string): Promise<EquivalentUsdc> {
  const movement = await deps.db
    .selectFrom('ledger_movements')
    .select(['id', 'details'])
    .where('user_id', '=', userId)
    .where('tracking_id', '=', trackingId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!movement) throw new ApiError('NOT_FOUND', WALLET_MESSAGES.transactionNotFound);
  const accounts = [...(await userAccountIds(deps.db, userId)).values()];
  const legs = await deps.db
    .selectFrom('ledger_transfers')
    .select(['amount', 'currency', 'credit_account_id'])
    .where('movement_id', '=', movement.id)
    .where((eb) => eb.or([eb('debit_account_id', 'in', accounts), eb('credit_account_id', 'in', accounts)]))
    .execute();
  // What the customer received when there is such a leg (a buy, a swap's target), else what left.
  const leg = legs.find((l) => accounts.includes(l.credit_account_id)) ?? legs[0];
  if (!leg || !isCoin(leg.currency)) throw new ApiError('NOT_FOUND', WALLET_MESSAGES.transactionNotFound);
  const coin = leg.currency;
  const details = (typeof movement.details === 'string' ? JSON.parse(movement.details) : movement.details) as {
    usdc_rates?: Record<string, string>;
  };
  const rate = details?.usdc_rates?.[coin] ?? (await usdcRatesNow(deps, [coin]))[coin];
  if (!rate) throw new ApiError('INTERNAL', 'Failed to fetch USDC rate', { status: 503 });
  const amount = fromUnits(BigInt(leg.amount), COINS[coin].scale);
  return {
    amount: new Big(amount).times(rate).round(USDC_EQUIVALENT_DECIMALS, Big.roundDown).toFixed(),
    currency: 'USDC',
    usdcRate: rate,
    source_amount: amount,
    source_currency: coin,
  };
}

/** Quotes nobody confirmed are kept a day, then forgotten. */
export async function pruneExpiredQuotes(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  const cutoff = new Date(deps.clock.now().getTime() - 86_400_000);
  await sql`delete from swap_quotes where used_at is null and expires_at < ${cutoff}`.execute(deps.db);
}
