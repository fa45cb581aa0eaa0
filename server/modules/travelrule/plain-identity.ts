/**
 * Seals the identity fields still in plain text (decision 335): rows written before the fields
 * were sealed, or by an older instance during an upgrade. A migration cannot do it: the data key
 * is the server's secret, loaded after the migrations run (on local mode from the database
 * itself). So the server seals them as soon as it starts, and again every hour, in place. Each
 * row is updated only while it still holds the plain value it was read with, so instances doing
 * it together, or a withdrawal writing the row meanwhile, never seal a value twice or lose one.
 */
import type { UpdateResult } from 'kysely';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { isSealed, sealCaseNames, sealIdentity } from '../../lib/sealed-identity.js';

const BATCH = 500;

/**
 * Seals each row read whose field is still plain text, through `write`, which updates the row only
 * while it holds that text; the number of rows sealed.
 */
async function sealEach<R>(
  rows: R[],
  plainOf: (r: R) => string | null,
  write: (r: R, plain: string) => Promise<UpdateResult>,
): Promise<number> {
  let sealed = 0;
  for (const r of rows) {
    const plain = plainOf(r);
    if (plain === null || isSealed(plain)) continue;
    sealed += Number((await write(r, plain)).numUpdatedRows);
  }
  return sealed;
}

async function sealWithdrawals(db: Database, key: Uint8Array): Promise<number> {
  const rows = await db
    .selectFrom('withdrawals')
    .select(['id', 'beneficiary'])
    .where('beneficiary', 'is not', null)
    .where('beneficiary', 'not like', 'v1.%')
    .limit(BATCH)
    .execute();
  return sealEach(
    rows,
    (r) => r.beneficiary || null,
    (r, plain) =>
      db
        .updateTable('withdrawals')
        .set({ beneficiary: sealIdentity(key, { kind: 'withdrawal', id: r.id }, plain) })
        .where('id', '=', r.id)
        .where('beneficiary', '=', plain)
        .executeTakeFirst(),
  );
}

async function sealAddressBook(db: Database, key: Uint8Array): Promise<number> {
  const rows = await db
    .selectFrom('address_book')
    .select(['id', 'user_id', 'route_id', 'address', 'beneficiary_name'])
    .where('beneficiary_name', 'is not', null)
    .where('beneficiary_name', 'not like', 'v1.%')
    .limit(BATCH)
    .execute();
  return sealEach(
    rows,
    (r) => r.beneficiary_name || null,
    (r, plain) => {
      const owner = { kind: 'address_book' as const, userId: r.user_id, routeId: r.route_id, address: r.address };
      return db
        .updateTable('address_book')
        .set({ beneficiary_name: sealIdentity(key, owner, plain) })
        .where('id', '=', r.id)
        .where('beneficiary_name', '=', plain)
        .executeTakeFirst();
    },
  );
}

async function sealCases(db: Database, key: Uint8Array): Promise<number> {
  const rows = await db
    .selectFrom('screening_cases')
    .select(['id', 'direction', 'user_id', 'reference', 'names'])
    .where('names', 'not like', 'v1.%')
    .limit(BATCH)
    .execute();
  return sealEach(
    rows,
    (r) => r.names,
    (r, plain) => {
      let names: unknown;
      try {
        names = JSON.parse(plain);
      } catch {
        names = [plain];
      }
      const list = Array.isArray(names) ? names.map(String) : [String(names)];
      const owner = { direction: r.direction, userId: r.user_id, reference: r.reference };
      return db
        .updateTable('screening_cases')
        .set({ names: sealCaseNames(key, owner, list) })
        .where('id', '=', r.id)
        .where('names', '=', plain)
        .executeTakeFirst();
    },
  );
}

/** Seals every identity field still in plain text, a batch at a time; the number sealed. */
export async function sealPlainIdentityFields(deps: Pick<AppDeps, 'db' | 'secrets' | 'log'>): Promise<number> {
  const key = deps.secrets.data;
  let total = 0;
  for (const step of [sealWithdrawals, sealAddressBook, sealCases]) {
    for (;;) {
      const n = await step(deps.db, key);
      total += n;
      if (n < BATCH) break;
    }
  }
  if (total > 0) deps.log.info('identity fields sealed', { rows: total });
  return total;
}
