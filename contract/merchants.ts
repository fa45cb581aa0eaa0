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

function positiveInt(value: unknown, fallback: number, max: number): number | string {
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) return 'must be a whole number';
  if (n < 1) return 'must be at least 1';
  if (n > max) return `must be at most ${max}`;
  return n;
}

function optionalText(value: unknown, max: number): string | { error: string } {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') return { error: 'must be text' };
  const t = value.trim();
  if (t.length > max) return { error: `must be at most ${max} characters` };
  if (hasControlCharacters(t)) return { error: 'contains characters that are not allowed' };
  return t;
}

/**
 * Checks the listing payload: field errors by name, or the normalised query. Empty strings mean
 * "no filter", as the admin screen sends them.
 */
export function parseListingPayload(
  raw: unknown,
): { ok: true; query: ListingQuery } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { ok: false, errors: { payload: 'Expected an object' } };
  const o = raw as Record<string, unknown>;

  const page = positiveInt(o.page, LISTING_DEFAULT_PAGE, LISTING_MAX_PAGE);
  if (typeof page === 'string') errors.page = `page ${page}`;
  const limit = positiveInt(o.limit, LISTING_DEFAULT_LIMIT, LISTING_MAX_LIMIT);
  if (typeof limit === 'string') errors.limit = `limit ${limit}`;

  const searchKey = optionalText(o.search_key, SEARCH_KEY_MAX_LENGTH);
  if (typeof searchKey !== 'string') errors.search_key = `search_key ${searchKey.error}`;
  const sourceSearch = optionalText(o.sourceSearch, SOURCE_SEARCH_MAX_LENGTH);
  if (typeof sourceSearch !== 'string') errors.sourceSearch = `sourceSearch ${sourceSearch.error}`;

  let order: ListingOrder = 'desc';
  const orderRaw = optionalText(o.order, 10);
  if (typeof orderRaw !== 'string') errors.order = `order ${orderRaw.error}`;
  else if (orderRaw !== '') {
    const v = orderRaw.toLowerCase();
    if (v === 'asc' || v === 'desc') order = v;
    else errors.order = 'order must be asc or desc';
  }

  let statusSearch: StatusSearch = '';
  const statusRaw = optionalText(o.statusSearch, 20);
  if (typeof statusRaw !== 'string') errors.statusSearch = `statusSearch ${statusRaw.error}`;
  else if (statusRaw !== '') {
    const v = statusRaw.toLowerCase();
    if (v === 'completed' || v === 'failed' || v === 'pending') statusSearch = v;
    else errors.statusSearch = 'statusSearch must be completed, failed or pending';
  }

  let merchantId = '';
  if (typeof o.user_id === 'string' && o.user_id.trim() !== '' && o.user_id.length <= 64) merchantId = o.user_id.trim();
  else if (typeof o.user_id === 'number' && Number.isInteger(o.user_id)) merchantId = String(o.user_id);
  else errors.user_id = 'user_id must name a merchant';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: {
      page: page as number,
      limit: limit as number,
      searchKey: searchKey as string,
      order,
      sourceSearch: sourceSearch as string,
      statusSearch,
      merchantId,
    },
  };
}
