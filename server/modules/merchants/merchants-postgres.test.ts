/**
 * The merchant SQL on real PostgreSQL (TEST_DATABASE_URL; npm test starts a throwaway cluster):
 * concurrent recording of one event, the listing's filters, and the read-only admin transaction.
 */

import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { openDatabase } from '../../db/index.js';
import { migrateToLatest } from '../../db/migrate.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { onScratchDatabase } from '../../test/scratch-env.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';
import { syncMerchants } from './merchants.js';
import { recordMerchantTransaction } from './record.js';

describe.skipIf(!TEST_DATABASE_URL)('merchants on PostgreSQL', () => {
  let _scratch: ScratchDatabase;
  let env: TestEnv;
  let admin: TestUser;
  let customer: TestUser;

  onScratchDatabase({}, async (e) => {
    env = e;
    admin = await createUser(env.deps, { role: 'admin' });
    customer = await createUser(env.deps, { currency: 'AUD', firstName: 'Pat', lastName: 'Lee' });
  });

  it('keeps one record per event when its updates race, ending final', async () => {
    const record = (outcome: 'pending' | 'completed') =>
      env.deps.db.transaction().execute((trx) =>
        recordMerchantTransaction(
          { ...env.deps, db: trx },
          {
            requestType: 'withdraw',
            transactionId: 'race-1',
            userId: customer.id,
            outcome,
            amount: '2',
            currency: 'SOL',
            at: env.deps.clock.now(),
          },
        ),
      );
    const ids = await Promise.all([
      record('pending'),
      record('completed'),
      record('pending'),
      record('pending'),
      record('completed'),
    ]);
    expect(new Set(ids).size).toBe(1);
    const rows = await env.deps.db
      .selectFrom('merchant_transactions')
      .selectAll()
      .where('transaction_id', '=', 'race-1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: true, code: '200' });
  });

  it('syncs the merchants once when first uses race on a fresh database', async () => {
    // Twelve transactions at a time find no merchant yet and sync at once: without serialising the
    // sync, two of them insert a region's merchant and one breaks the one-active-per-region index.
    const fresh = await createScratchDatabase(TEST_DATABASE_URL!);
    const opened = await openDatabase({ databaseUrl: fresh.url });
    try {
      await migrateToLatest(opened.db);
      const at = env.deps.clock.now();
      // The window is narrow (between one insert's conflict check and its index entry), so race
      // many times, emptying the table between rounds.
      for (let round = 0; round < 40; round++) {
        await opened.db.deleteFrom('merchants').execute();
        await Promise.all(
          Array.from({ length: 12 }, () =>
            opened.db.transaction().execute((trx) => syncMerchants(trx, env.deps.config.merchants, at)),
          ),
        );
      }
      const active = await opened.db.selectFrom('merchants').select('region').where('active', '=', true).execute();
      expect(active.map((m) => m.region).sort()).toEqual(env.deps.config.merchants.map((m) => m.region).sort());
    } finally {
      await opened.close();
      await fresh.drop();
    }
  });

  it('lists with search and status filters through the read-only admin transaction', async () => {
    // Its own record: the test does not rely on the one the race test made.
    for (const outcome of ['pending', 'completed'] as const)
      await recordMerchantTransaction(env.deps, {
        requestType: 'withdraw',
        transactionId: 'listed-1',
        userId: customer.id,
        outcome,
        amount: '2',
        currency: 'SOL',
        at: env.deps.clock.now(),
      });
    const r = await env.api.call(
      CALLS.getTransactionListing,
      { user_id: 'merchant-au', search_key: 'LISTED', statusSearch: 'completed', order: 'asc', limit: 500 },
      { token: admin.token },
    );
    expect(r.status).toBe(200);
    if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
    expect(r.answer.data!.details.map((t) => [t.transaction_id, t.amount, t.user_name])).toEqual([
      ['listed-1', '2', 'Pat Lee'],
    ]);
    const audit = await env.deps.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: admin.id, outcome: 'allowed' });
  });
});
