/**
 * Withdrawal settlement from several instances on one PostgreSQL database: each pending
 * withdrawal is worked on by one instance at a time, so instances add throughput instead of
 * all checking the same oldest batch.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WithdrawalBroadcaster } from '../../providers/chain/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';
import { insertPendingWithdrawals } from './testing.js';
import { processPendingWithdrawals, settlePendingWithdrawals } from './withdrawals.js';

describe.skipIf(!TEST_DATABASE_URL)('withdrawal settlement on several instances', () => {
  let scratch: ScratchDatabase;
  const instances: TestEnv[] = [];
  const tracked: string[] = [];
  let asking = 0;
  let mostAskedAtOnce = 0;
  const inFlight = new Set<string>();
  let askedTwiceAtOnce = 0;
  /** While set, custody's answers wait for it: no claim is let go before every instance has claimed. */
  let allClaimed: Promise<unknown> | null = null;
  const broadcaster = {
    async track(w: { id: string }) {
      tracked.push(w.id);
      await allClaimed;
      if (inFlight.has(w.id)) askedTwiceAtOnce++;
      inFlight.add(w.id);
      asking++;
      mostAskedAtOnce = Math.max(mostAskedAtOnce, asking);
      await new Promise((r) => setTimeout(r, 3));
      asking--;
      inFlight.delete(w.id);
      return { state: 'pending' as const };
    },
  } as unknown as WithdrawalBroadcaster;

  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    for (let i = 0; i < 2; i++) {
      instances.push(
        await createTestEnv({
          databaseUrl: scratch.url,
          providers: (base) => ({ chain: { ...base.chain, broadcaster } }),
        }),
      );
    }
    const [first] = instances;
    if (first) await insertPendingWithdrawals(first.deps, 150);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map((i) => i.close()));
    await scratch?.drop();
  });

  it('two instances work on disjoint batches, together covering more than one batch', async () => {
    // Both runs claim before either lets a withdrawal go: a run that begins after another has
    // asked about one may rightly ask about it again, and that is not what this test is about.
    const [first] = instances;
    allClaimed = vi.waitUntil(
      async () => {
        const row = await first!.deps.db
          .selectFrom('withdrawals')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('claimed_until', 'is not', null)
          .executeTakeFirstOrThrow();
        return Number(row.n) === 150;
      },
      { timeout: 30_000, interval: 10 },
    );
    await Promise.all(instances.map((i) => processPendingWithdrawals(i.deps, 100)));
    allClaimed = null;
    expect(new Set(tracked).size).toBe(tracked.length);
    expect(tracked.length).toBe(150);
  });

  it('an instance works on several withdrawals of its batch at once, so waits overlap', async () => {
    mostAskedAtOnce = 0;
    const [first] = instances;
    if (!first) throw new Error('no instance');
    await processPendingWithdrawals(first.deps, 100);
    expect(mostAskedAtOnce).toBeGreaterThan(1);
  });

  it('two instances running the settlement job at once submit every withdrawal, never one twice at once', async () => {
    const [first] = instances;
    if (!first) throw new Error('no instance');
    await insertPendingWithdrawals(first.deps, 300);
    tracked.length = 0;
    askedTwiceAtOnce = 0;
    await Promise.all(instances.map((i) => settlePendingWithdrawals(i.deps)));
    expect(askedTwiceAtOnce).toBe(0);
    // 450 pending in all: each run asks about every one it can claim, the two together all of them.
    expect(new Set(tracked).size).toBe(450);
  }, 60_000);
});
