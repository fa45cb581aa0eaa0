import { unknown } from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineSpec } from '../../../contract/calls/define.js';
import { DatabaseOutage } from '../../db/faults.js';
import type { AppDeps } from '../../deps.js';
import { memoryLogger } from '../../log.js';
import { type CallContext, defineCall } from '../call.js';
import { ApiError } from '../errors.js';
import { errors } from './errors.js';
import { runCall } from './run-call.js';
import { given, plainAnswer, post, stageApp } from './testing.js';

const deps = { config: { trustProxy: false } } as AppDeps;
const log = memoryLogger();
const user = { id: 'u1', role: 'user' as const, sessionId: 's1' };

function setup(handle: (ctx: CallContext, p: { n: number }) => Promise<{ message?: string; data?: unknown }>) {
  const runs: Array<{ ctx: CallContext; payload: unknown }> = [];
  const call = defineCall(defineSpec<unknown>()({ path: '/test/run', access: 'user', payload: unknown() }), {
    rules: (raw) => {
      if (typeof (raw as { n?: unknown }).n !== 'number') throw new ApiError('VALIDATION', 'n must be a number');
      return raw as { n: number };
    },
    handle: async (ctx, p) => {
      runs.push({ ctx, payload: p });
      return handle(ctx, p);
    },
  });
  const app = (vars: Parameters<typeof given>[0]) =>
    stageApp(
      plainAnswer(),
      given({ call, user, requestId: 'req-1', idempotencyKey: undefined, refused: undefined, ...vars }),
      errors({ log, outage: new DatabaseOutage(log) }),
      runCall(deps),
    );
  return { app, runs };
}

describe('running the call', () => {
  it('runs the handler with the user, request and key, and answers its message and data', async () => {
    const { app, runs } = setup(async (ctx) => {
      ctx.setHeader('X-Test', 'set');
      return { message: 'done', data: { ok: true } };
    });
    const key = { scope: 'u1', key: 'k1', hash: 'h' };
    const res = await post(
      app({ payload: { n: 1 }, idempotencyKey: key }),
      '/test/run',
      {},
      { 'user-agent': 'Tester' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('x-test')).toBe('set');
    expect(await res.json()).toEqual({ status: 'success', message: 'done', data: { ok: true } });
    expect(runs[0]?.payload).toEqual({ n: 1 });
    expect(runs[0]?.ctx).toMatchObject({
      deps,
      user,
      ip: '127.0.0.1',
      userAgent: 'Tester',
      requestId: 'req-1',
      idempotencyKey: 'k1',
    });
  });

  it('answers only what the handler gave', async () => {
    const { app } = setup(async () => ({}));
    const res = await post(app({ payload: { n: 1 } }), '/test/run');
    expect(await res.json()).toEqual({ status: 'success' });
  });

  it('refuses a payload the call does not accept, before its handler runs', async () => {
    const { app, runs } = setup(async () => ({}));
    const res = await post(app({ payload: { n: 'one' } }), '/test/run');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION', message: 'n must be a number' });
    expect(runs).toEqual([]);
  });

  it('refuses a payload past the bounds without checking it further', async () => {
    const { app, runs } = setup(async () => ({}));
    const refused = new ApiError('VALIDATION', 'too deep', { errors: { payload: 'too deep' } });
    const res = await post(app({ payload: { n: 1 }, refused }), '/test/run');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION', message: 'too deep' });
    expect(runs).toEqual([]);
  });
});
