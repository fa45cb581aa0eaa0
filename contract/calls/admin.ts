/** The admin calls: the merchant list and one merchant's transaction listing (decision 052). */
import { custom, type GenericSchema, optional, pipe, transform } from 'valibot';
import {
  type FieldReading,
  LISTING_FIELDS,
  type ListingAnswer,
  type ListingOrder,
  type Merchant,
  type StatusSearch,
} from '../merchants.js';
import { merchantListAnswer, transactionListingAnswer } from './answer-schemas.js';
import { defineSpec } from './define.js';
import { noFields, payload } from './fields.js';

/** A field read by `read`: refused with its message, else the value read; absent reads as null. */
function readBy<I, T>(read: (v: unknown) => FieldReading<T>): GenericSchema<I | null | undefined, T> {
  const errorOf = (v: unknown) => {
    const r = read(v);
    return 'error' in r ? r.error : '';
  };
  return optional(
    pipe(
      custom<I | null>(
        (v) => !('error' in read(v)),
        (issue) => errorOf(issue.input),
      ),
      transform((v) => (read(v) as { value: T }).value),
    ),
    null,
  );
}

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
  // Every refused field is named; the first in this order is the summary.
  payload: payload({
    page: readBy<number | string, number>(LISTING_FIELDS.page),
    limit: readBy<number | string, number>(LISTING_FIELDS.limit),
    search_key: readBy<string, string>(LISTING_FIELDS.search_key),
    sourceSearch: readBy<string, string>(LISTING_FIELDS.sourceSearch),
    order: readBy<string, ListingOrder>(LISTING_FIELDS.order),
    statusSearch: readBy<string, StatusSearch>(LISTING_FIELDS.statusSearch),
    /** The merchant; one that does not exist answers NOT_FOUND from the call. */
    user_id: readBy<string | number, string>(LISTING_FIELDS.user_id),
  }),
});
