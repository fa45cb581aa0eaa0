/**
 * The reads of one customer's money that grow with the whole service, not with the customer: each
 * table they join is reached through an index, never read whole. The history's every page, a
 * statement and the back-office's list of a customer's transactions join the ledger's movements to
 * deposits, withdrawals, swap quotes and orders of every customer;
 * a join column without an index makes each page read those tables to the end. The planner is told
 * to avoid whole-table reads (enable_seqscan off), so a plan that still has one had no index to use.
 */
import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../deps.js';
import { creditForTest } from '../modules/ledger/testing.js';
import { customerTransactions } from '../modules/staff/desk-transactions.js';
import { entriesIn } from '../modules/statements/entries.js';
import { transactionHistory } from '../modules/wallet/history.js';
import { createUser } from '../test/factories.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

/** The select statements `read` makes, as the database receives them. */
async function selectsOf(read: (deps: AppDeps) => Promise<unknown>): Promise<CompiledQuery[]> {
  const seen: CompiledQuery[] = [];
  const executor = env.deps.db.getExecutor();
  const capture: KyselyPlugin = {
    transformQuery(args) {
      if (args.node.kind === 'SelectQueryNode') seen.push(executor.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  await read({ ...env.deps, db: env.deps.db.withPlugin(capture) });
  return seen;
}

/** The tables a statement's plan reads whole even when the planner is told not to. */
async function tablesReadWhole(query: CompiledQuery): Promise<string[]> {
  const plan = await env.deps.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
  });
  return plan.rows.flatMap((r) => /Seq Scan on (\w+)/.exec(r['QUERY PLAN'])?.[1] ?? []);
}

async function customerWithHistory() {
  const u = await createUser(env.deps, { kycStatus: 'approved' });
  for (const amount of ['0.01', '0.02', '0.03']) await creditForTest(env.deps, u.id, 'BTC', amount);
  return u;
}

describe('reads joined by index', () => {
  it("the history's first page and an older page read no table whole", async () => {
    const u = await customerWithHistory();
    const reads = [
      ...(await selectsOf((deps) => transactionHistory(deps, u.id, { limit: 50 }))),
      ...(await selectsOf((deps) => transactionHistory(deps, u.id, { limit: 2, before: 1_000_000 }))),
    ];
    expect(reads.length).toBeGreaterThan(2);
    for (const read of reads) expect(await tablesReadWhole(read), read.sql).toEqual([]);
  });

  it("a statement's entries read no table whole", async () => {
    const u = await customerWithHistory();
    const now = env.deps.clock.now();
    const reads = await selectsOf((deps) =>
      entriesIn(deps, u.id, {
        from: new Date(now.getTime() - 86_400_000),
        to: new Date(now.getTime() + 86_400_000),
        currency: 'AUD',
        field: 'from',
      }),
    );
    expect(reads.length).toBeGreaterThan(1);
    for (const read of reads) expect(await tablesReadWhole(read), read.sql).toEqual([]);
  });

  it("the back-office's list of a customer's transactions reads no table whole, filtered or not", async () => {
    const u = await customerWithHistory();
    const all = { kind: '', status: '', from: '', to: '', before: '', limit: 50 } as const;
    const reads = [
      ...(await selectsOf((deps) => customerTransactions(deps.db, u.id, all))),
      ...(await selectsOf((deps) =>
        customerTransactions(deps.db, u.id, { ...all, status: 'pending', before: '1000000' }),
      )),
    ];
    expect(reads.length).toBeGreaterThan(2);
    for (const read of reads) expect(await tablesReadWhole(read), read.sql).toEqual([]);
  });
});
