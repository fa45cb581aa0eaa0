import { randomUUID } from 'node:crypto';
import { unknown } from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineSpec } from '../../contract/calls/define.js';
import { sealRequest } from '../../contract/envelope.js';
import { createUser } from '../test/factories.js';
import { apiClient, createTestEnv, type TestEnv } from '../test/harness.js';
import { createApp } from './app.js';
import { defineCall } from './call.js';
import { ApiError } from './errors.js';

let env: TestEnv;
let api: ReturnType<typeof apiClient>;
let runs = 0;

const echo = defineCall(defineSpec<unknown>()({ path: '/test/echo', access: 'public', payload: unknown() }), {
  rules: (raw) => raw as { value: string },
  handle: async (_ctx, p) => ({ message: 'echoed', data: p }),
});
const counter = defineCall(
  defineSpec<unknown>()({ path: '/test/count', access: 'user', idempotent: true, payload: unknown() }),
  {
    rules: (raw) => raw as { n: number },
    handle: async (_ctx, p) => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 50));
      if (p.n < 0) throw new ApiError('INSUFFICIENT_BALANCE', 'no');
      return { data: { runs } };
    },
  },
);
const adminOnly = defineCall(defineSpec<unknown>()({ path: '/test/admin', access: 'admin', payload: unknown() }), {
  rules: () => ({}),
  handle: async () => ({ data: 'secret' }),
});
const boom = defineCall(defineSpec<unknown>()({ path: '/test/boom', access: 'public', payload: unknown() }), {
  rules: () => ({}),
  handle: async () => {
    throw new Error('database password is hunter2');
  },
});

async function makeUser(role: 'user' | 'admin') {
  const u = await createUser(env.deps, { role });
  return { id: u.id, sid: u.sessionId, token: u.token };
}

beforeAll(async () => {
  env = await createTestEnv();
  const app = createApp(env.deps, { extraCalls: [echo, counter, adminOnly, boom] });
  api = apiClient(app, env.deps);
});
afterAll(() => env.close());

describe('envelope refusals', () => {
  it('refuses a body that is not an envelope with BAD_ENVELOPE', async () => {
    for (const body of ['not json', { hello: 1 }, { v: 2, nonce: 'n'.repeat(22), ts: Date.now(), req: 'x' }]) {
      const res = await api.raw('/test/echo', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'error', code: 'BAD_ENVELOPE' });
    }
  });

  it('refuses an envelope sealed for another path with BAD_ENVELOPE', async () => {
    const sealed = await sealRequest(
      env.deps.config.transportKey,
      '/other',
      { value: 'x' },
      { ts: env.deps.clock.now().getTime() },
    );
    const res = await api.raw('/test/echo', sealed);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('BAD_ENVELOPE');
  });

  it('refuses a request older or newer than 120 s with STALE_REQUEST', async () => {
    const now = env.deps.clock.now().getTime();
    for (const ts of [now - 121_000, now + 121_000]) {
      const r = await api.call('/test/echo', { value: 'x' }, { ts });
      expect(r.status).toBe(400);
      expect(r.answer).toMatchObject({ status: 'error', code: 'STALE_REQUEST' });
    }
    const ok = await api.call('/test/echo', { value: 'x' }, { ts: now - 119_000 });
    expect(ok.status).toBe(200);
  });

  it('refuses a nonce seen before with REPLAYED_NONCE', async () => {
    const sealed = await sealRequest(
      env.deps.config.transportKey,
      '/test/echo',
      { value: 'x' },
      { ts: env.deps.clock.now().getTime() },
    );
    expect((await api.raw('/test/echo', sealed)).status).toBe(200);
    const again = await api.raw('/test/echo', sealed);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe('REPLAYED_NONCE');
  });
});

describe('answers', () => {
  it('seals a success answer to the request, with no-store', async () => {
    const r = await api.call('/test/echo', { value: 'hi' });
    expect(r.answer).toEqual({ status: 'success', message: 'echoed', data: { value: 'hi' } });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an unknown call with a sealed 404', async () => {
    const r = await api.call('/nope', {});
    expect(r.status).toBe(404);
    expect(r.answer).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('maps an unexpected exception to a generic 500 without leaking it', async () => {
    const r = await api.call('/test/boom', {});
    expect(r.status).toBe(500);
    expect(r.answer).toMatchObject({ status: 'error', code: 'INTERNAL' });
    expect(JSON.stringify(r.answer)).not.toContain('hunter2');
    expect(JSON.stringify(r.answer)).not.toMatch(/at .*\.ts/);
    const logged = env.deps.log.lines.find((l) => l.msg === 'call failed');
    expect(logged?.requestId).toBeTruthy();
    expect(JSON.stringify(logged)).not.toContain('    at ');
  });
});

describe('access', () => {
  it('answers 401 UNAUTHORIZED with security false without a valid token', async () => {
    for (const token of [undefined, 'garbage']) {
      const r = await api.call('/test/admin', {}, { token });
      expect(r.status).toBe(401);
      expect(r.answer).toMatchObject({ code: 'UNAUTHORIZED', security: false });
    }
  });

  it('answers 401 once the session is revoked', async () => {
    const u = await makeUser('admin');
    expect((await api.call('/test/admin', {}, { token: u.token })).status).toBe(200);
    await env.deps.db
      .updateTable('sessions')
      .set({ revoked_at: env.deps.clock.now() })
      .where('id', '=', u.sid)
      .execute();
    expect((await api.call('/test/admin', {}, { token: u.token })).status).toBe(401);
  });

  it('answers 401 once the access token expires, even one checked before', async () => {
    const u = await makeUser('admin');
    expect((await api.call('/test/admin', {}, { token: u.token })).status).toBe(200);
    env.deps.clock.advance(15 * 60_000 + 1000);
    const r = await api.call('/test/admin', {}, { token: u.token, ts: env.deps.clock.now().getTime() });
    expect(r.status).toBe(401);
  });

  it('answers 403 FORBIDDEN to the wrong role and audits it', async () => {
    const u = await makeUser('user');
    const r = await api.call('/test/admin', {}, { token: u.token });
    expect(r.status).toBe(403);
    expect(r.answer).toMatchObject({ code: 'FORBIDDEN' });
    const audit = await env.deps.db.selectFrom('audit_log').selectAll().where('actor_id', '=', u.id).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: '/test/admin', outcome: 'denied', actor_role: 'user' });
  });
});

