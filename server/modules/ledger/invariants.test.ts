/**
 * The settle invariant is one rule for coins and cash: a withdrawal that left pending with no
 * settling movement is reported, under its own name for each kind.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { insertDueCashWithdrawals } from '../bank/testing.js';
import { insertPendingWithdrawals } from '../wallet/testing.js';
import { findInvariantViolations } from './invariants.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const settleProblems = async () =>
  (await findInvariantViolations(env.deps.db))
    .filter((p) => p.includes('hold was settled'))
    .map((p) => p.split(':')[0]);

it('reports a coin or cash withdrawal marked sent that no movement settled, and names which', async () => {
  await insertPendingWithdrawals(env.deps, 1);
  const [cash] = await insertDueCashWithdrawals(env, 1);
  expect(await settleProblems()).toEqual([]);
  const db = env.deps.db;
  const hold = await db.selectFrom('withdrawals').select('hold_movement_id').executeTakeFirstOrThrow();
  await db
    .updateTable('withdrawals')
    .set({ state: 'sent', tx_hash: 'ab', settle_movement_id: hold.hold_movement_id })
    .execute();
  expect(await settleProblems()).toEqual(['a withdrawal hold was settled other than exactly once']);
  await db
    .updateTable('bank_withdrawals')
    .set({ state: 'returned', settle_movement_id: hold.hold_movement_id })
    .where('id', '=', cash!)
    .execute();
  expect(await settleProblems()).toEqual([
    'a withdrawal hold was settled other than exactly once',
    'a cash withdrawal hold was settled other than exactly once',
  ]);
});
