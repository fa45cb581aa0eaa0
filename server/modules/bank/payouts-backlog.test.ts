/**
 * A backlog of due cash payouts: one run of the payouts job asks the bank for every one of them,
 * and a slow answer about one never keeps the ones behind it from being asked (decision 355).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PayoutRequest } from '../../providers/bank/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { retryCashPayouts } from './payouts.js';
import { insertDueCashWithdrawals, watchedBank } from './testing.js';

let env: TestEnv;
const asked = new Set<string>();
let holdFirst = 0;
let calls = 0;
let release: () => void = () => {};
let released = new Promise<void>((r) => {
  release = r;
});

beforeAll(async () => {
  env = await createTestEnv({
    env: { ADDRESS_HOLD_SECONDS: '60' },
    providers: watchedBank(async (req: PayoutRequest) => {
      asked.add(req.requestId);
      calls += 1;
      if (calls <= holdFirst) await released;
    }),
  });
}, 60_000);
afterAll(async () => {
  release();
  await env?.close();
});

describe('a backlog of due cash payouts', () => {
  it('asks the bank for every due payout in one run, not only the first batch', async () => {
    const ids = await insertDueCashWithdrawals(env, 120);
    asked.clear();
    await retryCashPayouts(env.deps, env.deps.clock.now());
    expect(ids.filter((id) => !asked.has(id))).toEqual([]);
  }, 60_000);

  it('asks for the payouts behind the first ones while the bank has not answered those yet', async () => {
    const ids = await insertDueCashWithdrawals(env, 120);
    asked.clear();
    calls = 0;
    holdFirst = 4;
    released = new Promise<void>((r) => {
      release = r;
    });
    const run = retryCashPayouts(env.deps, env.deps.clock.now());
    await vi.waitFor(() => expect(ids.filter((id) => !asked.has(id))).toEqual([]), { timeout: 30_000, interval: 50 });
    release();
    await run;
  }, 60_000);
});
