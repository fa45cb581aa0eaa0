/**
 * Transaction labelling of the specification (section 4): each account transaction becomes a
 * display row with a type label, a status, a signed amount and its colour. The two legs of a swap
 * (class 'conversion', same creation time) become one Swap row, shown only when both legs exist.
 * Cash (AUD, EUR) moves in the same list (decision 287): bank deposits (those returned to their
 * sender too, decision 494) and withdrawals are rows of their own, a sale to cash is a Sell row (the two legs of its swap, decision 419), and a purchase
 * paid from the balance is one Buy row carrying the cash it took. An order's hold, fill and return
 * are rows of their own, each naming its order (decision 444).
 */
import { isFiat } from '../../contract/assets.js';
import type { AccountTransaction, OrderStep } from '../../contract/exchange.js';
import { conversionType, TRANSACTION_TYPES, type TransactionType, tradeType } from '../../contract/transaction-type.js';
import { parseUtc } from './dates.js';
import type { Sign } from './money-format.js';

/** A row's kind, by the one rule the exports and their filter use too (a swap into cash is a Sell). */
export type TxType = TransactionType;
export type TxIcon = 'swap' | 'buy' | 'withdraw' | 'deposit';

export interface TxLeg {
  id: string;
  amount: string;
  currency: string;
}

/** A row of the lists; plain data, so it can travel in navigation state to the detail page. */
export interface DisplayTransaction {
  id: string;
  type: TxType;
  /** Unsigned decimal amount of the row (the credit leg for a swap). */
  amount: string;
  currency: string;
  sign: Sign;
  /** 'neutral': nothing moved (a card purchase that failed or was cancelled). */
  amountColor: 'positive' | 'negative' | 'neutral';
  /** Swaps: what was received and what was paid; a Buy paid from the cash balance: the cash paid. */
  credit?: TxLeg;
  debit?: TxLeg;
  /** Swaps: 'BTC to USDT'. */
  swapDetails?: string;
  /** ISO 8601 UTC. */
  createdAt: string;
  status: string;
  iconName: TxIcon;
  /** A card purchase that bought nothing (decisions 179 and 180): its charge, why, and its expiry. */
  card?: {
    total: string;
    fiat: string;
    /** Why it did not go through, in the customer's words; null while pending. */
    reason: string | null;
    /** Pending: when the checkout expires (ISO 8601 UTC). */
    expiresAt: string | null;
    pending: boolean;
  };
  /** A movement of a limit or stop order (decision 444): which order, and its held, filled or returned step. */
  order?: { id: string; step: OrderStep };
  /** A bank deposit returned to its sender: why (the server's words), null when not said. */
  returned?: { reason: string | null };
  details: {
    transactionId: string;
    trackingId: string;
    recipient: string | null;
    sender: string | null;
    network: string | null;
    paymentMethod: string | null;
    /** What paymentMethod stands for (contract/payment-methods.ts); absent in older snapshots. */
    paymentMethodCode?: string | null;
    /** What the customer quotes to support; absent in snapshots kept before it existed. */
    reference?: string;
    txHash?: string | null;
    explorerUrl?: string | null;
    networkFee?: string | null;
  };
}

export const TYPE_FILTERS = ['All', ...TRANSACTION_TYPES] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];

/** The part of the comment after its last '/'. */
export function trackingIdOf(comment: string | null | undefined): string {
  const c = comment ?? '';
  return c.slice(c.lastIndexOf('/') + 1);
}

/** Type label and status wording of one non-swap transaction. */
export function labelOf(tx: Pick<AccountTransaction, 'transaction_class' | 'type' | 'comment'>): {
  type: TxType;
  status: string;
} {
  const credit = tx.type === 'credit';
  switch (tx.transaction_class) {
    case 'conversion':
      return { type: 'Swap', status: 'Completed' };
    case 'payment':
      return credit ? { type: 'Deposit', status: 'Deposited' } : { type: 'Withdraw', status: 'Withdrawn' };
    case 'manual':
      if ((tx.comment ?? '').startsWith('Transfer from admin')) return { type: 'Buy', status: 'Completed' };
      return credit ? { type: 'Deposit', status: 'Deposited' } : { type: 'Withdraw', status: 'Completed' };
    case 'trade':
      return credit ? { type: 'Buy', status: 'Completed' } : { type: 'Withdraw', status: 'Completed' };
    default:
      return credit ? { type: 'Deposit', status: 'Completed' } : { type: 'Withdraw', status: 'Completed' };
  }
}

