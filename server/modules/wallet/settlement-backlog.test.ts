/**
 * A backlog of withdrawals while custody holds each one for a while: every withdrawal reaches
 * custody in the settlement job's run, whatever custody says of the ones before it, and a slow
 * answer about one never keeps the ones behind it from being submitted.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WithdrawalBroadcaster, WithdrawalOrder } from '../../providers/chain/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { insertPendingWithdrawals } from './testing.js';
import { settlePendingWithdrawals } from './withdrawals.js';

/** Custody that takes every order and answers "pending"; `hold` makes the first answers wait. */
function holdingCustody() {
  const submitted = new Set<string>();
  let calls = 0;
  let holdFirst = 0;
  let release: () => void = () => {};
  const released = new Promise<void>((r) => {
    release = r;
  });
  const broadcaster = {
    kind: 'custody',
    async track(order: WithdrawalOrder) {
      submitted.add(order.id);
      calls += 1;
      if (calls <= holdFirst) await released;
      return { state: 'pending' as const };
    },
    async lookup() {
      return { state: 'unknown' as const };
    },
    async paymentsSince() {
      return [];
    },
  } satisfies WithdrawalBroadcaster;
  return {
    broadcaster,
    submitted,
    hold(n: number) {
      holdFirst = n;
    },
    release: () => release(),
  };
}

describe('a backlog of withdrawals custody holds as pending', () => {
  let env: TestEnv;
  const custody = holdingCustody();
  beforeAll(async () => {
    env = await createTestEnv({
      providers: (base) => ({ chain: { ...base.chain, broadcaster: custody.broadcaster } }),
    });
  }, 60_000);
  afterAll(async () => {
    custody.release();
    await env?.close();
  });

  it('submits every pending withdrawal in one run, not only the oldest batch', async () => {
    await insertPendingWithdrawals(env.deps, 250);
    await settlePendingWithdrawals(env.deps);
    expect(custody.submitted.size).toBe(250);
    const pending = await env.deps.db.selectFrom('withdrawals').select('id').where('state', '=', 'pending').execute();
    expect(pending).toHaveLength(250);
  }, 60_000);

  it('submits the withdrawals behind the first ones while custody has not answered those yet', async () => {
    await env.deps.db.deleteFrom('withdrawals').execute();
    custody.submitted.clear();
    await insertPendingWithdrawals(env.deps, 250);
    custody.hold(4);
    const run = settlePendingWithdrawals(env.deps);
    // The first four answers are still awaited; all the others reach custody meanwhile.
    await vi.waitFor(() => expect(custody.submitted.size).toBe(250), { timeout: 30_000, interval: 50 });
    custody.release();
    await run;
  }, 60_000);
});
