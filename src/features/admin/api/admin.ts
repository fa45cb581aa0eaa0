/**
 * The admin's calls: the merchant list and a merchant's transaction listing (admins only; the
 * server refuses anyone else).
 */

import { getTransactionListing, getMerchantList as merchantList } from '../../../../contract/calls/admin.js';
import {
  ADMIN_MESSAGES,
  LISTING_DEFAULT_LIMIT,
  LISTING_MAX_LIMIT,
  type Merchant,
  type MerchantTransaction,
} from '../../../../contract/merchants.js';
import { api } from '../../../api/client.js';
import { ApiCallError } from '../../../api/errors.js';

/** Export fetches at most this many pages of 500 (100,000 rows). */
const EXPORT_MAX_PAGES = 200;

export async function getMerchantList(): Promise<Merchant[]> {
  const r = await api.call(merchantList, {});
  return r.data;
}

interface MerchantPage {
  details: MerchantTransaction[];
  total: number;
}

/**
 * One page of a merchant's transactions, newest first. A refusal by the server reads 'Failed to
 * fetch transactions'; a network failure keeps its own message.
 */
export async function getMerchantTransactions(
  merchantId: string,
  o: { page?: number; limit?: number; signal?: AbortSignal } = {},
): Promise<MerchantPage> {
  try {
    const r = await api.call(
      getTransactionListing,
      {
        page: o.page ?? 1,
        limit: o.limit ?? LISTING_DEFAULT_LIMIT,
        search_key: '',
        order: '',
        sourceSearch: '',
        statusSearch: '',
        user_id: merchantId,
      },
      { signal: o.signal },
    );
    return { details: r.data.details, total: r.data.total };
  } catch (e) {
    if (e instanceof ApiCallError && e.status >= 400) throw new Error(ADMIN_MESSAGES.fetchFailed);
    throw e;
  }
}

/** Every transaction of a merchant (for export), in pages of the largest size the server allows. */
export async function getAllMerchantTransactions(merchantId: string): Promise<MerchantTransaction[]> {
  const all: MerchantTransaction[] = [];
  for (let page = 1; page <= EXPORT_MAX_PAGES; page++) {
    const r = await getMerchantTransactions(merchantId, { page, limit: LISTING_MAX_LIMIT });
    all.push(...r.details);
    if (r.details.length < LISTING_MAX_LIMIT || all.length >= r.total) break;
  }
  return all;
}
