/**
 * Orders racing on real PostgreSQL (skipped only when TEST_DATABASE_URL is unset; CI always sets
 * it): ten cancels at once, a cancel against a fill, and two server instances filling the same
 * orders. Each order ends exactly once, and its amount moves exactly once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { findInvariantViolations, getUserBalances } from '../ledger/index.js';
import { createScratchDatabase, creditForTest, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';
import { placeLimitOrder, placeOrder } from './testing.js';
import { checkOrders } from './tick.js';

describe.skipIf(!TEST_DATABASE_URL)('orders racing on PostgreSQL', () => {
  let env: TestEnv;
  let second: TestEnv;
  let scratch: ScratchDatabase;

  const pin = (e: TestEnv, coin: 'SOL' | 'USDC', usd: string) => e.deps.providers.prices.sandbox?.pin(coin, usd);

  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    env = await createTestEnv({ databaseUrl: scratch.url, env: { MARKET_VOLATILITY_BPS: '0' } });
    // A second server instance on the same database: its own pool, its own job.
    second = await createTestEnv({ databaseUrl: scratch.url, env: { MARKET_VOLATILITY_BPS: '0' } });
    expect(env.deps.dbKind).toBe('postgres');
    for (const e of [env, second]) {
      pin(e, 'USDC', '1');
      pin(e, 'SOL', '200');
    }
  });
  afterAll(async () => {
    await env.close();
    await second.close();
    await scratch.drop();
  });

  const customer = async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved' });
    await creditForTest(env.deps, u.id, 'SOL', '10');
    return u;
  };
  const place = async (u: TestUser) => {
    const res = await placeLimitOrder(env, u);
    if (res.answer.status !== 'success' || !res.answer.data) throw new Error(JSON.stringify(res.answer));
    return res.answer.data.order_id;
  };
  const cancel = (u: TestUser, id: string) => env.api.call(CALLS.cancelOrder, { order_id: id }, { token: u.token });
  const endings = async (id: string) =>
    (
      await env.deps.db
        .selectFrom('ledger_movements')
        .select('kind')
        .where('ref', 'like', `order:${id}:%`)
        .where('kind', '!=', 'order_hold')
        .execute()
    ).map((m) => m.kind);

  it('places one order for five creates with one Idempotency-Key, by the call itself, on two instances', async () => {
    // Straight to the order code, past the HTTP layer's stored answers: the order's own key check,
    // its unique key and its movement's are what must hold when the same create arrives five times.
    const u = await customer();
    const key = randomUUID();
    const ask = {
      kind: 'limit' as const,
      source: 'SOL' as const,
      target: 'USDC' as const,
      sourceUnits: 4_000_000_000n,
      price: '250',
      expiresAt: null,
    };
    const answers = await Promise.all([env, second, env, second, env].map((e) => placeOrder(e.deps, u.id, ask, key)));
    expect(new Set(answers.map((a) => a.order_id)).size).toBe(1);
    const rows = await env.deps.db.selectFrom('orders').select('id').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(1);
    // Held once: the invariants tie each order to one hold and the holds account to the open orders.
    expect((await getUserBalances(env.deps.db, u.id)).SOL).toBe(6_000_000_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('gives an order back once for ten cancels at once', async () => {
    const u = await customer();
    const id = await place(u);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(u, id)));
    for (const a of answers) expect([200, 409]).toContain(a.status);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect(await endings(id)).toEqual(['order_release']);
    expect((await getUserBalances(env.deps.db, u.id)).SOL).toBe(10_000_000_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('ends an order once when a cancel races a fill', async () => {
    pin(env, 'SOL', '200');
    const racers = await Promise.all(Array.from({ length: 8 }, () => customer()));
    const ids = await Promise.all(racers.map((u) => place(u)));
    pin(env, 'SOL', '300');
    await Promise.all([checkOrders(env.deps, env.deps.clock.now()), ...racers.map((u, i) => cancel(u, ids[i]!))]);
    for (const [i, u] of racers.entries()) {
      const id = ids[i]!;
      const ended = await endings(id);
      expect(ended).toHaveLength(1);
      const b = await getUserBalances(env.deps.db, u.id);
      // Filled: the SOL went to the market and USDC came; cancelled: the SOL came back, no USDC.
      if (ended[0] === 'order_fill') expect([b.SOL, b.USDC > 0n]).toEqual([6_000_000_000n, true]);
      else expect([b.SOL, b.USDC]).toEqual([10_000_000_000n, 0n]);
    }
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
    pin(env, 'SOL', '200');
  });

  it('fills each order once when two server instances tick together', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => customer()));
    const ids = await Promise.all(buyers.map((u) => place(u)));
    for (const e of [env, second]) pin(e, 'SOL', '300');
    const [a, b] = await Promise.all([
      checkOrders(env.deps, env.deps.clock.now()),
      checkOrders(second.deps, second.deps.clock.now()),
    ]);
    expect(a.filled + b.filled).toBe(ids.length);
    for (const id of ids) expect(await endings(id)).toEqual(['order_fill']);
    const mails = await env.deps.db
      .selectFrom('mail_outbox')
      .select('to')
      .where(
        'to',
        'in',
        buyers.map((u) => u.email),
      )
      .execute();
    expect(mails).toHaveLength(ids.length);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
    for (const e of [env, second]) pin(e, 'SOL', '200');
  });
});
