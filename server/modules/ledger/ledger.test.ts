import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import {
  findInvariantViolations,
  getUserBalances,
  houseAccountId,
  InsufficientFundsError,
  inTransaction,
  type MovementSpec,
  postMovement,
  prepareMovement,
  userAccountIds,
  userHoldsFunds,
} from './index.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from './testing.js';

function spec(
  userId: string,
  ref: string,
  amount: bigint,
  direction: 'in' | 'out',
  extra: Partial<MovementSpec> = {},
): MovementSpec {
  const user = { userId, currency: 'BTC' as const };
  const world = { house: 'deposits_world' as const, currency: 'BTC' as const };
  return {
    kind: 'demo_credit',
    ref,
    userId,
    transactionClass: 'manual',
    trackingId: ref,
    note: 'test',
    at: new Date(),
    transfers: [direction === 'in' ? { from: world, to: user, amount } : { from: user, to: world, amount }],
    ...extra,
  };
}

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (TEST_DATABASE_URL) backends.push(['PostgreSQL', TEST_DATABASE_URL]);

describe.each(backends)('ledger core on %s', (_name, serverUrl) => {
  let env: TestEnv;
  let scratch: ScratchDatabase | undefined;

  beforeAll(async () => {
    scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
    env = await createTestEnv({ databaseUrl: scratch?.url });
  });
  afterAll(async () => {
    await env.close();
    await scratch?.drop();
  });

  const post = async (s: MovementSpec) => {
    const prepared = await prepareMovement(env.deps.db, s);
    return inTransaction(env.deps.db, (trx) => postMovement(trx, prepared));
  };

  it('creates the house accounts of every currency and a user account per coin', async () => {
    for (const c of ['BTC', 'USDT', 'USD', 'EUR', 'AUD'] as const)
      expect(await houseAccountId(env.deps.db, 'liquidity', c)).toBeGreaterThan(0);
    const u = await createUser(env.deps);
    expect((await userAccountIds(env.deps.db, u.id)).size).toBe(7);
    expect(await getUserBalances(env.deps.db, u.id)).toMatchObject({ BTC: 0n, USDC: 0n });
  });

  it('moves money between accounts and keeps every invariant', async () => {
    const u = await createUser(env.deps);
    const posted = await post(spec(u.id, `in-${u.id}`, 150_000n, 'in'));
    expect(posted?.transfers).toHaveLength(1);
    await post(spec(u.id, `out-${u.id}`, 50_000n, 'out'));
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(100_000n);
    expect(await userHoldsFunds(env.deps.db, u.id)).toBe(true);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('refuses to take a user below zero and moves nothing', async () => {
    const u = await createUser(env.deps);
    await post(spec(u.id, `in2-${u.id}`, 10n, 'in'));
    await expect(post(spec(u.id, `over-${u.id}`, 11n, 'out'))).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(10n);
    const movement = await env.deps.db
      .selectFrom('ledger_movements')
      .select('id')
      .where('ref', '=', `over-${u.id}`)
      .execute();
    expect(movement).toEqual([]);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('the database itself refuses a negative user balance, whatever the code does', async () => {
    const u = await createUser(env.deps);
    const ids = await userAccountIds(env.deps.db, u.id);
    await expect(
      sql`update ledger_accounts set balance = -1 where id = ${ids.get('BTC')}`.execute(env.deps.db),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('moves money once per ref and once per (user, Idempotency-Key)', async () => {
    const u = await createUser(env.deps);
    expect(await post(spec(u.id, `once-${u.id}`, 5n, 'in'))).not.toBeNull();
    expect(await post(spec(u.id, `once-${u.id}`, 5n, 'in'))).toBeNull();
    expect(await post(spec(u.id, `k1-${u.id}`, 5n, 'in', { idempotencyKey: 'key-1' }))).not.toBeNull();
    expect(await post(spec(u.id, `k2-${u.id}`, 5n, 'in', { idempotencyKey: 'key-1' }))).toBeNull();
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(10n);
  });

  it('posts a movement with its link as one statement: both, or neither when the link misses', async () => {
    const u = await createUser(env.deps);
    await sql`create table if not exists link_probe (id text primary key, movement_id bigint)`.execute(env.deps.db);
    await sql`insert into link_probe (id) values (${u.id})`.execute(env.deps.db);
    const link = (id: string) =>
      sql`update link_probe set movement_id = (select id from m) where id = ${id} and movement_id is null
        and exists (select 1 from m)`;
    const linked = await postMovement(
      env.deps.db,
      await prepareMovement(env.deps.db, spec(u.id, `l1-${u.id}`, 7n, 'in')),
      {
        link: link(u.id),
      },
    );
    const probe = await sql<{ movement_id: number }>`select movement_id from link_probe where id = ${u.id}`.execute(
      env.deps.db,
    );
    expect(Number(probe.rows[0]?.movement_id)).toBe(linked?.id);
    // The row is linked already: the link touches nothing, so the movement must not happen either.
    await expect(
      postMovement(env.deps.db, await prepareMovement(env.deps.db, spec(u.id, `l2-${u.id}`, 5n, 'in')), {
        link: link(u.id),
      }),
    ).rejects.toThrow(/ledger check failed/);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(7n);
    const second = await env.deps.db
      .selectFrom('ledger_movements')
      .select('id')
      .where('ref', '=', `l2-${u.id}`)
      .execute();
    expect(second).toEqual([]);
    // A replayed movement (same ref) moves nothing and links nothing.
    expect(
      await postMovement(env.deps.db, await prepareMovement(env.deps.db, spec(u.id, `l1-${u.id}`, 7n, 'in')), {
        link: link(u.id),
      }),
    ).toBeNull();
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('keeps transfers and movements append-only', async () => {
    await expect(sql`update ledger_transfers set amount = amount + 1`.execute(env.deps.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_transfers`.execute(env.deps.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_movements`.execute(env.deps.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate ledger_transfers cascade`.execute(env.deps.db)).rejects.toThrow(/append-only/);
  });

  it('refuses a transfer between accounts of different currencies', async () => {
    const btc = await houseAccountId(env.deps.db, 'liquidity', 'BTC');
    const eth = await houseAccountId(env.deps.db, 'liquidity', 'ETH');
    // A movement of its own: the test does not rely on one an earlier test posted.
    const u = await createUser(env.deps);
    const posted = await post(spec(u.id, `in-${u.id}`, 1_000n, 'in'));
    if (!posted) throw new Error('the movement was not posted');
    const m = { id: posted.id };
    await expect(
      sql`insert into ledger_transfers (movement_id, debit_account_id, credit_account_id, currency, amount, created_at)
          values (${m.id}, ${btc}, ${eth}, 'BTC', 1, now())`.execute(env.deps.db),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
