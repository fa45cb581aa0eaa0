/** The merchant transaction listing: filters, order and pages over one merchant's records. */
import type { ExpressionBuilder } from 'kysely';
import { sql } from 'kysely';
import {
  type ListingAnswer,
  type ListingQuery,
  MERCHANT_CODES,
  type MerchantTransaction,
} from '../../../contract/merchants.js';
import type { DB } from '../../db/schema.js';
import type { Db } from './merchants.js';
import { decimalOf } from './record.js';
import { supportFactsOf } from './references.js';

type Eb = ExpressionBuilder<DB, 'merchant_transactions'>;

/** A LIKE pattern matching `text` anywhere, with the pattern characters taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The status rule of the specification as SQL (contract/merchants.ts merchantStatus). */
function statusFilter(eb: Eb, status: ListingQuery['statusSearch']) {
  const completed = eb.and([eb('status', '=', true), eb('code', '=', MERCHANT_CODES.completed)]);
  const failed = eb.and([eb('status', '=', false), eb('code', '<>', MERCHANT_CODES.pending)]);
  if (status === 'completed') return completed;
  if (status === 'failed') return failed;
  return eb.not(eb.or([completed, failed]));
}

function filtered(db: Db, q: ListingQuery) {
  let query = db.selectFrom('merchant_transactions').where('merchant_id', '=', q.merchantId);
  if (q.searchKey) {
    const pattern = containsPattern(q.searchKey);
    query = query.where((eb) =>
      eb.or([
        eb('transaction_id', 'ilike', pattern),
        eb('id', 'ilike', pattern),
        eb('user_name', 'ilike', pattern),
        eb('orderreference', 'ilike', pattern),
      ]),
    );
  }
  if (q.sourceSearch) query = query.where(sql`lower(source)`, '=', q.sourceSearch.toLowerCase());
  if (q.statusSearch) {
    const status = q.statusSearch;
    query = query.where((eb) => statusFilter(eb, status));
  }
  return query;
}

export async function listMerchantTransactions(db: Db, q: ListingQuery): Promise<ListingAnswer> {
  const base = filtered(db, q);
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', q.order)
    .orderBy('id', q.order)
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const facts = await supportFactsOf(db, rows);
  const details: MerchantTransaction[] = rows.map((r, i) => ({
    _id: r.id,
    transaction_id: r.transaction_id,
    merchant_id: r.merchant_id,
    request_type: r.request_type,
    status: r.status,
    code: r.code,
    amount: decimalOf(r.amount, r.currency) ?? '0',
    currency: r.currency,
    currency_amount: decimalOf(r.currency_amount, r.currency_value),
    currency_value: r.currency_value,
    user_name: r.user_name,
    source: r.source,
    orderreference: r.orderreference,
    createdAt: new Date(r.created_at).toISOString(),
    reference: facts[i]?.reference ?? null,
    customer_number: facts[i]?.customer_number ?? null,
    customer_email: facts[i]?.customer_email ?? null,
  }));
  return { details, page: q.page, limit: q.limit, total: Number(total) };
}
