/**
 * Finding a customer (decision 236) by what a caller can quote: an email, a name, the customer
 * number (CU-…), a transaction reference (CV-…) or a deposit, withdrawal or address-book address.
 * Customers only: staff accounts are never found here.
 */
import { sql } from 'kysely';
import { customerNumberOf } from '../../../contract/customer-number.js';
import type { CustomerMatch } from '../../../contract/desk.js';
import type { Database } from '../../db/index.js';

const QUOTED = /^(CU|CV)-([0-9A-F]{4})-([0-9A-F]{4})-([0-9A-F]{4})$/i;
const LIMIT = 20;

type Row = { id: string; email: string; first_name: string; last_name: string; status: string };

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findCustomers(db: Database, query: string): Promise<CustomerMatch[]> {
  const customers = () =>
    db
      .selectFrom('users')
      .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'users.status'])
      .where('users.role', '=', 'user')
      .limit(LIMIT);
  const quoted = QUOTED.exec(query);
  let rows: Row[];
  let matchedBy: string;
  if (quoted) {
    const hex = `${quoted[2]}${quoted[3]}${quoted[4]}`.toLowerCase();
    if (quoted[1]?.toUpperCase() === 'CU') {
      matchedBy = 'customer number';
      rows = await customers()
        .where(sql<boolean>`replace(users.id::text, '-', '') like ${`${hex}%`}`)
        .execute();
    } else {
      matchedBy = 'reference';
      rows = await customers()
        .where('users.id', 'in', (eb) =>
          eb
            .selectFrom('ledger_movements')
            .select(sql<string>`user_id::text`.as('user_id'))
            .where(sql<boolean>`replace(public_id::text, '-', '') like ${`${hex}%`}`),
        )
        .execute();
    }
  } else if (query.includes('@')) {
    matchedBy = 'email';
    rows = await customers()
      .where('users.email_normalized', 'like', `${likeText(query.toLowerCase())}%`)
      .orderBy('users.email_normalized')
      .execute();
  } else {
    matchedBy = 'address';
    rows = await customers()
      .where((eb) =>
        eb.or([
          eb('users.id', 'in', eb.selectFrom('deposit_addresses').select('user_id').where('address', '=', query)),
          eb('users.id', 'in', eb.selectFrom('withdrawals').select('user_id').where('address', '=', query)),
          eb('users.id', 'in', eb.selectFrom('address_book').select('user_id').where('address', '=', query)),
        ]),
      )
      .execute();
    if (rows.length === 0) {
      matchedBy = 'name';
      rows = await customers()
        .where(sql<boolean>`(users.first_name || ' ' || users.last_name) ilike ${`%${likeText(query)}%`}`)
        .orderBy('users.last_name')
        .orderBy('users.first_name')
        .execute();
    }
  }
  return rows.map((r) => ({
    customerId: r.id,
    customerNumber: customerNumberOf(r.id),
    email: r.email,
    name: `${r.first_name} ${r.last_name}`,
    status: r.status,
    matchedBy,
  }));
}
