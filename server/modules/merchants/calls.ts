/** The admin's merchant calls: the merchant list and one merchant's transaction listing. */
import { CALLS } from '../../../contract/calls/index.js';
import { ADMIN_MESSAGES } from '../../../contract/merchants.js';
import { ApiError } from '../../http/errors.js';
import { defineAdminCall } from './admin-call.js';
import { listMerchantTransactions } from './listing.js';
import { listMerchants, merchantExists } from './merchants.js';
import { ensureMerchantsSynced } from './sync.js';

export const getMerchantList = defineAdminCall(CALLS.getMerchantList, {
  rules: () => ({}),
  prepare: (ctx) => ensureMerchantsSynced(ctx.deps),
  async handle(_ctx, _payload, db) {
    return { data: await listMerchants(db) };
  },
  audit: (_p, result) => ({ merchants: result.data?.length ?? 0 }),
});

export const getTransactionListing = defineAdminCall(CALLS.getTransactionListing, {
  rules: (o) => ({
    page: o.page,
    limit: o.limit,
    searchKey: o.search_key,
    order: o.order,
    sourceSearch: o.sourceSearch,
    statusSearch: o.statusSearch,
    merchantId: o.user_id,
  }),
  prepare: (ctx) => ensureMerchantsSynced(ctx.deps),
  async handle(_ctx, q, db) {
    if (!(await merchantExists(db, q.merchantId))) throw new ApiError('NOT_FOUND', ADMIN_MESSAGES.merchantNotFound);
    return { data: await listMerchantTransactions(db, q) };
  },
  audit: (q, result) => ({
    merchantId: q.merchantId,
    page: q.page,
    limit: q.limit,
    searchKey: q.searchKey,
    order: q.order,
    sourceSearch: q.sourceSearch,
    statusSearch: q.statusSearch,
    returned: result.data?.details.length ?? 0,
    total: result.data?.total ?? 0,
  }),
});
