/** Scheduled recurring buys of a frozen customer (decision 291): skipped and recorded, resumed after unfreezing. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { outboxFor } from '../accounts/testing.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { openSanctionsCase } from '../screening/testing.js';
import { runRecurringBuys } from './run.js';
import { planRow } from './testing.js';

const DAY = 86_400_000;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ start: '2027-03-01T09:00:00Z' });
});
afterAll(() => env.close());

const run = () => runRecurringBuys(env.deps, env.deps.clock.now());
const setFrozen = (id: string, frozen: boolean) =>
  env.deps.db
    .updateTable('users')
    .set({ frozen_at: frozen ? env.deps.clock.now() : null })
    .where('id', '=', id)
    .execute();

/** A verified customer with A$1,000 of cash and a weekly A$100 buy of BTC paid from it. */
async function weeklyBuyFromCash() {
  const u = await verifiedCustomer(env);
  await fundCash(env, u, 100_000n);
  const r = await env.api.call(
    CALLS.createRecurringBuy,
    { coin: 'BTC', amount: '100', frequency: 'weekly', funding: 'balance' },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return { u, plan: r.answer.data!.plan };
}

describe('recurring buys of a frozen customer', () => {
  it('skip each slot while frozen, record it, and run the next slot once after unfreezing', async () => {
    const { u, plan } = await weeklyBuyFromCash();
    await setFrozen(u.id, true);
    const mailsBefore = (await outboxFor(env, u.email)).length;

    for (let week = 0; week < 3; week++) {
      env.deps.clock.advance(7 * DAY);
      await run();
    }
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(100_000n);
    expect((await getUserBalances(env.deps.db, u.id)).BTC ?? 0n).toBe(0n);
    const runs = await env.deps.db
      .selectFrom('recurring_runs')
      .select(['status', 'reason', 'attempt'])
      .where('plan_id', '=', plan.id)
      .execute();
    expect(runs).toEqual(
      Array.from({ length: 3 }, () => ({ status: 'skipped', reason: 'account frozen', attempt: 1 })),
    );
    const row = await planRow(env, plan.id);
    // Still active, not paused as a failed payment, and nothing waiting to be retried.
    expect([row.status, row.retry_at]).toEqual(['active', null]);
    expect((await outboxFor(env, u.email)).length).toBe(mailsBefore);

    // Unfrozen days after a slot: the missed slots are not caught up, the next one runs once.
    env.deps.clock.advance(3 * DAY);
    await setFrozen(u.id, false);
    await run();
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(100_000n);
    env.deps.clock.advance(4 * DAY);
    await run();
    await run();
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(90_000n);
  });

  it('skip a slot while the customer has an open sanctions case, without a word to them (decision 347)', async () => {
    const { u, plan } = await weeklyBuyFromCash();
    await openSanctionsCase(env, u.id);
    const mailsBefore = (await outboxFor(env, u.email)).length;
    env.deps.clock.advance(7 * DAY);
    await run();
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(100_000n);
    const runs = await env.deps.db
      .selectFrom('recurring_runs')
      .select(['status', 'reason'])
      .where('plan_id', '=', plan.id)
      .execute();
    expect(runs).toEqual([{ status: 'skipped', reason: 'under compliance review' }]);
    expect((await outboxFor(env, u.email)).length).toBe(mailsBefore);
  });
});
