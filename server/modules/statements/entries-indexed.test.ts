/** A statement's entries find the rows they join by index, never by reading a table whole (decision 510). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { wholeTableReads } from '../../test/indexed-reads.js';
import { creditForTest } from '../ledger/testing.js';
import { entriesIn } from './entries.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

it("a statement's entries read no table whole", async () => {
  const u = await createUser(env.deps, { kycStatus: 'approved' });
  for (const amount of ['0.01', '0.02']) await creditForTest(env.deps, u.id, 'BTC', amount);
  const now = env.deps.clock.now().getTime();
  const range = { from: new Date(now - 86_400_000), to: new Date(now + 86_400_000), currency: 'AUD', field: 'from' };
  const reads = await wholeTableReads(env, (deps) => entriesIn(deps, u.id, range));
  expect(reads.length).toBeGreaterThan(1);
  expect(reads.filter((r) => r.tables.length > 0)).toEqual([]);
});