/**
 * A withdrawal still being sent or one that failed says so instead of its settled wording; a
 * deposit held for review says 'Under review' (decision 397).
 */
function statusWording(settled: string, tx: Pick<AccountTransaction, 'status' | 'under_review'>): string {
  const { status } = tx;
  if (tx.under_review) return 'Under review';
  if (status === 'returned') return 'Returned';
  if (status === 'pending') return 'Pending';
  if (status === 'failed') return 'Failed';
  return settled;
}

const ICONS: Record<TxType, TxIcon> = {
  Swap: 'swap',
  Sell: 'swap',
  Buy: 'buy',
  Withdraw: 'withdraw',
  Deposit: 'deposit',
};

function detailsOf(tx: AccountTransaction): DisplayTransaction['details'] {
  return {
    transactionId: tx.account_transaction_id,
    trackingId: trackingIdOf(tx.comment),
    recipient: tx.recipient ?? null,
    sender: tx.sender ?? null,
    network: tx.network ?? null,
    paymentMethod: tx.payment_method ?? null,
    paymentMethodCode: tx.payment_method_code ?? null,
    reference: tx.reference,
    txHash: tx.tx_hash ?? null,
    explorerUrl: tx.explorer_url ?? null,
    networkFee: tx.network_fee ?? null,
  };
}

function toDisplay(tx: AccountTransaction): DisplayTransaction {
  // A purchase's cash leg alone (its coin leg on an older page) is still the purchase.
  const { type, status } = isCashPurchaseLeg(tx) ? { type: 'Buy' as const, status: 'Completed' } : labelOf(tx);
  const credit = tx.type === 'credit';
  // A bank deposit returned to its sender reached no balance: grey, unsigned, with why (decision 494).
  const returned = tx.status === 'returned';
  return {
    id: tx.account_transaction_id,
    type,
    amount: tx.amount,
    currency: tx.currency_id,
    sign: returned ? '' : credit ? '+' : '-',
    amountColor: returned ? 'neutral' : credit ? 'positive' : 'negative',
    createdAt: parseUtc(tx.created_at)?.toISOString() ?? tx.created_at,
    status: statusWording(status, tx),
    iconName: ICONS[type],
    ...(returned ? { returned: { reason: tx.return_reason ?? null } } : {}),
    details: detailsOf(tx),
  };
}

function swapRow(credit: AccountTransaction, debit: AccountTransaction): DisplayTransaction {
  const type = conversionType(credit.currency_id);
  return {
    id: `${debit.account_transaction_id}:${credit.account_transaction_id}`,
    type,
    amount: credit.amount,
    currency: credit.currency_id,
    sign: '+',
    amountColor: 'positive',
    credit: { id: credit.account_transaction_id, amount: credit.amount, currency: credit.currency_id },
    debit: { id: debit.account_transaction_id, amount: debit.amount, currency: debit.currency_id },
    swapDetails: `${debit.currency_id} to ${credit.currency_id}`,
    createdAt: parseUtc(credit.created_at)?.toISOString() ?? credit.created_at,
    status: 'Completed',
    iconName: ICONS[type],
    details: { ...detailsOf(credit), transactionId: credit.account_transaction_id },
  };
}

/**
 * An order's hold, fill or return, each named by the trade the order makes: a purchase when cash
 * pays, a sale when cash arrives, else a swap. A row from before the pair was sent: a fill by
 * what arrived, a hold or return by what it holds.
 */
function orderRow(tx: AccountTransaction, order: NonNullable<AccountTransaction['order']>): DisplayTransaction {
  const base = toDisplay(tx);
  const cash = isFiat(tx.currency_id);
  const target = order.target_currency_id ?? (order.step === 'filled' ? tx.currency_id : undefined);
  const type: TxType = target ? tradeType(order.source_currency_id, target) : cash ? 'Buy' : 'Swap';
  return { ...base, type, iconName: ICONS[type], status: 'Completed', order: { id: order.order_id, step: order.step } };
}

