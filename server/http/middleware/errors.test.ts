import { describe, expect, it, vi } from 'vitest';
import { DatabaseOutage } from '../../db/faults.js';
import { memoryLogger } from '../../log.js';
import { ApiError } from '../errors.js';
import { CALL_FAULT_QUIET_MS, errors } from './errors.js';
import { given, lastStage, plainAnswer, post, stageApp } from './testing.js';

function setup(thrown: unknown) {
  const log = memoryLogger();
  const deps = { log, outage: new DatabaseOutage(log) };
  const app = stageApp(
    plainAnswer(),
    given({ requestId: 'req-1', path: '/test/x' }),
    errors(deps),
    lastStage(() => {
      if (thrown) throw thrown;
    }),
  );
  return { app, deps, log };
}

describe('error mapping', () => {
  it('leaves the answer of a stage that threw nothing', async () => {
    const res = await post(setup(undefined).app, '/test/x');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', data: 'ran' });
  });

  it('answers a refusal with its code, status and fields, and its Retry-After', async () => {
    const refusal = new ApiError('RATE_LIMITED', 'Too many', { retryAfterSeconds: 30, field: 'email' });
    const res = await post(setup(refusal).app, '/test/x');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({ status: 'error', code: 'RATE_LIMITED', message: 'Too many', field: 'email' });
  });

  it('answers 503 with Retry-After while the database cannot serve, and notes the outage', async () => {
    const gone = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const { app, deps } = setup(gone);
    const res = await post(app, '/test/x');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(deps.outage.down).toBe(true);
  });

  it('answers anything else with a generic 500 naming the request, and logs it', async () => {
    const { app, log } = setup(new Error('database password is hunter2'));
    const res = await post(app, '/test/x');
    expect(res.status).toBe(500);
    const answer = await res.json();
    expect(answer).toEqual({
      status: 'error',
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again. (ref req-1)',
    });
    expect(log.lines).toEqual([
      expect.objectContaining({ msg: 'call failed', requestId: 'req-1', path: '/test/x', error: expect.any(String) }),
    ]);
  });

  it('logs the same failure on every call once, and sums it once calls stop meeting it', async () => {
    vi.useFakeTimers();
    try {
      const full = Object.assign(new Error('could not write block: No space left'), { code: 'XX000' });
      const { app, log } = setup(full);
      for (let i = 0; i < 30; i++) expect((await post(app, '/test/x')).status).toBe(500);
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatchObject({ msg: 'call failed', requestId: 'req-1' });
      await vi.advanceTimersByTimeAsync(CALL_FAULT_QUIET_MS);
      expect(log.lines[1]).toMatchObject({ msg: 'call failed: over', failures: 30 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers a full embedded disk (ENOSPC) as the database being unavailable: 503, not 500', async () => {
    const full = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    const { app, deps } = setup(full);
    expect((await post(app, '/test/x')).status).toBe(503);
    expect(deps.outage.started).toBe(1);
  });
});
