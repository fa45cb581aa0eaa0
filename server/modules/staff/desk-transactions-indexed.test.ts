/**
 * The back-office's list of a customer's transactions finds the rows it joins by index, never by
 * reading a table whole (decision 510).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { wholeTableReads } from '../../test/indexed-reads.js';
import { creditForTest } from '../ledger/testing.js';
import { customerTransactions } from './desk-transactions.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

it("the list of a customer's transactions, filtered or not, reads no table whole", async () => {
  const u = await createUser(env.deps, { kycStatus: 'approved' });
  await creditForTest(env.deps, u.id, 'BTC', '0.01');
  const all = { kind: '', status: '', from: '', to: '', before: '', limit: 50 } as const;
  const reads = [
    ...(await wholeTableReads(env, (deps) => customerTransactions(deps.db, u.id, all))),
    ...(await wholeTableReads(env, (deps) =>
      customerTransactions(deps.db, u.id, { ...all, status: 'pending', before: '1000000' }),
    )),
  ];
  expect(reads.length).toBeGreaterThan(2);
  expect(reads.filter((r) => r.tables.length > 0)).toEqual([]);
});
