/** The merchants table: kept in step with the configuration, looked up by region. */
import { type Kysely, sql } from 'kysely';
import type { Merchant } from '../../../contract/merchants.js';
import type { DB } from '../../db/schema.js';
import type { MerchantConfig, Region } from './config.js';

/** The advisory-lock key of merchant syncing (any fixed number no other lock uses). */
const MERCHANT_SYNC_LOCK = '7305921840';

/** A database handle or a transaction on it. */
export type Db = Kysely<DB>;

/**
 * Makes the table match the configuration: configured merchants are upserted (names may change),
 * merchants no longer configured stay for their history but serve no new transactions.
 */
export async function syncMerchants(db: Db, configured: readonly MerchantConfig[], now: Date): Promise<void> {
  if (!db.isTransaction) return db.transaction().execute((trx) => syncMerchants(trx, configured, now));
  // One sync at a time: two racing first uses (start-up and a first recording, or parallel
  // recordings on a fresh database) would both insert a region's merchant, and the second insert
  // breaks the one-active-merchant-per-region index that its ON CONFLICT cannot arbitrate.
  await sql`select pg_advisory_xact_lock(${MERCHANT_SYNC_LOCK}::bigint)`.execute(db);
  const ids = configured.map((m) => m.merchant_id);
  // Retire first: a region's new merchant may only become active once the old one is not.
  let retire = db.updateTable('merchants').set({ active: false, updated_at: now }).where('active', '=', true);
  if (ids.length > 0) retire = retire.where('merchant_id', 'not in', ids);
  await retire.execute();
  for (const [position, m] of configured.entries()) {
    await db
      .insertInto('merchants')
      .values({
        merchant_id: m.merchant_id,
        first_name: m.first_name,
        last_name: m.last_name,
        region: m.region,
        active: true,
        position,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({
          first_name: m.first_name,
          last_name: m.last_name,
          region: m.region,
          active: true,
          position,
          updated_at: now,
        }),
      )
      .execute();
  }
}

/** The active merchant serving a region, or undefined. */
export async function activeMerchantFor(db: Db, region: Region): Promise<{ merchant_id: string } | undefined> {
  return db
    .selectFrom('merchants')
    .select('merchant_id')
    .where('region', '=', region)
    .where('active', '=', true)
    .executeTakeFirst();
}

/** Every merchant, active ones first in configured order, then retired ones by name. */
export async function listMerchants(db: Db): Promise<Merchant[]> {
  return db
    .selectFrom('merchants')
    .select(['merchant_id', 'first_name', 'last_name'])
    .orderBy('active', 'desc')
    .orderBy('position')
    .orderBy('first_name')
    .orderBy('merchant_id')
    .execute();
}

export async function merchantExists(db: Db, merchantId: string): Promise<boolean> {
  const row = await db
    .selectFrom('merchants')
    .select('merchant_id')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row !== undefined;
}
