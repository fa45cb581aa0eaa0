/**
 * PostgreSQL dropping connections abruptly under load, on a cluster of this test's own (never the
 * shared one): `pg_ctl stop -m immediate`, and kill -9 of a backend. The process must live, the
 * calls in flight answer 503 with Retry-After, the outage is logged once each way, and calls
 * succeed again once the database is back, without a restart.
 */

import { existsSync } from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import { unknown } from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineSpec } from '../../contract/calls/define.js';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/postgres.js';
import { createApp } from '../http/app.js';
import { defineCall } from '../http/call.js';
import { READY_PROBE_REUSE_MS } from '../http/health.js';
import { apiClient, createTestEnv, type TestEnv } from '../test/harness.js';
import { OUTAGE_QUIET_MS } from './faults.js';

const slow = defineCall(
  defineSpec<unknown>()({ path: '/test/slow-transaction', access: 'public', payload: unknown() }),
  {
    rules: () => ({}),
    handle: async (ctx) => {
      await ctx.deps.db.transaction().execute(async (trx) => {
        await sql`select pg_sleep(0.6)`.execute(trx);
        await sql`select 1`.execute(trx);
      });
      return { data: 'done' };
    },
  },
);

const uncaught: unknown[] = [];
const onUncaught = (e: unknown) => uncaught.push(e);

describe.skipIf(!existsSync('/usr/lib/postgresql'))('database faults under load', () => {
  let cluster: ThrowawayPostgres;
  let env: TestEnv;
  let api: ReturnType<typeof apiClient>;

  beforeAll(async () => {
    process.on('uncaughtException', onUncaught);
    cluster = await startThrowawayPostgres();
    env = await createTestEnv({ databaseUrl: cluster.url });
    api = apiClient(createApp(env.deps, { extraCalls: [slow] }), env.deps);
  }, 60_000);
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await env?.close();
    await cluster?.stop();
  });

  const logged = (msg: string) => env.deps.log.lines.filter((l) => l.msg === msg).length;

  async function untilServed(): Promise<void> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const res = await api.call('/test/slow-transaction', {});
      if (res.status === 200) return;
      expect(res.status).toBe(503);
      if (Date.now() > deadline) throw new Error('calls did not recover');
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  it('survives pg_ctl stop -m immediate with calls in flight, answers 503 while down, recovers', async () => {
    await untilServed();
    // Counted from here: the other test's crash may have logged an outage of its own before.
    const downBefore = logged('database unavailable');
    const upBefore = logged('database available again');
    const inFlight = Array.from({ length: 15 }, () => api.call('/test/slow-transaction', {}));
    await new Promise((r) => setTimeout(r, 250));
    cluster.stopImmediately();
    const answers = await Promise.all(inFlight);
    for (const a of answers) {
      expect(a.status).toBe(503);
      expect(a.answer).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
      expect(a.headers.get('retry-after')).toBe('5');
    }
    const whileDown = await Promise.all(Array.from({ length: 60 }, () => api.call('/test/slow-transaction', {})));
    expect(whileDown.map((a) => a.status)).toEqual(whileDown.map(() => 503));
    const health = await env.app.request('/api/ready');
    expect(health.status).toBe(503);

    expect(logged('database unavailable') - downBefore).toBe(1);
    expect(logged('call failed')).toBe(0);
    expect(logged('unhandled')).toBe(0);

    cluster.start();
    await untilServed();
    // The outage ends once the database has served without a failure for OUTAGE_QUIET_MS.
    const deadline = Date.now() + OUTAGE_QUIET_MS + 20_000;
    while (logged('database available again') === upBefore && Date.now() < deadline) {
      await api.call('/test/slow-transaction', {});
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(logged('database available again') - upBefore).toBe(1);
    expect(logged('database unavailable') - downBefore).toBe(1);
    env.deps.clock.advance(READY_PROBE_REUSE_MS);
    expect((await env.app.request('/api/ready')).status).toBe(200);
    expect(uncaught).toEqual([]);
  }, 60_000);

  it('survives kill -9 of a backend in the middle of a transaction, as one outage', async () => {
    await untilServed();
    const downBefore = logged('database unavailable');
    const inFlight = Array.from({ length: 10 }, () => api.call('/test/slow-transaction', {}));
    await new Promise((r) => setTimeout(r, 250));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>(
      `select pid from pg_stat_activity where query like 'select pg_sleep%' and pid <> pg_backend_pid()`,
    );
    admin.on('error', () => {}); // the kill takes this connection down with the rest
    expect(rows.length).toBeGreaterThan(0);
    process.kill(rows[0]!.pid, 'SIGKILL');
    const answers = await Promise.all(inFlight);
    await admin.end().catch(() => {});
    // Each call either finished before the crash or answers 503; none answers 500.
    for (const a of answers) expect([200, 503]).toContain(a.status);
    expect(answers.some((a) => a.status === 503)).toBe(true);
    await untilServed();
    // The pool's other connections died with it and fail as they are handed out: the same outage.
    for (let i = 0; i < 25; i++) await api.call('/test/slow-transaction', {});
    expect(logged('database unavailable') - downBefore).toBeLessThanOrEqual(1);
    expect(logged('call failed')).toBe(0);
    expect(uncaught).toEqual([]);
  }, 60_000);
});
