import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../../deps.js';
import { createUser } from '../../test/factories.js';
import { faultyDb } from '../../test/faulty-db.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import type { CallDef } from '../call.js';
import { keyClaimsOf } from '../key-claims.js';
import { admission } from './admission.js';
import type { CallVariables } from './context.js';
import { errors } from './errors.js';
import { given, lastStage, plainAnswer, post, stageApp } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const publicCall = { path: '/test/admit', access: 'public' } as CallDef;
const moneyCall = { path: '/test/admit', access: 'user', idempotent: true } as CallDef;

function setup(vars: Partial<CallVariables>, deps: AppDeps = env.deps, last = lastStage()) {
  const seen: Array<Pick<CallVariables, 'admission' | 'heldKey'>> = [];
  const app = stageApp(
    plainAnswer(),
    given({
      path: '/test/admit',
      now: env.deps.clock.now(),
      nonce: `nonce-${randomUUID()}`,
      call: publicCall,
      claims: null,
      idempotencyKey: undefined,
      ...vars,
    }),
    admission(deps),
    errors(deps),
    async (c, next) => {
      seen.push({ admission: c.get('admission'), heldKey: c.get('heldKey') });
      await next();
    },
    last,
  );
  return { app, seen };
}

const keyRow = (key: string) =>
  env.deps.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();

describe('admission', () => {
  it('runs the later stages once per nonce, and refuses it again with a plain REPLAYED_NONCE', async () => {
    const { app, seen } = setup({ nonce: `nonce-${randomUUID()}` });
    expect((await post(app, '/test/admit')).status).toBe(200);
    const again = await post(app, '/test/admit');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      status: 'error',
      code: 'REPLAYED_NONCE',
      message: 'Request nonce was already used',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.admission).toMatchObject({ fresh: true, claimed: false, session: null });
  });

  it('answers an unknown call 404 once its nonce is recorded', async () => {
    const { app, seen } = setup({ call: undefined, nonce: `nonce-${randomUUID()}` });
    const res = await post(app, '/test/admit');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'Unknown call' });
    expect((await post(app, '/test/admit')).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("reads the token's session and claims the Idempotency-Key for its user", async () => {
    const u = await createUser(env.deps);
    const key = randomUUID();
    const { app, seen } = setup({
      call: moneyCall,
      claims: { sub: u.id, sid: u.sessionId, exp: 0 },
      idempotencyKey: { scope: u.id, key, hash: 'h1' },
    });
    expect((await post(app, '/test/admit')).status).toBe(200);
    expect(seen[0]?.admission).toMatchObject({
      fresh: true,
      claimed: true,
      session: { role: 'user', status: 'active' },
    });
    expect(seen[0]?.heldKey).toEqual({ holding: true, settled: false });
    expect(await keyRow(key)).toMatchObject({ scope: u.id, path: '/test/admit', payload_hash: 'h1', state: 'pending' });
  });

  it('claims no key for a signed-in call without a valid token', async () => {
    const key = randomUUID();
    const { app, seen } = setup({ call: moneyCall, idempotencyKey: { scope: 'public', key, hash: 'h' } });
    expect((await post(app, '/test/admit')).status).toBe(200);
    expect(seen[0]?.admission.claimed).toBe(false);
    expect(await keyRow(key)).toBeUndefined();
  });

  it('lets go of the key when the request ends, releasing it later if its answer was not written', async () => {
    const claims = keyClaimsOf(env.deps);
    for (const settled of [true, false]) {
      const key = randomUUID();
      const { app } = setup(
        { call: { ...publicCall, idempotent: true }, idempotencyKey: { scope: 'public', key, hash: 'h' } },
        env.deps,
        lastStage((c) => {
          c.get('heldKey').settled = settled;
          throw new Error('the call failed');
        }),
      );
      expect((await post(app, '/test/admit')).status).toBe(500);
      // Held by no request any more: a key whose answer was not written is released by the job.
      await claims.releaseUnsettled();
      expect(await keyRow(key)).toEqual(settled ? expect.objectContaining({ state: 'pending' }) : undefined);
    }
  });

  it('answers 503 with Retry-After while the database cannot serve', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const deps = { ...env.deps, db: faultyDb(env.deps.db, () => down) };
    const { app, seen } = setup({}, deps);
    const res = await post(app, '/test/admit');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(seen).toEqual([]);
  });
});
