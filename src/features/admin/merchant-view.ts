/**
 * Merchant transactions as the admin sees them (specification sections 3, 4 and 9): the status
 * rule (Completed, Failed, and Pending for what is still open: a checkout or a withdrawal in
 * flight, decision 176), type labels with the withdraw minus sign, dates in the user's time zone,
 * the period filter, newest first, the customer's reference and customer, and the detail page's
 * Payment Amount and Price.
 */
import { isFiat } from '../../../contract/assets.js';
import {
  type MerchantTransaction,
  merchantStatus,
  merchantStatusName,
  type RequestTypeLabel,
  requestTypeLabel,
} from '../../../contract/merchants.js';
import { compareDecimal, divDecimal, isDecimalString, toFixed } from '../../../contract/money.js';
import { formatListDate, parseUtc } from '../../lib/dates.js';
import { formatCrypto, formatFiatNumber } from '../../lib/money-format.js';
import { inPeriod, type PeriodId } from '../../lib/periods.js';
import type { TxIcon } from '../../lib/transactions.js';

export const NOT_AVAILABLE = 'N/A';
const PRICE_DECIMALS = 6;

export type MerchantRowStatus = 'Completed' | 'Failed' | 'Pending';

const STATUS_COLORS = { Completed: 'success', Failed: 'danger', Pending: 'warning' } as const;

export interface MerchantDetails {
  transactionId: string;
  userName: string;
  source: string;
  orderReference: string;
  currency: string;
  currencyValue: string;
  amount: string;
  currencyAmount: string;
  code: string;
  /** The customer's reference ('CV-…'), or N/A when the record has none. */
  reference: string;
  customerNumber: string;
  customerEmail: string;
}

/** A row of the admin history; plain data, so it can travel in navigation state. */
export interface MerchantDisplayTransaction {
  id: string;
  type: RequestTypeLabel;
  icon: TxIcon;
  /** '-0.5 ETH' for a withdrawal, '150.00 AUD' for a buy. */
  amountText: string;
  formattedDate: string;
  rawDate: string;
  status: MerchantRowStatus;
  /** The state's name, as the customer sees it for the same purchase (Declined, Expired...). */
  statusName: string;
  statusColor: (typeof STATUS_COLORS)[MerchantRowStatus];
  details: MerchantDetails;
}

const ICONS: Record<RequestTypeLabel, TxIcon> = {
  Deposit: 'deposit',
  Withdraw: 'withdraw',
  Buy: 'buy',
  Transaction: 'swap',
};

function textOr(value: unknown, fallback: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function decimalOr0(value: unknown): string {
  const v = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  return isDecimalString(v) ? v : '0';
}

/** An amount in its currency: fiat with 2 decimals, coins up to 8, grouped like en-US. */
function formatAmountIn(amount: string, currency: string): string {
  const body = isFiat(currency) ? formatFiatNumber(amount) : formatCrypto(amount);
  return currency && currency !== NOT_AVAILABLE ? `${body} ${currency}` : body;
}

export function toMerchantDisplay(t: MerchantTransaction, timeZone: string): MerchantDisplayTransaction {
  const type = requestTypeLabel(t.request_type);
  const status: MerchantRowStatus = merchantStatus(t.status, t.code);
  const details: MerchantDetails = {
    transactionId: textOr(t.transaction_id, textOr(t._id, NOT_AVAILABLE)),
    userName: textOr(t.user_name, NOT_AVAILABLE),
    source: textOr(t.source, NOT_AVAILABLE),
    orderReference: textOr(t.orderreference, NOT_AVAILABLE),
    currency: textOr(t.currency, NOT_AVAILABLE),
    currencyValue: textOr(t.currency_value, NOT_AVAILABLE),
    amount: decimalOr0(t.amount),
    currencyAmount: decimalOr0(t.currency_amount),
    code: textOr(t.code, NOT_AVAILABLE),
    reference: textOr(t.reference, NOT_AVAILABLE),
    customerNumber: textOr(t.customer_number, NOT_AVAILABLE),
    customerEmail: textOr(t.customer_email, NOT_AVAILABLE),
  };
  const amount = formatAmountIn(details.amount, details.currency);
  return {
    id: textOr(t._id, details.transactionId),
    type,
    icon: ICONS[type],
    amountText: type === 'Withdraw' ? `-${amount}` : amount,
    formattedDate: formatListDate(t.createdAt, timeZone),
    rawDate: textOr(t.createdAt, ''),
    status,
    statusName: merchantStatusName(t.status, t.code),
    statusColor: STATUS_COLORS[status],
    details,
  };
}

/**
 * The rows the history shows for a period: completed, failed and pending, in the period (counted
 * in the user's time zone, nothing dated in the future), newest first.
 */
export function visibleMerchantRows(
  list: readonly MerchantTransaction[],
  period: PeriodId,
  now: Date,
  timeZone: string,
): MerchantDisplayTransaction[] {
  return list
    .filter((t) => inPeriod(parseUtc(t.createdAt), period, now, timeZone))
    .map((t) => ({ row: toMerchantDisplay(t, timeZone), at: parseUtc(t.createdAt)?.getTime() ?? -Infinity }))
    .sort((a, b) => b.at - a.at)
    .map((x) => x.row);
}

/** 'Payment Amount': the amount and its currency, or N/A. */
export function paymentAmount(d: MerchantDetails): string {
  if (d.currency === NOT_AVAILABLE || compareDecimal(d.amount, '0') <= 0) return NOT_AVAILABLE;
  return formatAmountIn(d.amount, d.currency);
}

/**
 * 'Price': amount divided by currency amount to 6 decimals, in the currency; only when a currency
 * value exists (and the division means something).
 */
export function paymentPrice(d: MerchantDetails): string | null {
  if (d.currencyValue === NOT_AVAILABLE || compareDecimal(d.currencyAmount, '0') <= 0) return null;
  const price = toFixed(divDecimal(d.amount, d.currencyAmount, PRICE_DECIMALS, 'half-up'), PRICE_DECIMALS);
  const [whole = '0', frac] = price.split('.');
  const grouped = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
  return d.currency === NOT_AVAILABLE ? grouped : `${grouped} ${d.currency}`;
}
