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

/**
 * The select statements `read` sends, as the database receives them. A subquery is built (and so
 * seen) on its own too: only the statements whose result came back are the ones sent.
 */
async function selectsOf(env: TestEnv, read: (deps: AppDeps) => Promise<unknown>): Promise<CompiledQuery[]> {
  const built = new Map<unknown, CompiledQuery>();
  const sent: CompiledQuery[] = [];
  const executor = env.deps.db.getExecutor();
  const capture: KyselyPlugin = {
    transformQuery(args) {
      if (args.node.kind === 'SelectQueryNode') built.set(args.queryId, executor.compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => {
      const query = built.get(args.queryId);
      if (query) sent.push(query);
      return args.result;
    },
  };
  await read({ ...env.deps, db: env.deps.db.withPlugin(capture) });
  return sent;
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

interface PlanNode {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The rows a statement's scans of `table` read as it ran (explain analyze): kept or filtered out. */
async function rowsScanned(env: TestEnv, query: CompiledQuery, table: string): Promise<number> {
  const result = await env.deps.db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
  );
  const raw = result.rows[0]?.['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  const walk = (n: PlanNode): number =>
    (n['Relation Name'] === table
      ? ((n['Actual Rows'] ?? 0) + (n['Rows Removed by Filter'] ?? 0) + (n['Rows Removed by Index Recheck'] ?? 0)) *
        (n['Actual Loops'] ?? 1)
      : 0) + (n.Plans ?? []).reduce((sum, child) => sum + walk(child), 0);
  return top ? walk(top.Plan) : 0;
}

/**
 * How many rows of `table` the select statements `read` sends read between them, as they ran: a
 * page that costs what it shows reads about as many as it lists, one that gathers a customer's
 * whole history reads all of it (decision 511).
 */
export async function rowsReadFrom(
  env: TestEnv,
  table: string,
  read: (deps: AppDeps) => Promise<unknown>,
): Promise<number> {
  let total = 0;
  for (const q of await selectsOf(env, read)) total += await rowsScanned(env, q, table);
  return total;
}