describe('idempotency', () => {
  it('requires a UUID v4 Idempotency-Key', async () => {
    const u = await makeUser('user');
    const r = await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: false });
    expect(r.status).toBe(400);
    expect(r.answer).toMatchObject({ code: 'VALIDATION' });
    const bad = await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: 'abc' });
    expect(bad.status).toBe(400);
  });

  it('replays the first answer and runs the handler once, even when sent twice at once', async () => {
    const u = await makeUser('user');
    const key = randomUUID();
    const before = runs;
    const [a, b] = await Promise.all([
      api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: key }),
      api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: key }),
    ]);
    const c = await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: key });
    expect(runs - before).toBe(1);
    expect(a.answer).toEqual(b.answer);
    expect(c.answer).toEqual(a.answer);
  });

  it('replays a business refusal too', async () => {
    const u = await makeUser('user');
    const key = randomUUID();
    const a = await api.call('/test/count', { n: -1 }, { token: u.token, idempotencyKey: key });
    const b = await api.call('/test/count', { n: -1 }, { token: u.token, idempotencyKey: key });
    expect(a.status).toBe(422);
    expect(b.status).toBe(422);
    expect(b.answer).toEqual(a.answer);
  });

  it('refuses the same key with another payload with IDEMPOTENCY_CONFLICT', async () => {
    const u = await makeUser('user');
    const key = randomUUID();
    await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: key });
    const r = await api.call('/test/count', { n: 2 }, { token: u.token, idempotencyKey: key });
    expect(r.status).toBe(409);
    expect(r.answer).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('claims no key for a replayed, unauthenticated or forbidden request', async () => {
    const keyRows = (key: string) =>
      env.deps.db.selectFrom('idempotency_keys').select('scope').where('key', '=', key).execute();
    const admin = await makeUser('admin');
    const forbiddenKey = randomUUID();
    const forbidden = await api.call('/test/count', { n: 1 }, { token: admin.token, idempotencyKey: forbiddenKey });
    expect(forbidden.status).toBe(403);
    expect(await keyRows(forbiddenKey)).toEqual([]);

    const u = await makeUser('user');
    const key = randomUUID();
    const nonce = 'replayed-nonce-0123456789';
    const before = runs;
    expect((await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: key, nonce })).status).toBe(200);
    const replay = await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: randomUUID(), nonce });
    expect(replay.answer).toMatchObject({ code: 'REPLAYED_NONCE' });
    expect(runs - before).toBe(1);
    expect(await keyRows(key)).toEqual([{ scope: u.id }]);

    await env.deps.db
      .updateTable('sessions')
      .set({ revoked_at: env.deps.clock.now() })
      .where('id', '=', u.sid)
      .execute();
    const revokedKey = randomUUID();
    const revoked = await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: revokedKey });
    expect(revoked.status).toBe(401);
    expect(await keyRows(revokedKey)).toEqual([]);
    expect(runs - before).toBe(1);
  });

  it('treats the same key in upper and lower case as one key', async () => {
    const u = await makeUser('user');
    const key = randomUUID();
    const before = runs;
    const a = await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: key });
    const b = await api.call('/test/count', { n: 1 }, { token: u.token, idempotencyKey: key.toUpperCase() });
    expect(runs - before).toBe(1);
    expect(b.answer).toEqual(a.answer);
    const rows = await env.deps.db.selectFrom('idempotency_keys').select('key').where('scope', '=', u.id).execute();
    expect(rows).toEqual([{ key }]);
  });

  it('keeps keys apart per user', async () => {
    const a = await makeUser('user');
    const b = await makeUser('user');
    const key = randomUUID();
    const before = runs;
    await api.call('/test/count', { n: 1 }, { token: a.token, idempotencyKey: key });
    await api.call('/test/count', { n: 1 }, { token: b.token, idempotencyKey: key });
    expect(runs - before).toBe(2);
  });
});
