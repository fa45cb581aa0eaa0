/**
 * Finding a customer (decision 236) by what a caller can quote: an email, a name, the customer
 * number (CU-…), a transaction reference (CV-…) or a deposit, withdrawal or address-book address,
 * found by the account it names in any of its spellings.
 * Customers only: staff accounts are never found here.
 */
import { type Expression, type SqlBool, sql } from 'kysely';
import { accountOf, addressIdentity, foldsCase, routesSharingAddresses } from '../../../contract/addresses/identity.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import type { CustomerMatch } from '../../../contract/desk.js';
import type { Database } from '../../db/index.js';

const QUOTED = /^(CU|CV)-([0-9A-F]{4})-([0-9A-F]{4})-([0-9A-F]{4})$/i;
const LIMIT = 20;

type Row = { id: string; email: string; first_name: string; last_name: string; status: string };

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Which stored address texts are the account `query` names (decision 343), whatever spelling was
 * stored: hex and bech32 without letter case; an XRP account as its classic address and as every
 * X-address (any tag) stored for it, read by the one identity rule, since X-addresses cannot be
 * compared in SQL. Other text compares as typed (base58 reads letter case).
 */
async function sameAccountAs(db: Database, query: string): Promise<Expression<SqlBool>> {
  const typed = query.trim();
  if (foldsCase(typed)) return sql<SqlBool>`lower(address) = ${typed.toLowerCase()}`;
  const xrp = addressIdentity('xrpl', typed)?.account;
  if (!xrp) return sql<SqlBool>`address = ${typed}`;
  const routes = routesSharingAddresses({ chain: 'xrpl' });
  const xAddress = sql<SqlBool>`left(address, 1) in ('X', 'T')`;
  const stored = await db
    .selectFrom('withdrawals')
    .select('address')
    .where('route_id', 'in', routes)
    .where(xAddress)
    .union(db.selectFrom('address_book').select('address').where('route_id', 'in', routes).where(xAddress))
    .execute();
  const texts = [typed, xrp, ...stored.map((r) => r.address).filter((a) => accountOf('xrpl', a) === xrp)];
  return sql<SqlBool>`address in (${sql.join(texts)})`;
}

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
    const sameAccount = await sameAccountAs(db, query);
    rows = await customers()
      .where((eb) =>
        eb.or([
          eb('users.id', 'in', eb.selectFrom('deposit_addresses').select('user_id').where(sameAccount)),
          eb('users.id', 'in', eb.selectFrom('withdrawals').select('user_id').where(sameAccount)),
          eb('users.id', 'in', eb.selectFrom('address_book').select('user_id').where(sameAccount)),
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
