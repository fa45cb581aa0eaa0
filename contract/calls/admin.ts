/** The admin calls: the merchant list and one merchant's transaction listing (decision 052). */
import type { ListingAnswer, Merchant } from '../merchants.js';
import { merchantListAnswer, transactionListingAnswer } from './answer-schemas.js';
import { defineSpec } from './define.js';
import { checkedByRule, noFields, payload } from './fields.js';

export const getMerchantList = defineSpec<Merchant[]>()({
  path: '/exchange/get-merchant-list',
  answerSchema: merchantListAnswer,
  readOnly: true,
  access: 'admin',
  payload: noFields,
});

export const getTransactionListing = defineSpec<ListingAnswer>()({
  path: '/client/payment/merchant/get-transaction-listing',
  answerSchema: transactionListingAnswer,
  readOnly: true,
  access: 'admin',
  payload: payload({
    page: checkedByRule<number | string>(),
    limit: checkedByRule<number | string>(),
    search_key: checkedByRule<string>(),
    order: checkedByRule<string>(),
    sourceSearch: checkedByRule<string>(),
    statusSearch: checkedByRule<string>(),
    /** The merchant. */
    user_id: checkedByRule<string>(),
  }),
});
