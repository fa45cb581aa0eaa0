/**
 * A money call cut by a PostgreSQL outage (`pg_ctl stop -m immediate` on a cluster of this test's
 * own) on a live instance: its Idempotency-Key could not be answered nor released then. Once the
 * database is back, a retry with the same key gets the real outcome, on the same instance or on
 * another one, and the money moves once. The same for a recurring-buy plan, whose duplicate would
 * charge the card twice a slot (decision 189).
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls/index.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/postgres.js';
import type { Database } from '../db/index.js';
import { createJobRunner, type JobRunner } from '../lib/jobs.js';
import { customerWithSwapQuote } from '../modules/market/testing.js';
import { customerWithCard } from '../modules/recurring/testing.js';
import { interceptedDb } from '../test/faulty-db.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';
import { adminQuery } from '../test/pg-admin.js';
import { startHeartbeat } from './instance.js';
import { startKeyRelease } from './key-claims.js';

const PATH = '/exchange/confirm-swap';
/** The one statement that posts a swap and marks its quote used (decision 015). */
const SWAP_STATEMENT = 'update swap_quotes set used_at';
/** Where a call stores its key's answer: everything the call wrote has committed by then. */
const ANSWER_STATEMENT = /^update "idempotency_keys" set "state"/;

/** The database of `deps` stopping right before the next key's answer is stored, once armed. */
function withAnswerCut(db: Database, cluster: ThrowawayPostgres, cut: { armed: boolean }): Database {
  return db.withPlugin({
    transformQuery({ node, queryId }) {
      if (cut.armed && ANSWER_STATEMENT.test(db.getExecutor().compileQuery(node, queryId).sql)) {
        cut.armed = false;
        cluster.stopImmediately();
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  });
}

/**
 * The database of `deps` with an outage armed around the swap statement: the cluster stops right
 * before it (nothing committed) or right after it committed (the answer cannot be stored).
 */
function withOutage(db: Database, cluster: ThrowawayPostgres, armed: { when: 'before' | 'after' | null }): Database {
  return interceptedDb(db, async (sql, run) => {
    const when = sql.includes(SWAP_STATEMENT) ? armed.when : null;
    if (when) armed.when = null;
    if (when === 'before') {
      // The claim's admission commits without waiting for the disk; the WAL writer
      // has it there within a fraction of a second. Written out now, not waited for.
      await adminQuery(cluster.url, 'checkpoint');
      cluster.stopImmediately();
    }
    const result = await run();
    if (when === 'after') cluster.stopImmediately();
    return result;
  });
}

describe.skipIf(!existsSync('/usr/lib/postgresql'))('a money call cut by a database outage', () => {
  let cluster: ThrowawayPostgres;
  let live: TestEnv;
  let other: TestEnv;
  const jobs: JobRunner[] = [];
  const stops: Array<() => Promise<void>> = [];
  const armed: { when: 'before' | 'after' | null } = { when: null };
  const answerCut = { armed: false };

  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
    live = await createTestEnv({ databaseUrl: cluster.url });
    other = await createTestEnv({ databaseUrl: cluster.url });
    // Two instances of one deployment: the same secrets, their own ids and heartbeats.
    other.deps.secrets = live.deps.secrets;
    live.deps.instanceId = 'live';
    other.deps.instanceId = 'other';
    live.deps.db = withOutage(withAnswerCut(live.deps.db, cluster, answerCut), cluster, armed);
    for (const env of [live, other]) {
      const runner = createJobRunner(env.deps);
      jobs.push(runner);
      stops.push(await startHeartbeat(env.deps, env.deps.instanceId!, runner));
      startKeyRelease(env.deps, runner);
    }
  }, 60_000);
  afterAll(async () => {
    for (const runner of jobs) await runner.stop();
    for (const stop of stops) await stop();
    await live?.close();
    await other?.close();
    await cluster?.stop();
  });

  async function swapCutBy(when: 'before' | 'after') {
    const { user, payload } = await customerWithSwapQuote(live.deps, 300);
    const key = crypto.randomUUID();
    armed.when = when;
    const first = await live.api.call(PATH, payload, { token: user.token, idempotencyKey: key });
    expect(first.status).toBe(503);
    cluster.start();
    return { user, key, payload };
  }

  async function movements(key: string): Promise<number> {
    const row = await other.deps.db
      .selectFrom('ledger_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Retries as a client does after a 503 (Retry-After: 5) until an answer other than 503. */
  async function retry(
    env: TestEnv,
    call: { user: { token: string }; key: string; payload: unknown },
    path: string = PATH,
  ) {
    for (;;) {
      const res = await env.api.call(path, call.payload, { token: call.user.token, idempotencyKey: call.key });
      if (res.status !== 503) return res;
      await new Promise((r) => setTimeout(r, 500));
    }
  }

  /** The retry on `first` answers the swap, which moved money once; the same retry on `second` answers the same. */
  async function expectSwappedOnce(call: Awaited<ReturnType<typeof swapCutBy>>, first: TestEnv, second: TestEnv) {
    const res = await retry(first, call);
    expect(res.answer).toMatchObject({
      status: 'success',
      data: { conversion_quote_id: call.payload.conversionQuoteId },
    });
    expect(res.status).toBe(200);
    expect(await movements(call.key)).toBe(1);
    expect((await retry(second, call)).answer).toEqual(res.answer);
  }

  it('answers the swap that committed before the outage, on the same instance, without moving money again', async () => {
    await expectSwappedOnce(await swapCutBy('after'), live, other);
  }, 60_000);

  it('runs the swap the outage stopped, once, when the retry reaches another instance', async () => {
    const call = await swapCutBy('before');
    expect(await movements(call.key)).toBe(0);
    await expectSwappedOnce(call, other, live);
  }, 60_000);

  it('answers the recurring-buy plan that committed before the outage, and the customer has one plan', async () => {
    const user = await customerWithCard(live);
    const call = { user, key: crypto.randomUUID(), payload: { coin: 'BTC', amount: '25', frequency: 'weekly' } };
    const path = CALLS.createRecurringBuy.path;
    answerCut.armed = true;
    const first = await live.api.call(path, call.payload, { token: user.token, idempotencyKey: call.key });
    expect(first.status).toBe(503);
    cluster.start();
    const res = await retry(live, call, path);
    expect(res.status).toBe(200);
    expect(res.answer).toMatchObject({ status: 'success', data: { plan: { coin: 'BTC', amount: '25.00' } } });
    const plans = await other.deps.db
      .selectFrom('recurring_plans')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(plans).toHaveLength(1);
    const again = await retry(other, call, path);
    expect(again.answer).toEqual(res.answer);
  }, 60_000);
});
