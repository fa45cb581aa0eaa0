import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import type { CallDef } from '../call.js';
import { ApiError } from '../errors.js';
import type { CallVariables } from './context.js';
import { errors } from './errors.js';
import { idempotency, idempotencyKey } from './idempotency.js';
import { given, lastStage, plainAnswer, post, stageApp } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const PATH = '/test/pay';
const payCall = { path: PATH, access: 'user', idempotent: true } as CallDef;

describe('the Idempotency-Key (before admission)', () => {
  async function keyOf(vars: Partial<CallVariables>, header?: string) {
    let found: CallVariables['idempotencyKey'] | null = null;
    const app = stageApp(
      plainAnswer(),
      given({ call: payCall, path: PATH, payload: { n: 1 }, refused: undefined, claims: null, ...vars }),
      idempotencyKey(),
      lastStage((c) => {
        found = c.get('idempotencyKey');
      }),
    );
    await post(app, PATH, {}, header ? { 'idempotency-key': header } : {});
    return found;
  }

  it("hands on the key in lower case, the user's scope and the request's hash", async () => {
    const key = randomUUID();
    const hash = createHash('sha256').update(`${PATH}\n{"n":1}`).digest('hex');
    const claims = { sub: 'u1', sid: 's1', exp: 0 };
    expect(await keyOf({ claims }, key.toUpperCase())).toEqual({ scope: 'u1', key, hash });
    expect(await keyOf({ call: { ...payCall, access: 'public' } }, key)).toEqual({ scope: 'public', key, hash });
  });

  it("hashes a refused payload as 'refused', without walking it", async () => {
    const refused = new ApiError('VALIDATION', 'too deep');
    expect(await keyOf({ refused }, randomUUID())).toMatchObject({ hash: 'refused' });
  });

  it('hands on none for a missing or malformed key, or a call that takes none', async () => {
    expect(await keyOf({})).toBeUndefined();
    expect(await keyOf({}, 'abc')).toBeUndefined();
    expect(await keyOf({}, `${randomUUID()}x`)).toBeUndefined();
    expect(await keyOf({ call: { ...payCall, idempotent: false } }, randomUUID())).toBeUndefined();
  });
});

describe('idempotency (after authentication)', () => {
  const scope = 'scope-user';

  function setup(vars: Partial<CallVariables>, run: () => void = () => {}) {
    let runs = 0;
    const heldKey = { holding: false, settled: false };
    const app = stageApp(
      plainAnswer(),
      given({
        call: payCall,
        path: PATH,
        now: env.deps.clock.now(),
        requestId: 'req-1',
        admission: { fresh: true, claimed: true, session: null },
        heldKey,
        ...vars,
      }),
      errors(env.deps),
      idempotency(env.deps),
      lastStage(() => {
        runs += 1;
        run();
      }),
    );
    return { app, heldKey, runs: () => runs };
  }

  async function pendingKey(hash = 'h') {
    const key = randomUUID();
    await env.deps.db
      .insertInto('idempotency_keys')
      .values({ scope, key, path: PATH, payload_hash: hash, state: 'pending', created_at: env.deps.clock.now() })
      .execute();
    return { scope, key, hash };
  }
  const row = (key: string) =>
    env.deps.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirst();

  it('refuses a call that takes a key but came without a valid one', async () => {
    const { app, runs } = setup({ idempotencyKey: undefined });
    const res = await post(app, PATH);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION', errors: { 'Idempotency-Key': 'must be a UUID v4' } });
    expect(runs()).toBe(0);
  });

  it('passes a call that takes no key straight on', async () => {
    const { app, runs } = setup({ call: { ...payCall, idempotent: false }, idempotencyKey: undefined });
    expect((await post(app, PATH)).status).toBe(200);
    expect(runs()).toBe(1);
  });

  it('runs the call of a claimed key and stores its answer', async () => {
    const key = await pendingKey();
    const { app, heldKey, runs } = setup({ idempotencyKey: key });
    expect((await post(app, PATH)).status).toBe(200);
    expect(runs()).toBe(1);
    expect(heldKey.settled).toBe(true);
    const stored = await row(key.key);
    expect(stored).toMatchObject({ state: 'done', http_status: 200 });
    const answer = typeof stored?.answer === 'string' ? JSON.parse(stored.answer) : stored?.answer;
    expect(answer).toEqual({ status: 'success', data: 'ran' });
  });

  it("stores a refusal as the key's answer too", async () => {
    const key = await pendingKey();
    const { app, heldKey } = setup({ idempotencyKey: key }, () => {
      throw new ApiError('INSUFFICIENT_BALANCE', 'no');
    });
    const res = await post(app, PATH);
    expect(res.status).toBe(422);
    expect(heldKey.settled).toBe(true);
    expect(await row(key.key)).toMatchObject({ state: 'done', http_status: 422 });
  });

  it('frees the key of a call that failed unexpectedly, so a retry runs again', async () => {
    const key = await pendingKey();
    const { app, heldKey } = setup({ idempotencyKey: key }, () => {
      throw new Error('the call failed');
    });
    expect((await post(app, PATH)).status).toBe(500);
    expect(heldKey.settled).toBe(true);
    expect(await row(key.key)).toBeUndefined();
  });

  it('replays the stored answer of a key another request holds, without running the call', async () => {
    const key = await pendingKey();
    expect((await post(setup({ idempotencyKey: key }).app, PATH)).status).toBe(200);
    const retry = setup({ idempotencyKey: key, admission: { fresh: true, claimed: false, session: null } });
    const res = await post(retry.app, PATH);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', data: 'ran' });
    expect(retry.runs()).toBe(0);
  });

  it('refuses the key with another request with IDEMPOTENCY_CONFLICT', async () => {
    const key = await pendingKey('first');
    const retry = setup({
      idempotencyKey: { ...key, hash: 'second' },
      admission: { fresh: true, claimed: false, session: null },
    });
    const res = await post(retry.app, PATH);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(retry.runs()).toBe(0);
  });

  it('claims a key found free and runs the call, holding the key from then on', async () => {
    const key = { scope, key: randomUUID(), hash: 'h' };
    const retry = setup({ idempotencyKey: key, admission: { fresh: true, claimed: false, session: null } });
    expect((await post(retry.app, PATH)).status).toBe(200);
    expect(retry.runs()).toBe(1);
    expect(retry.heldKey).toEqual({ holding: true, settled: true });
    expect(await row(key.key)).toMatchObject({ state: 'done' });
  });
});
