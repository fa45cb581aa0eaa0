/**
 * What the officer deciding a release sees (decisions 347, 348): the customer's freeze, withdrawal
 * pause and open cases beside each waiting withdrawal; and a released cash payout that has not
 * reached the bank by its deadline is counted stuck and listed in the same queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitingWithdrawal } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { requestCashWithdrawal, sandboxBankOf } from '../bank/testing.js';
import { getUserCashBalances } from '../ledger/index.js';
import { openSanctionsCase } from '../screening/testing.js';

const HOLD_S = 60;
const TOKEN = 'scrape-token-0123456789abcdef';
const DEADLINE_S = 300;
let env: TestEnv;
let officer: TestUser;

beforeAll(async () => {
  env = await createTestEnv({
    env: {
      ADDRESS_HOLD_SECONDS: String(HOLD_S),
      FOUR_EYES_WITHDRAWAL_AUD: '1000',
      BANK_PAYOUT_DEADLINE_SECONDS: String(DEADLINE_S),
      METRICS_TOKEN: TOKEN,
    },
  });
  officer = await createUser(env.deps, { role: 'compliance' });
});
afterAll(() => env.close());

const cashWithdrawal = (amount: string) =>
  requestCashWithdrawal(env, { amount, cents: 2_000_000n, holdSeconds: HOLD_S });

async function queue(): Promise<WaitingWithdrawal[]> {
  const r = await env.api.call(
    CALLS.getWaitingWithdrawals,
    {},
    { token: await tokenFor(env.deps, officer, 'compliance') },
  );
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return r.answer.data as WaitingWithdrawal[];
}

async function stuckMetric(): Promise<number> {
  const text = await (await env.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  return Number(/^coinvault_cash_payouts_stuck (\d+)$/m.exec(text)?.[1] ?? 'NaN');
}

describe('the officers’ queue', () => {
  it('shows the customer’s freeze, pause and open cases beside a withdrawal waiting for release', async () => {
    const { u, id } = await cashWithdrawal('1500');
    const until = new Date(env.deps.clock.now().getTime() + 3_600_000);
    await env.deps.db
      .updateTable('users')
      .set({ frozen_at: env.deps.clock.now(), withdrawals_held_until: until, withdrawals_held_reason: 'support' })
      .where('id', '=', u.id)
      .execute();
    await openSanctionsCase(env, u.id);
    const w = (await queue()).find((q) => q.withdrawalId === id);
    expect(w).toMatchObject({
      kind: 'cash',
      stuck: false,
      customerFrozen: true,
      withdrawalsHeldUntil: until.toISOString(),
      openCases: [{ id: expect.any(Number), kind: 'sanctions_deposit' }],
    });
  });

  it('counts a released payout held past its deadline as stuck, and lists it for the officers', async () => {
    sandboxBankOf(env).failNextPayout('unavailable');
    const { u, id } = await cashWithdrawal('100');
    const before = await stuckMetric();
    await env.deps.db.updateTable('users').set({ frozen_at: env.deps.clock.now() }).where('id', '=', u.id).execute();
    env.deps.clock.advance((DEADLINE_S - 10) * 1000);
    expect(await stuckMetric()).toBe(before);
    expect((await queue()).find((q) => q.withdrawalId === id)).toBeUndefined();
    env.deps.clock.advance(20_000);
    expect(await stuckMetric()).toBe(before + 1);
    expect((await queue()).find((q) => q.withdrawalId === id)).toMatchObject({
      kind: 'cash',
      stuck: true,
      customerFrozen: true,
      request: null,
    });
    // Still held, nothing sent.
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(1_990_000n);
  });
});