function timeOf(iso: string): number {
  return parseUtc(iso)?.getTime() ?? Number.NEGATIVE_INFINITY;
}

/**
 * The display list, newest first. Conversion legs pair by creation time and tracking id (a credit
 * with a debit);
 * a leg without its partner is not shown. With `asset`, only rows touching that asset remain (a
 * swap stays when either leg uses it).
 */
export function buildDisplayList(txs: readonly AccountTransaction[], asset?: string): DisplayTransaction[] {
  const rows: DisplayTransaction[] = [];
  const legsByTime = new Map<string, { credits: AccountTransaction[]; debits: AccountTransaction[] }>();
  const cashPaid = cashLegsOfPurchases(txs);
  for (const tx of txs) {
    if (tx.order) {
      // An order's movement has one leg of the customer's: a row of its own, named by its step.
      if (!asset || tx.currency_id === asset) rows.push(orderRow(tx, tx.order));
      continue;
    }
    if (tx.transaction_class !== 'conversion') {
      const paid = tx.type === 'credit' ? cashPaid.get(trackingIdOf(tx.comment)) : undefined;
      if (isCashPurchaseLeg(tx) && cashPaid.get(trackingIdOf(tx.comment))?.partnered) continue;
      if (asset && tx.currency_id !== asset) continue;
      const row = toDisplay(tx);
      if (paid && tx.transaction_class === 'trade') {
        row.credit = { id: tx.account_transaction_id, amount: tx.amount, currency: tx.currency_id };
        row.debit = { id: paid.tx.account_transaction_id, amount: paid.tx.amount, currency: paid.tx.currency_id };
      }
      rows.push(row);
      continue;
    }
    // Both legs of one swap share the creation time and the quote's tracking id.
    const t = `${timeOf(tx.created_at)}|${trackingIdOf(tx.comment)}`;
    let group = legsByTime.get(t);
    if (!group) {
      group = { credits: [], debits: [] };
      legsByTime.set(t, group);
    }
    (tx.type === 'credit' ? group.credits : group.debits).push(tx);
  }
  for (const group of legsByTime.values()) {
    const n = Math.min(group.credits.length, group.debits.length);
    for (let i = 0; i < n; i++) {
      const credit = group.credits[i];
      const debit = group.debits[i];
      if (!credit || !debit) continue;
      if (asset && credit.currency_id !== asset && debit.currency_id !== asset) continue;
      rows.push(swapRow(credit, debit));
    }
  }
  return rows.sort((a, b) => timeOf(b.createdAt) - timeOf(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** The cash leg of a purchase paid from the balance: a trade that took cash. */
function isCashPurchaseLeg(tx: AccountTransaction): boolean {
  return tx.transaction_class === 'trade' && tx.type === 'debit' && isFiat(tx.currency_id);
}

/**
 * Cash legs of purchases by tracking id, each marked once its coin leg is in the list: the pair
 * is one Buy row. A cash leg whose coin leg is on a page not loaded yet stays a row of its own.
 */
function cashLegsOfPurchases(txs: readonly AccountTransaction[]) {
  const coinLegs = new Set(
    txs.filter((t) => t.transaction_class === 'trade' && t.type === 'credit').map((t) => trackingIdOf(t.comment)),
  );
  const legs = new Map<string, { tx: AccountTransaction; partnered: boolean }>();
  for (const t of txs)
    if (isCashPurchaseLeg(t))
      legs.set(trackingIdOf(t.comment), { tx: t, partnered: coinLegs.has(trackingIdOf(t.comment)) });
  return legs;
}

export function filterByType(rows: readonly DisplayTransaction[], filter: TypeFilter): DisplayTransaction[] {
  return filter === 'All' ? [...rows] : rows.filter((r) => r.type === filter);
}

/** Detail status: 'Completed' for sent, received and swap rows (decision 184), else the status or 'Completed'. */
export function detailStatus(row: Pick<DisplayTransaction, 'type' | 'status'>): string {
  if (row.status === 'Pending' || row.status === 'Failed' || row.status === 'Returned' || row.status === 'Under review')
    return row.status;
  if (row.type === 'Swap' || row.type === 'Sell' || row.type === 'Withdraw' || row.type === 'Deposit')
    return 'Completed';
  return row.status || 'Completed';
}
