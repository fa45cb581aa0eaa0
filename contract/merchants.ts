/**
 * Merchants and merchant transactions (the admin's view of the card gateway's merchant accounts):
 * wire types, the listing payload rule, the status rule of the specification and its texts.
 * The server filters with the same status rule the admin screen shows.
 */

// ---------------------------------------------------------------- constants

/** request_type on the wire. */
export const REQUEST_TYPES = { deposit: 1, withdraw: 2, buy: 3 } as const;
export type RequestType = (typeof REQUEST_TYPES)[keyof typeof REQUEST_TYPES];

/**
 * Codes recorded with a merchant transaction. '200' is final success, '201' accepted but not
 * final (shown as Pending: a checkout or a withdrawal still open, decision 176); the failure
 * codes only tell why status is false.
 */
export const MERCHANT_CODES = {
  completed: '200',
  pending: '201',
  declined: '402',
  /** A card checkout left unpaid until it expired (decision 180). */
  expired: '408',
  cancelled: '410',
  failed: '500',
} as const;

const LISTING_DEFAULT_PAGE = 1;
/** The admin screen's fetch: page 1, limit 100 (specification section 9). */
export const LISTING_DEFAULT_LIMIT = 100;
export const LISTING_MAX_LIMIT = 500;
const LISTING_MAX_PAGE = 1_000_000;
const SEARCH_KEY_MAX_LENGTH = 100;
const SOURCE_SEARCH_MAX_LENGTH = 64;

/**
 * Default selection in the merchant dropdown: the merchant whose first name is this, else the
 * first in the list (decision 051 names the seeded merchant).
 */
export const DEFAULT_MERCHANT_FIRST_NAME = 'Wattle';

/** Sources recorded when the caller names none. */
export const MERCHANT_SOURCES = { card: 'card', crypto: 'crypto' } as const;

// ---------------------------------------------------------------- texts

export const ADMIN_MESSAGES = {
  title: 'Merchant Transaction History',
  selectMerchant: 'Select Merchant',
  emptyFiltered: 'No completed or failed transactions found for the selected filters.',
  noMerchant: 'Please select a merchant to view transactions.',
  loading: 'Loading transactions...',
  loadFailed: (message: string) => `Failed to load transactions: ${message}`,
  merchantsFailed: 'Failed to load merchants',
  fetchFailed: 'Failed to fetch transactions',
  noDataToExport: 'No data to export',
  selectMerchantFirst: 'Please select a merchant first',
  notFound: 'Transaction not found',
  goBack: 'Go back to transactions',
  paymentDetails: 'Payment details',
  merchantNotFound: 'Merchant not found',
} as const;

// ---------------------------------------------------------------- wire types

export interface Merchant {
  merchant_id: string;
  first_name: string;
  last_name: string;
}

export interface MerchantTransaction {
  _id: string;
  transaction_id: string;
  merchant_id: string;
  request_type: number;
  status: boolean;
  code: string;
  /** Decimal string in `currency`: the fiat charged for a buy, the coin moved otherwise. */
  amount: string;
  currency: string;
  /** For a buy: the coin amount credited (decimal string), in `currency_value`. Else null. */
  currency_amount: string | null;
  /** The coin of `currency_amount` (BTC, USDT...), or null. */
  currency_value: string | null;
  user_name: string;
  source: string;
  orderreference: string;
  /** ISO 8601 in UTC. */
  createdAt: string;
  /**
   * The reference the customer sees for this transaction ('CV-…', decision 117), or null when it
   * has none yet (decision 176).
   */
  reference: string | null;
  /** The customer's number ('CU-…') and email, or null when the record has no customer. */
  customer_number: string | null;
  customer_email: string | null;
}

export type StatusSearch = '' | 'completed' | 'failed' | 'pending';
export type ListingOrder = 'asc' | 'desc';

export interface ListingQuery {
  page: number;
  limit: number;
  searchKey: string;
  order: ListingOrder;
  sourceSearch: string;
  statusSearch: StatusSearch;
  merchantId: string;
}

export interface ListingAnswer {
  details: MerchantTransaction[];
  page: number;
  limit: number;
  /** Rows matching the filters, over all pages. */
  total: number;
}

// ---------------------------------------------------------------- rules

type MerchantStatusLabel = 'Completed' | 'Failed' | 'Pending';

