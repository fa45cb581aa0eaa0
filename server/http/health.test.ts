import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls/index.js';
import { migrations } from '../db/migrations/index.js';
import { createJobRunner } from '../lib/jobs.js';
import { faultyDb, interceptedDb } from '../test/faulty-db.js';
import { createTestEnv } from '../test/harness.js';
import { READY_PROBE_REUSE_MS } from './health.js';

const READY = { status: 'ok', database: 'up', migrations: 'applied', jobs: 'running' };

describe('GET /api/ready', () => {
  it('answers 200 while the database answers, 503 once it does not', async () => {
    const env = await createTestEnv();
    const up = await env.app.request('/api/ready');
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual(READY);
    expect(up.headers.get('cache-control')).toBe('no-store');
    await env.close();
    env.deps.clock.advance(READY_PROBE_REUSE_MS);
    const down = await env.app.request('/api/ready');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'error', database: 'down' });
  });

  it('answers 503 for a database that answers but cannot write', async () => {
    const env = await createTestEnv();
    await sql`set default_transaction_read_only = on`.execute(env.deps.db);
    const res = await env.app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'error', database: 'read-only' });
    await sql`set default_transaction_read_only = off`.execute(env.deps.db);
    env.deps.clock.advance(READY_PROBE_REUSE_MS);
    expect((await env.app.request('/api/ready')).status).toBe(200);
    await env.close();
  });

  it('on a full disk takes the instance out of rotation (ready 503) while it stays live', async () => {
    const env = await createTestEnv();
    const db = env.deps.db;
    // A full disk: a row rewritten in place still fits in its page; anything that needs a fresh
    // page (a new row, a truncated table's new file) fails, as PostgreSQL reports it.
    const full = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
    env.deps.db = faultyDb(db, (text) =>
      /\b(insert\s+into|truncate)\b/i.test(text) && !/do update/i.test(text) ? full : null,
    );
    const health = await env.app.request('/api/ready');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'error', database: 'full' });
    const ready = await env.app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'error', database: 'full' });
    expect(ready.headers.get('retry-after')).toBe('5');
    for (const path of ['/api/health', '/api/health/live']) {
      const live = await env.app.request(path);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: 'ok' });
    }
    // As every call that writes answers meanwhile.
    const call = await env.api.call(CALLS.login, { email: 'a@b.example', password: 'x' });
    expect(call.status).toBe(503);

    env.deps.db = db;
    env.deps.clock.advance(READY_PROBE_REUSE_MS);
    expect((await env.app.request('/api/health/ready')).status).toBe(200);
    await env.close();
    env.deps.clock.advance(READY_PROBE_REUSE_MS);
    // Liveness does not depend on the database at all.
    expect((await env.app.request('/api/health/live')).status).toBe(200);
    expect((await env.app.request('/api/health/ready')).status).toBe(503);
  });

  it('answers calls 503 SERVICE_UNAVAILABLE with Retry-After while the database is gone, logging it once', async () => {
    const env = await createTestEnv();
    await env.close();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => env.api.call(CALLS.login, { email: 'a@b.example', password: 'x' })),
    );
    for (const a of answers) {
      expect(a.status).toBe(503);
      expect(a.answer).toMatchObject({ status: 'error', code: 'SERVICE_UNAVAILABLE' });
      expect(a.headers.get('retry-after')).toBe('5');
    }
    expect(env.deps.log.lines.filter((l) => l.level === 'error')).toHaveLength(1);
    expect(env.deps.log.lines.find((l) => l.level === 'error')?.msg).toBe('database unavailable');
  });

  it('/api/health and /api/health/live answer 200 while the process runs, even with the database gone', async () => {
    const env = await createTestEnv();
    await env.close();
    for (const path of ['/api/health', '/api/health/live']) {
      const res = await env.app.request(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers ready 503 naming the migrations this code has and the database has not applied', async () => {
    const env = await createTestEnv();
    const last = Object.keys(migrations).at(-1) ?? '';
    await sql`delete from kysely_migration where name = ${last}`.execute(env.deps.db);
    const res = await env.app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'error',
      database: 'up',
      migrations: 'pending',
      jobs: 'running',
      pendingMigrations: [last],
    });
    expect((await env.app.request('/api/health')).status).toBe(200);
    await sql`insert into kysely_migration (name, timestamp) values (${last}, now()::text)`.execute(env.deps.db);
    env.deps.clock.advance(READY_PROBE_REUSE_MS);
    expect((await env.app.request('/api/ready')).status).toBe(200);
    await env.close();
  });

  it('answers ready 503 naming a background job that stalled or stopped, while live stays 200', async () => {
    const env = await createTestEnv();
    const jobs = createJobRunner({ clock: env.deps.clock, log: env.deps.log });
    env.deps.jobs = jobs;
    // Its first run is an hour away in real time: on the test clock it never finishes a run.
    jobs.add({ name: 'deposits', everyMs: 10_000, firstAfterMs: 3_600_000, run: async () => {} });
    expect((await env.app.request('/api/ready')).status).toBe(200);
    env.deps.clock.advance(3 * 10_000 + 60_000 + 1);
    const stalled = await env.app.request('/api/ready');
    expect(stalled.status).toBe(503);
    expect(await stalled.json()).toMatchObject({ status: 'error', jobs: 'stopped', stoppedJobs: ['deposits'] });
    expect((await env.app.request('/api/health')).status).toBe(200);

    const fresh = createJobRunner({ clock: env.deps.clock, log: env.deps.log });
    env.deps.jobs = fresh;
    fresh.add({ name: 'settlement', everyMs: 10_000, firstAfterMs: 3_600_000, run: async () => {} });
    expect((await env.app.request('/api/ready')).status).toBe(200);
    await fresh.stop();
    expect(await (await env.app.request('/api/ready')).json()).toMatchObject({ stoppedJobs: ['settlement'] });
    await jobs.stop();
    await env.close();
  });

  it('shares one write probe among concurrent callers and reuses it for a second', async () => {
    const env = await createTestEnv();
    const db = env.deps.db;
    let probes = 0;
    env.deps.db = interceptedDb(db, (text, run) => {
      if (/^truncate health_probe/.test(text)) probes++;
      return run();
    });
    const answers = await Promise.all(Array.from({ length: 300 }, () => env.app.request('/api/ready')));
    expect(answers.map((a) => a.status)).toEqual(Array(300).fill(200));
    expect(probes).toBe(1);
    // Within READY_PROBE_REUSE_MS the result stands; past it, the next caller probes again.
    env.deps.clock.advance(READY_PROBE_REUSE_MS - 1);
    expect((await env.app.request('/api/ready')).status).toBe(200);
    expect(probes).toBe(1);
    env.deps.clock.advance(1);
    await Promise.all(Array.from({ length: 20 }, () => env.app.request('/api/health/ready')));
    expect(probes).toBe(2);
    env.deps.db = db;
    await env.close();
  });

  it('sends the security headers', async () => {
    const env = await createTestEnv();
    const res = await env.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    await env.close();
  });
});
