/**
 * Four-eyes large withdrawals (decision 278): a withdrawal at or above the region's setting waits;
 * one compliance officer asks for its release, a second decides; nobody decides their own request,
 * parallel approvals resolve once, and a refusal returns the amount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRequest, WaitingWithdrawal } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { WithdrawalBroadcaster } from '../../providers/chain/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { createScratchDatabase, creditForTest, TEST_DATABASE_URL } from '../ledger/testing.js';
import { processPendingWithdrawals } from '../wallet/index.js';

const ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe.each(TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'])('four-eyes withdrawals (%s)', (kind) => {
  let env: TestEnv;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let customer: TestUser;
  let asker: TestUser;
  let second: TestUser;
  let third: TestUser;
  let support: TestUser;
  const tracked: string[] = [];
  const broadcaster = {
    async track(w: { id: string }) {
      tracked.push(w.id);
      return { state: 'pending' as const };
    },
  } as unknown as WithdrawalBroadcaster;

  beforeAll(async () => {
    if (kind === 'postgres') scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    env = await createTestEnv({
      databaseUrl: scratch?.url,
      env: { ...HIGHEST_WITHDRAWAL_LIMITS, FOUR_EYES_WITHDRAWAL_EUR: '1000', MARKET_VOLATILITY_BPS: '0' },
      providers: (base) => ({ chain: { ...base.chain, broadcaster } }),
    });
    customer = await createUser(env.deps, { kycStatus: 'approved', currency: 'EUR', country: 'DE' });
    await creditForTest(env.deps, customer.id, 'BTC', '3');
    asker = await createUser(env.deps, { role: 'compliance' });
    second = await createUser(env.deps, { role: 'compliance' });
    third = await createUser(env.deps, { role: 'compliance' });
    support = await createUser(env.deps, { role: 'support' });
  });
  afterAll(async () => {
    await env.close();
    await scratch?.drop();
  });

  const withdraw = async (amount: string) => {
    const res = await env.api.call(
      CALLS.createWithdrawal,
      {
        amount,
        cryptoAddress: ADDRESS,
        paymentRouteId: 1,
        beneficiary: TEST_BENEFICIARY,
        ...(await withdrawalProof(env, customer)),
      },
      { token: customer.token },
    );
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    return (res.answer as { data: { withdrawal_id: string } }).data.withdrawal_id;
  };
  const approvalOf = async (id: string) =>
    await env.deps.db
      .selectFrom('withdrawals')
      .select(['approval', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const ask = async (withdrawalId: string, by = asker) => {
    const res = await env.api.call(
      CALLS.requestApproval,
      { kind: 'withdrawal', withdrawalId, reason: 'source of funds checked' },
      { token: by.token },
    );
    if (res.status !== 200) throw new Error(JSON.stringify(res.answer));
    return (res.answer as { data: ApprovalRequest }).data;
  };
  const decide = (approvalId: string, by: TestUser, approve = true) =>
    env.api.call(CALLS.decideApproval, { approvalId, approve, reason: 'second look done' }, { token: by.token });

  let large = '';
  it('holds a withdrawal at or above the setting back from settlement, and lets a small one go', async () => {
    const small = await withdraw('0.0001');
    large = await withdraw('1');
    expect(await approvalOf(small)).toEqual({ approval: null, state: 'pending' });
    expect(await approvalOf(large)).toEqual({ approval: 'waiting', state: 'pending' });
    await processPendingWithdrawals(env.deps);
    expect(tracked).toContain(small);
    expect(tracked).not.toContain(large);
    const waiting = await env.api.call(CALLS.getWaitingWithdrawals, {}, { token: second.token });
    expect((waiting.answer as { data: WaitingWithdrawal[] }).data).toEqual([
      expect.objectContaining({ withdrawalId: large, customerId: customer.id, valueCurrency: 'EUR', request: null }),
    ]);
  });

  it('refuses support, and the officer who asked', async () => {
    const bySupport = await env.api.call(
      CALLS.requestApproval,
      { kind: 'withdrawal', withdrawalId: large, reason: 'looks fine' },
      { token: support.token },
    );
    expect(bySupport.status).toBe(403);
    const request = await ask(large);
    expect(request).toMatchObject({ kind: 'withdrawal', withdrawalId: large, customerId: customer.id });
    const own = await decide(request.id, asker);
    expect([own.status, own.answer]).toMatchObject([403, { code: 'OWN_REQUEST' }]);
    expect((await decide(request.id, support)).status).toBe(403);
    expect(await approvalOf(large)).toEqual({ approval: 'waiting', state: 'pending' });
    await expect(ask(large, third)).rejects.toThrow(/already open/);
  });

  it('resolves parallel approvals once, then settlement takes the withdrawal', async () => {
    const waiting = await env.api.call(CALLS.getWaitingWithdrawals, {}, { token: second.token });
    const request = (waiting.answer as { data: WaitingWithdrawal[] }).data[0]?.request;
    if (!request) throw new Error('no open request');
    const answers = await Promise.all([
      decide(request.id, second),
      decide(request.id, third),
      decide(request.id, second),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await approvalOf(large)).toEqual({ approval: 'approved', state: 'pending' });
    const released = await env.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', customer.id)
      .where('action', 'like', '%withdrawal%')
      .orderBy('seq')
      .execute();
    expect(released.map((r) => r.action)).toEqual([
      'approval.request.withdrawal',
      'withdrawal.release',
      'approval.approve.withdrawal',
    ]);
    await processPendingWithdrawals(env.deps);
    expect(tracked).toContain(large);
  });

  it('returns the amount when the second officer refuses', async () => {
    const before = (await getUserBalances(env.deps.db, customer.id)).BTC;
    const id = await withdraw('1');
    const request = await ask(id);
    expect((await decide(request.id, third, false)).status).toBe(200);
    expect(await approvalOf(id)).toEqual({ approval: 'rejected', state: 'failed' });
    expect((await getUserBalances(env.deps.db, customer.id)).BTC).toBe(before);
    await processPendingWithdrawals(env.deps);
    expect(tracked).not.toContain(id);
  });
});
