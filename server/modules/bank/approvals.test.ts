/**
 * Four-eyes cash withdrawals (decision 315): a cash withdrawal at or above the region's setting
 * waits in the same approval flow as a crypto one; the bank is never asked for it before a second
 * compliance officer approves; nobody decides their own request, parallel approvals resolve once,
 * and a refusal returns the held amount exactly once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashBalanceData } from '../../../contract/bank.js';
import type { WaitingWithdrawal } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { PayoutRequest } from '../../providers/bank/index.js';
import type { TestUser } from '../../test/factories.js';
import { HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { createTestEnvOn, DATABASE_KINDS } from '../../test/scratch-env.js';
import { withdrawalProof } from '../accounts/testing.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import {
  type ApprovalStaff,
  approveFirstWaitingInParallel,
  askApproval,
  createApprovalStaff,
  decideApproval,
  expectOnlyAnotherOfficerDecides,
  withdrawalAuditActions,
} from '../staff/testing.js';
import { retryCashPayouts } from './payouts.js';
import { customerWithBankAccount, watchedBank } from './testing.js';

const HOLD_S = 60;
const REASON = 'payslips checked';

describe.each(DATABASE_KINDS)('four-eyes cash withdrawals (%s)', (kind) => {
  let env: TestEnv;
  let customer: TestUser;
  let payeeId: string;
  let staff: ApprovalStaff;
  /** Every payout the bank was asked for. */
  const asked: PayoutRequest[] = [];
  const askedFor = (id: string) => asked.filter((p) => p.requestId === id).length;

  beforeAll(async () => {
    env = await createTestEnvOn(kind, {
      env: { ...HIGHEST_WITHDRAWAL_LIMITS, ADDRESS_HOLD_SECONDS: String(HOLD_S), FOUR_EYES_WITHDRAWAL_AUD: '1000' },
      providers: watchedBank((req) => asked.push(req)),
    });
    ({ u: customer, payeeId } = await customerWithBankAccount(env, 1_000_000n));
    env.deps.clock.advance(HOLD_S * 1000);
    staff = await createApprovalStaff(env);
  });
  afterAll(() => env.close());

  const cash = async () => (await getUserCashBalances(env.deps.db, customer.id)).AUD;
  const withdraw = async (amount: string) => {
    const res = await env.api.call(
      CALLS.createCashWithdrawal,
      { amount, bank_account_id: payeeId, ...(await withdrawalProof(env, customer)) },
      { token: customer.token, idempotencyKey: randomUUID() },
    );
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    return (res.answer as { data: { withdrawal_id: string; review: string | null } }).data;
  };
  const stateOf = (id: string) =>
    env.deps.db
      .selectFrom('bank_withdrawals')
      .select(['approval', 'state'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const job = () => retryCashPayouts(env.deps, env.deps.clock.now()).catch(() => 0);
  const movements = async () => {
    const r = await env.api.call(CALLS.getCashBalance, {}, { token: customer.token });
    return (r.answer as { data: CashBalanceData }).data.withdrawals;
  };
  const ask = (withdrawalId: string) =>
    askApproval(env, staff.asker, { kind: 'withdrawal', withdrawalId, reason: REASON });

  let large = '';
  it('pays a small one out at once and holds one at or above the setting back from the bank', async () => {
    const small = await withdraw('200');
    expect(small.review).toBeNull();
    expect(askedFor(small.withdrawal_id)).toBe(1);
    const big = await withdraw('1000');
    large = big.withdrawal_id;
    expect(big.review).toBe('waiting');
    expect(await stateOf(large)).toEqual({ approval: 'waiting', state: 'pending' });
    await job();
    expect(askedFor(large)).toBe(0);
    // Held on the ledger meanwhile: 10,000 less 200 and 1,000.
    expect(await cash()).toBe(880_000n);
    expect((await movements()).find((w) => w.id === large)).toMatchObject({ state: 'pending', review: 'waiting' });
    const waiting = await env.api.call(CALLS.getWaitingWithdrawals, {}, { token: staff.second.token });
    expect((waiting.answer as { data: WaitingWithdrawal[] }).data).toEqual([
      expect.objectContaining({
        withdrawalId: large,
        kind: 'cash',
        customerId: customer.id,
        currency: 'AUD',
        amount: '1000.00',
        address: '062-000 12345678',
        value: '1000.00',
        valueCurrency: 'AUD',
        request: null,
      }),
    ]);
  });

  it('refuses support, and the officer who asked', async () => {
    await expectOnlyAnotherOfficerDecides(env, staff, large, customer.id, REASON);
    expect(await stateOf(large)).toEqual({ approval: 'waiting', state: 'pending' });
    await job();
    expect(askedFor(large)).toBe(0);
  });

  it('resolves parallel approvals once, then asks the bank for it once', async () => {
    await approveFirstWaitingInParallel(env, staff);
    expect(await stateOf(large)).toEqual({ approval: 'approved', state: 'pending' });
    await job();
    expect(askedFor(large)).toBe(1);
    expect((await movements()).find((w) => w.id === large)).toMatchObject({ state: 'pending', review: 'approved' });
    expect(await withdrawalAuditActions(env, customer.id)).toEqual([
      'approval.request.withdrawal',
      'withdrawal.release',
      'approval.approve.withdrawal',
    ]);
  });

  it('returns the held amount exactly once when the second officer refuses', async () => {
    const before = await cash();
    const { withdrawal_id: id } = await withdraw('1500');
    expect(await cash()).toBe(before - 150_000n);
    const request = await ask(id);
    const answers = await Promise.all([
      decideApproval(env, request.id, staff.third, false),
      decideApproval(env, request.id, staff.second, false),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await stateOf(id)).toEqual({ approval: 'rejected', state: 'failed' });
    expect(await cash()).toBe(before);
    await job();
    expect(askedFor(id)).toBe(0);
    expect(await cash()).toBe(before);
    expect((await movements()).find((w) => w.id === id)).toMatchObject({ state: 'failed', review: 'rejected' });
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