/** Completed when status is true and code is '200'; Failed when status is false; else Pending. */
export function merchantStatus(status: unknown, code: unknown): MerchantStatusLabel {
  if (status === true && String(code) === MERCHANT_CODES.completed) return 'Completed';
  if (status === false) return 'Failed';
  return 'Pending';
}

/**
 * The name a row's state is shown with: Completed, or for a row that failed the name the customer
 * sees for the same card purchase (Declined, Expired, Cancelled, Failed), from its code
 * (decision 179). The filter still groups every failure under "failed".
 */
export function merchantStatusName(status: unknown, code: unknown): string {
  const label = merchantStatus(status, code);
  if (label !== 'Failed') return label;
  const c = String(code);
  if (c === MERCHANT_CODES.declined) return 'Declined';
  if (c === MERCHANT_CODES.expired) return 'Expired';
  if (c === MERCHANT_CODES.cancelled) return 'Cancelled';
  return 'Failed';
}

export type RequestTypeLabel = 'Deposit' | 'Withdraw' | 'Buy' | 'Transaction';

export function requestTypeLabel(requestType: unknown): RequestTypeLabel {
  const n = Number(requestType);
  if (n === REQUEST_TYPES.deposit) return 'Deposit';
  if (n === REQUEST_TYPES.withdraw) return 'Withdraw';
  if (n === REQUEST_TYPES.buy) return 'Buy';
  return 'Transaction';
}

/** The merchant whose first name is the default one, else the first; undefined for none. */
export function defaultMerchant<M extends Merchant>(list: readonly M[]): M | undefined {
  return list.find((m) => m.first_name === DEFAULT_MERCHANT_FIRST_NAME) ?? list[0];
}

export function merchantDisplayName(m: Pick<Merchant, 'first_name' | 'last_name'>): string {
  return [m.first_name, m.last_name]
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .join(' ');
}

/** True when the text holds a control character (none belongs in a name or a search box). */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/** A listing field's reading: the value the listing uses, or the refusal's message. */
export type FieldReading<T> = { value: T } | { error: string };

function positiveInt(name: string, value: unknown, fallback: number, max: number): FieldReading<number> {
  if (value === undefined || value === null || value === '') return { value: fallback };
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return { error: `${name} must be a whole number` };
  if (n < 1) return { error: `${name} must be at least 1` };
  if (n > max) return { error: `${name} must be at most ${max}` };
  return { value: n };
}

function optionalText(name: string, value: unknown, max: number): FieldReading<string> {
  if (value === undefined || value === null) return { value: '' };
  if (typeof value !== 'string') return { error: `${name} must be text` };
  const t = value.trim();
  if (t.length > max) return { error: `${name} must be at most ${max} characters` };
  if (hasControlCharacters(t)) return { error: `${name} contains characters that are not allowed` };
  return { value: t };
}

/** One of `choices` in any case ('' for the default), lower case after reading. */
function choice<C extends string, F extends string>(
  name: string,
  value: unknown,
  max: number,
  choices: readonly C[],
  fallback: F,
): FieldReading<C | F> {
  const text = optionalText(name, value, max);
  if ('error' in text) return text;
  if (text.value === '') return { value: fallback };
  const v = text.value.toLowerCase() as C;
  return choices.includes(v)
    ? { value: v }
    : { error: `${name} must be ${choices.slice(0, -1).join(', ')} or ${choices.at(-1)}` };
}

/**
 * How the listing reads each payload field. Empty strings mean "no filter", as the admin screen
 * sends them.
 */
export const LISTING_FIELDS = {
  page: (v: unknown) => positiveInt('page', v, LISTING_DEFAULT_PAGE, LISTING_MAX_PAGE),
  limit: (v: unknown) => positiveInt('limit', v, LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT),
  search_key: (v: unknown) => optionalText('search_key', v, SEARCH_KEY_MAX_LENGTH),
  sourceSearch: (v: unknown) => optionalText('sourceSearch', v, SOURCE_SEARCH_MAX_LENGTH),
  order: (v: unknown): FieldReading<ListingOrder> => choice('order', v, 10, ['asc', 'desc'] as const, 'desc'),
  statusSearch: (v: unknown): FieldReading<StatusSearch> =>
    choice('statusSearch', v, 20, ['completed', 'failed', 'pending'] as const, ''),
  user_id(v: unknown): FieldReading<string> {
    if (typeof v === 'string' && v.trim() !== '' && v.length <= 64) return { value: v.trim() };
    if (typeof v === 'number' && Number.isInteger(v)) return { value: String(v) };
    return { error: 'user_id must name a merchant' };
  },
};
