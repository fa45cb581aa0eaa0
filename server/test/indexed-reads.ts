/**
 * Whether a read of one customer's money reaches every table it joins through an index (decision
 * 510). The history's pages, a statement and the back-office's list of a customer's transactions
 * join the ledger's movements to deposits, withdrawals, swap quotes and orders of every customer: a
 * join column without an index makes each such read go through a whole table. The read's select
 * statements are captured as the database receives them and explained with whole-table reads
 * turned off (enable_seqscan): a plan that still has one had no index to use.
 */
import { CompiledQuery, type KyselyPlugin, sql } from 'kysely';
import type { AppDeps } from '../deps.js';
import type { TestEnv } from './harness.js';

/** The select statements `read` sends, as the database receives them. */
async function selectsOf(env: TestEnv, read: (deps: AppDeps) => Promise<unknown>): Promise<CompiledQuery[]> {
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
async function tablesReadWhole(env: TestEnv, query: CompiledQuery): Promise<string[]> {
  const plan = await env.deps.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]));
  });
  return plan.rows.flatMap((r) => /Seq Scan on (\w+)/.exec(r['QUERY PLAN'])?.[1] ?? []);
}

/** Each select statement `read` sends, with the tables its plan reads whole (none, when all is indexed). */
export async function wholeTableReads(
  env: TestEnv,
  read: (deps: AppDeps) => Promise<unknown>,
): Promise<{ sql: string; tables: string[] }[]> {
  const out: { sql: string; tables: string[] }[] = [];
  for (const q of await selectsOf(env, read)) out.push({ sql: q.sql, tables: await tablesReadWhole(env, q) });
  return out;
}
