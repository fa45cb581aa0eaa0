/**
 * Four-eyes large withdrawals (decision 278): a withdrawal at or above the region's setting waits;
 * one compliance officer asks for its release, a second decides; nobody decides their own request,
 * parallel approvals resolve once, and a refusal returns the amount.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitingWithdrawal } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { WithdrawalBroadcaster } from '../../providers/chain/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { createTestEnvOn, DATABASE_KINDS } from '../../test/scratch-env.js';
import { withdrawalProof } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { processPendingWithdrawals } from '../wallet/index.js';
import {
  type ApprovalStaff,
  approveFirstWaitingInParallel,
  askApproval,
  createApprovalStaff,
  decideApproval,
  expectOnlyAnotherOfficerDecides,
  withdrawalAuditActions,
} from './testing.js';

const ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const REASON = 'source of funds checked';

describe.each(DATABASE_KINDS)('four-eyes withdrawals (%s)', (kind) => {
  let env: TestEnv;
  let customer: TestUser;
  let staff: ApprovalStaff;
  const tracked: string[] = [];
  const broadcaster = {
    async track(w: { id: string }) {
      tracked.push(w.id);
      return { state: 'pending' as const };
    },
  } as unknown as WithdrawalBroadcaster;

  beforeAll(async () => {
    env = await createTestEnvOn(kind, {
      env: { ...HIGHEST_WITHDRAWAL_LIMITS, FOUR_EYES_WITHDRAWAL_EUR: '1000', MARKET_VOLATILITY_BPS: '0' },
      providers: (base) => ({ chain: { ...base.chain, broadcaster } }),
    });
    customer = await createUser(env.deps, { kycStatus: 'approved', currency: 'EUR', country: 'DE' });
    await creditForTest(env.deps, customer.id, 'BTC', '3');
    staff = await createApprovalStaff(env);
  });
  afterAll(() => env.close());

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

  let large = '';
  it('holds a withdrawal at or above the setting back from settlement, and lets a small one go', async () => {
    const small = await withdraw('0.0001');
    large = await withdraw('1');
    expect(await approvalOf(small)).toEqual({ approval: null, state: 'pending' });
    expect(await approvalOf(large)).toEqual({ approval: 'waiting', state: 'pending' });
    await processPendingWithdrawals(env.deps);
    expect(tracked).toContain(small);
    expect(tracked).not.toContain(large);
    const waiting = await env.api.call(CALLS.getWaitingWithdrawals, {}, { token: staff.second.token });
    expect((waiting.answer as { data: WaitingWithdrawal[] }).data).toEqual([
      expect.objectContaining({ withdrawalId: large, customerId: customer.id, valueCurrency: 'EUR', request: null }),
    ]);
  });

  it('refuses support, and the officer who asked', async () => {
    await expectOnlyAnotherOfficerDecides(env, staff, large, customer.id, REASON);
    expect(await approvalOf(large)).toEqual({ approval: 'waiting', state: 'pending' });
  });

  it('resolves parallel approvals once, then settlement takes the withdrawal', async () => {
    await approveFirstWaitingInParallel(env, staff);
    expect(await approvalOf(large)).toEqual({ approval: 'approved', state: 'pending' });
    expect(await withdrawalAuditActions(env, customer.id)).toEqual([
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
    const request = await askApproval(env, staff.asker, { kind: 'withdrawal', withdrawalId: id, reason: REASON });
    expect((await decideApproval(env, request.id, staff.third, false)).status).toBe(200);
    expect(await approvalOf(id)).toEqual({ approval: 'rejected', state: 'failed' });
    expect((await getUserBalances(env.deps.db, customer.id)).BTC).toBe(before);
    await processPendingWithdrawals(env.deps);
    expect(tracked).not.toContain(id);
  });
});
