/** Every page of the history finds the rows it joins by index, never by reading a table whole (decision 510). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { wholeTableReads } from '../../test/indexed-reads.js';
import { creditForTest } from '../ledger/testing.js';
import { transactionHistory } from './history.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

it("the history's first page and an older page read no table whole", async () => {
  const u = await createUser(env.deps, { kycStatus: 'approved' });
  for (const amount of ['0.01', '0.02', '0.03']) await creditForTest(env.deps, u.id, 'BTC', amount);
  const reads = [
    ...(await wholeTableReads(env, (deps) => transactionHistory(deps, u.id, { limit: 50 }))),
    ...(await wholeTableReads(env, (deps) => transactionHistory(deps, u.id, { limit: 2, before: 1_000_000 }))),
  ];
  expect(reads.length).toBeGreaterThan(2);
  expect(reads.filter((r) => r.tables.length > 0)).toEqual([]);
});
