/**
 * A money call whose instance crashed while it ran leaves its Idempotency-Key pending. A retry
 * with the same key learns the outcome once the crashed instance's heartbeat has stopped: the
 * same answer if the money moved, otherwise the call runs (once).
 */
import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner, type JobRunner } from '../lib/jobs.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../modules/ledger/testing.js';
import { confirmQuote } from '../modules/market/index.js';
import { customerWithSwapQuote } from '../modules/market/testing.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';
import { freeKeyOfGoneHolder, startHeartbeat } from './instance.js';

const PATH = '/exchange/confirm-swap';

describe.skipIf(!TEST_DATABASE_URL)('a retry after the instance running the call crashed', () => {
  let scratch: ScratchDatabase;
  let env: TestEnv;
  let stopHeartbeat: () => Promise<void>;
  let jobs: JobRunner;

  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    env = await createTestEnv({ databaseUrl: scratch.url });
    env.deps.instanceId = 'survivor';
    jobs = createJobRunner(env.deps);
    stopHeartbeat = await startHeartbeat(env.deps, 'survivor', jobs);
    // The crashed instance was last heard from a minute ago.
    await sql`insert into server_instances (id, started_at, heartbeat_at)
      values ('crashed', now() - interval '1 hour', now() - interval '1 minute')`.execute(env.deps.db);
  }, 120_000);
  afterAll(async () => {
    await jobs?.stop();
    await stopHeartbeat?.();
    await env?.close();
    await scratch?.drop();
  });

  async function pendingSwap(moved: boolean) {
    const { user, payload } = await customerWithSwapQuote(env.deps, 30);
    const key = randomUUID();
    const hash = createHash('sha256')
      .update(`${PATH}\n${JSON.stringify(payload)}`)
      .digest('hex');
    await env.deps.db
      .insertInto('idempotency_keys')
      .values({
        scope: user.id,
        key,
        path: PATH,
        payload_hash: hash,
        state: 'pending',
        created_at: new Date(),
        holder: 'crashed',
      })
      .execute();
    // The crashed instance committed the movement but not the stored answer.
    const movedAnswer = moved ? await confirmQuote(env.deps, user.id, payload.conversionQuoteId, key) : undefined;
    return { user, key, payload, movedAnswer };
  }

  it('answers the stored outcome when the money had moved, without moving it again', async () => {
    const { user, key, payload, movedAnswer } = await pendingSwap(true);
    const started = Date.now();
    const retry = await env.api.call(PATH, payload, { token: user.token, idempotencyKey: key });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(retry.status).toBe(200);
    expect(retry.answer).toMatchObject({ status: 'success', data: movedAnswer });
    const moves = await env.deps.db
      .selectFrom('ledger_movements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('idempotency_key', '=', key)
      .executeTakeFirstOrThrow();
    expect(moves.n).toBe(1);
  });

  it('runs the call when the money had not moved', async () => {
    const { user, key, payload } = await pendingSwap(false);
    const retry = await env.api.call(PATH, payload, { token: user.token, idempotencyKey: key });
    expect(retry.status).toBe(200);
    expect(retry.answer).toMatchObject({ status: 'success', data: { conversion_quote_id: payload.conversionQuoteId } });
    const again = await env.api.call(PATH, payload, { token: user.token, idempotencyKey: key });
    expect(again.answer).toEqual(retry.answer);
  });

  it('never frees a key whose holder is still beating', async () => {
    expect(await freeKeyOfGoneHolder(env.deps.db, 'nobody', 'no-key', 'survivor')).toBe(false);
    await env.deps.db
      .insertInto('idempotency_keys')
      .values({
        scope: 's',
        key: 'k',
        path: PATH,
        payload_hash: 'h',
        state: 'pending',
        created_at: new Date(),
        holder: 'survivor',
      })
      .execute();
    expect(await freeKeyOfGoneHolder(env.deps.db, 's', 'k', 'survivor')).toBe(false);
    expect(await freeKeyOfGoneHolder(env.deps.db, 's', 'k', 'crashed')).toBe(false);
  });
});
