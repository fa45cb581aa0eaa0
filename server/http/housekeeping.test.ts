import { randomUUID } from 'node:crypto';
import { unknown } from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineSpec } from '../../contract/calls/define.js';
import { signAccessToken } from '../modules/accounts/index.js';
import { createUser } from '../test/factories.js';
import { apiClient, createTestEnv, type TestEnv } from '../test/harness.js';
import { createApp } from './app.js';
import { defineCall } from './call.js';
import { ABANDONED_CLAIM_MINUTES, IDEMPOTENT_ANSWER_DAYS, pruneIdempotencyKeys } from './housekeeping.js';

let env: TestEnv;
let api: ReturnType<typeof apiClient>;
let runs = 0;

const counted = defineCall(
  defineSpec<unknown>()({ path: '/test/counted', access: 'user', idempotent: true, payload: unknown() }),
  {
    rules: () => ({}),
    handle: async () => {
      runs += 1;
      return { data: { runs } };
    },
  },
);

beforeAll(async () => {
  env = await createTestEnv();
  api = apiClient(createApp(env.deps, { extraCalls: [counted] }), env.deps);
});
afterAll(() => env.close());

/** A fresh access token on the customer's session (access tokens live 15 minutes, sessions longer). */
const tokenOf = (u: { id: string; sessionId: string }) =>
  signAccessToken(env.deps, { id: u.id, role: 'user' }, u.sessionId);

const keyRow = (scope: string, key: string) =>
  env.deps.db
    .selectFrom('idempotency_keys')
    .select('state')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();

describe('pruning Idempotency-Keys', () => {
  it(`replays an answer for ${IDEMPOTENT_ANSWER_DAYS} days, then forgets it`, async () => {
    const u = await createUser(env.deps);
    const key = randomUUID();
    const first = await api.call('/test/counted', {}, { token: u.token, idempotencyKey: key });
    expect(first.status).toBe(200);
    env.deps.clock.advance((IDEMPOTENT_ANSWER_DAYS - 1) * 86_400_000);
    await pruneIdempotencyKeys(env.deps);
    const before = runs;
    const replay = await api.call('/test/counted', {}, { token: await tokenOf(u), idempotencyKey: key });
    expect(replay.answer).toEqual(first.answer);
    expect(runs).toBe(before);
    env.deps.clock.advance(2 * 86_400_000);
    await pruneIdempotencyKeys(env.deps);
    expect(await keyRow(u.id, key)).toEqual([]);
  });

  it(`frees a claim abandoned for ${ABANDONED_CLAIM_MINUTES} minutes, so the retry runs`, async () => {
    const u = await createUser(env.deps);
    const key = randomUUID();
    // A request that claimed the key and died with its process.
    await env.deps.db
      .insertInto('idempotency_keys')
      .values({
        scope: u.id,
        key,
        path: '/test/counted',
        payload_hash: 'x',
        state: 'pending',
        created_at: env.deps.clock.now(),
      })
      .execute();
    env.deps.clock.advance((ABANDONED_CLAIM_MINUTES - 1) * 60_000);
    await pruneIdempotencyKeys(env.deps);
    expect(await keyRow(u.id, key)).toEqual([{ state: 'pending' }]);
    env.deps.clock.advance(2 * 60_000);
    await pruneIdempotencyKeys(env.deps);
    expect(await keyRow(u.id, key)).toEqual([]);
    const before = runs;
    const retry = await api.call('/test/counted', {}, { token: await tokenOf(u), idempotencyKey: key });
    expect(retry.status).toBe(200);
    expect(runs - before).toBe(1);
  });
});
