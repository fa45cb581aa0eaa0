/**
 * Two server instances on one real PostgreSQL database (TEST_DATABASE_URL) run the recurring-buy
 * job for the same due slot at the same moment: the slot's claim lets one purchase through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';
import { runRecurringBuys } from './run.js';
import { customerWithCard, planOf, planPurchases } from './testing.js';

const DAY = 86_400_000;

describe.skipIf(!TEST_DATABASE_URL)('recurring buys on two instances', () => {
  let scratch: ScratchDatabase;
  let a: TestEnv;
  let b: TestEnv;

  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    const start = '2027-05-03T10:00:00Z';
    a = await createTestEnv({ databaseUrl: scratch.url, start });
    b = await createTestEnv({ databaseUrl: scratch.url, start });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('both run the same due slots at once: one purchase and one charge per plan and slot', async () => {
    const customers = await Promise.all([customerWithCard(a), customerWithCard(a), customerWithCard(a)]);
    const plans = await Promise.all(customers.map((u) => planOf(a, u, { amount: '25', frequency: 'weekly' })));
    for (const env of [a, b]) env.deps.clock.advance(7 * DAY);
    const [ranA, ranB] = await Promise.all([
      runRecurringBuys(a.deps, a.deps.clock.now()),
      runRecurringBuys(b.deps, b.deps.clock.now()),
    ]);
    expect(ranA + ranB).toBe(plans.length);
    for (const plan of plans) {
      const purchases = await planPurchases(a, plan.id);
      expect(purchases.map((p) => p.status)).toEqual(['success']);
      const charges = await a.deps.db
        .selectFrom('gateway_sandbox_checkouts')
        .select('token')
        .where('tracking_id', '=', purchases[0]!.tracking_id)
        .execute();
      expect(charges).toHaveLength(1);
    }
    // And once more after both have run: nothing is due.
    const again = await Promise.all([
      runRecurringBuys(a.deps, a.deps.clock.now()),
      runRecurringBuys(b.deps, b.deps.clock.now()),
    ]);
    expect(again).toEqual([0, 0]);
  });
});
