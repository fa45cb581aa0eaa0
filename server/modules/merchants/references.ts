/**
 * What support quotes about a page of merchant transactions (decision 176): the reference the
 * customer sees ('CV-…', decision 117) and the customer's number and email. Resolved per page,
 * after the filters and the order, so the listing's query and count stay as they are:
 * - a deposit's record holds its ledger movement's ref;
 * - a withdrawal's holds the withdrawal's id, whose hold movement carries the reference;
 * - a buy's holds the purchase's tracking id: the credit movement's reference once it succeeded,
 *   else the purchase's own (as the customer's list of purchases shows it).
 */
import { customerNumberOf } from '../../../contract/customer-number.js';
import { REQUEST_TYPES } from '../../../contract/merchants.js';
import { referenceOf } from '../../../contract/references.js';
import type { Db } from './merchants.js';

interface Row {
  transaction_id: string;
  request_type: number;
  user_id: string | null;
}

interface SupportFacts {
  reference: string | null;
  customer_number: string | null;
  customer_email: string | null;
}

const idsOf = (rows: readonly Row[], type: number) =>
  rows.filter((r) => r.request_type === type).map((r) => r.transaction_id);

async function publicIds(db: Db, rows: readonly Row[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const deposits = idsOf(rows, REQUEST_TYPES.deposit);
  const withdrawals = idsOf(rows, REQUEST_TYPES.withdraw);
  const buys = idsOf(rows, REQUEST_TYPES.buy);
  if (deposits.length > 0) {
    const list = await db
      .selectFrom('ledger_movements')
      .select(['ref', 'public_id'])
      .where('ref', 'in', deposits)
      .execute();
    for (const m of list) found.set(`${REQUEST_TYPES.deposit}:${m.ref}`, m.public_id);
  }
  if (withdrawals.length > 0) {
    const list = await db
      .selectFrom('withdrawals as w')
      .innerJoin('ledger_movements as m', 'm.id', 'w.hold_movement_id')
      .select(['w.id', 'm.public_id'])
      .where('w.id', 'in', withdrawals)
      .execute();
    for (const w of list) found.set(`${REQUEST_TYPES.withdraw}:${w.id}`, w.public_id);
  }
  if (buys.length > 0) {
    const list = await db
      .selectFrom('card_purchases as c')
      .leftJoin('ledger_movements as m', (j) =>
        j.onRef('m.tracking_id', '=', 'c.tracking_id').on('m.kind', '=', 'card_purchase'),
      )
      .select(['c.tracking_id', 'c.public_id as purchase_public_id', 'm.public_id as movement_public_id'])
      .where('c.tracking_id', 'in', buys)
      .execute();
    for (const c of list)
      found.set(`${REQUEST_TYPES.buy}:${c.tracking_id}`, c.movement_public_id ?? c.purchase_public_id);
  }
  return found;
}

/** The facts of each row, in the rows' order. */
export async function supportFactsOf(db: Db, rows: readonly Row[]): Promise<SupportFacts[]> {
  if (rows.length === 0) return [];
  const ids = await publicIds(db, rows);
  const userIds = [...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))];
  const emails = new Map<string, string>();
  if (userIds.length > 0) {
    const users = await db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute();
    for (const u of users) emails.set(u.id, u.email);
  }
  return rows.map((r) => {
    const publicId = ids.get(`${r.request_type}:${r.transaction_id}`);
    return {
      reference: publicId ? referenceOf(publicId) : null,
      customer_number: r.user_id ? customerNumberOf(r.user_id) : null,
      customer_email: r.user_id ? (emails.get(r.user_id) ?? null) : null,
    };
  });
}
