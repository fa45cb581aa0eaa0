import { describe, expect, it } from 'vitest';
import { DEV_TRANSPORT_KEY, decodeKey, openAnswer, sealRequest } from '../../../contract/envelope.js';
import { PAYLOAD_MAX_DEPTH } from '../../../contract/validation/limits.js';
import { testClock } from '../../clock.js';
import type { CallVariables } from './context.js';
import { envelope, plainRefusal } from './envelope.js';
import { lastStage, post, stageApp } from './testing.js';

const transportKey = decodeKey(DEV_TRANSPORT_KEY);
const clock = testClock('2026-03-01T12:00:00Z');

function setup(last = lastStage()) {
  let seen: Partial<CallVariables> | undefined;
  const app = stageApp(
    envelope({ clock, config: { transportKey } }),
    async (c, next) => {
      seen = { ...c.var };
      await next();
    },
    last,
  );
  return { app, seen: () => seen };
}

const sealed = (path: string, payload: unknown, ts = clock.now().getTime()) =>
  sealRequest(transportKey, path, payload, { ts });

describe('the envelope', () => {
  it('refuses what cannot be opened with a plain 400 BAD_ENVELOPE, and runs no later stage', async () => {
    const { app, seen } = setup();
    const bodies = ['not json', { hello: 1 }, { v: 2, nonce: 'n'.repeat(22), ts: 1, req: 'x' }];
    for (const body of [...bodies, await sealed('/other', { a: 1 })]) {
      const res = await post(app, '/test/x', body);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toMatchObject({ status: 'error', code: 'BAD_ENVELOPE' });
    }
    expect(seen()).toBeUndefined();
  });

  it('refuses a request sealed more than 120 s away from now with STALE_REQUEST', async () => {
    const { app, seen } = setup();
    for (const ts of [clock.now().getTime() - 121_000, clock.now().getTime() + 121_000]) {
      const res = await post(app, '/test/x', await sealed('/test/x', {}, ts));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'STALE_REQUEST' });
    }
    expect(seen()).toBeUndefined();
  });

  it('hands the later stages the opened request and seals their answer to it', async () => {
    const { app, seen } = setup();
    const body = await sealed('/test/x', { value: 'hi' });
    const res = await post(app, '/test/x', body);
    expect(res.status).toBe(200);
    expect(seen()).toMatchObject({
      path: '/test/x',
      nonce: body.nonce,
      now: clock.now(),
      payload: { value: 'hi' },
      refused: undefined,
    });
    expect(res.headers.get('x-request-id')).toBe(seen()?.requestId);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = await openAnswer(transportKey, '/test/x', body.nonce, await res.json());
    expect(answer).toEqual({ status: 'success', data: 'ran' });
  });

  it('notes a payload past the bounds as refused, and still runs the later stages', async () => {
    const { app, seen } = setup();
    let deep: unknown = 'x';
    for (let i = 0; i <= PAYLOAD_MAX_DEPTH; i++) deep = { deep };
    const res = await post(app, '/test/x', await sealed('/test/x', deep));
    expect(res.status).toBe(200);
    expect(seen()?.refused).toMatchObject({ code: 'VALIDATION' });
  });

  it("passes a later stage's own plain answer through unsealed", async () => {
    const { app } = setup(async (c) => plainRefusal(c, 'REPLAYED_NONCE', 'Request nonce was already used'));
    const res = await post(app, '/test/x', await sealed('/test/x', {}));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      status: 'error',
      code: 'REPLAYED_NONCE',
      message: 'Request nonce was already used',
    });
  });
});
