/**
 * Four-eyes cash withdrawals (decision 315): a cash withdrawal at or above the region's setting
 * waits in the same approval flow as a crypto one; the bank is never asked for it before a second
 * compliance officer approves; nobody decides their own request, parallel approvals resolve once,
 * and a refusal returns the held amount exactly once.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CashBalanceData } from '../../../contract/bank.js';
import type { ApprovalRequest, WaitingWithdrawal } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { PayoutRequest } from '../../providers/bank/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import { createScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';
import { retryCashPayouts } from './payouts.js';
import { customerWithBankAccount, watchedBank } from './testing.js';

const HOLD_S = 60;

describe.each(TEST_DATABASE_URL ? ['embedded', 'postgres'] : ['embedded'])(
  'four-eyes cash withdrawals (%s)',
  (kind) => {
    let env: TestEnv;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
    let customer: TestUser;
    let payeeId: string;
    let asker: TestUser;
    let second: TestUser;
    let third: TestUser;
    let support: TestUser;
    /** Every payout the bank was asked for. */
    const asked: PayoutRequest[] = [];
    const askedFor = (id: string) => asked.filter((p) => p.requestId === id).length;

    beforeAll(async () => {
      if (kind === 'postgres') scratch = await createScratchDatabase(TEST_DATABASE_URL!);
      env = await createTestEnv({
        databaseUrl: scratch?.url,
        env: { ...HIGHEST_WITHDRAWAL_LIMITS, ADDRESS_HOLD_SECONDS: String(HOLD_S), FOUR_EYES_WITHDRAWAL_AUD: '1000' },
        providers: watchedBank((req) => asked.push(req)),
      });
      ({ u: customer, payeeId } = await customerWithBankAccount(env, 1_000_000n));
      env.deps.clock.advance(HOLD_S * 1000);
      asker = await createUser(env.deps, { role: 'compliance' });
      second = await createUser(env.deps, { role: 'compliance' });
      third = await createUser(env.deps, { role: 'compliance' });
      support = await createUser(env.deps, { role: 'support' });
    });
    afterAll(async () => {
      await env.close();
      await scratch?.drop();
    });

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
    const ask = async (withdrawalId: string, by = asker) => {
      const res = await env.api.call(
        CALLS.requestApproval,
        { kind: 'withdrawal', withdrawalId, reason: 'payslips checked' },
        { token: by.token },
      );
      if (res.status !== 200) throw new Error(JSON.stringify(res.answer));
      return (res.answer as { data: ApprovalRequest }).data;
    };
    const decide = (approvalId: string, by: TestUser, approve = true) =>
      env.api.call(CALLS.decideApproval, { approvalId, approve, reason: 'second look done' }, { token: by.token });

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
      const waiting = await env.api.call(CALLS.getWaitingWithdrawals, {}, { token: second.token });
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
      expect(await stateOf(large)).toEqual({ approval: 'waiting', state: 'pending' });
      await expect(ask(large, third)).rejects.toThrow(/already open/);
      await job();
      expect(askedFor(large)).toBe(0);
    });

    it('resolves parallel approvals once, then asks the bank for it once', async () => {
      const waiting = await env.api.call(CALLS.getWaitingWithdrawals, {}, { token: second.token });
      const request = (waiting.answer as { data: WaitingWithdrawal[] }).data[0]?.request;
      if (!request) throw new Error('no open request');
      const answers = await Promise.all([
        decide(request.id, second),
        decide(request.id, third),
        decide(request.id, second),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(await stateOf(large)).toEqual({ approval: 'approved', state: 'pending' });
      await job();
      expect(askedFor(large)).toBe(1);
      expect((await movements()).find((w) => w.id === large)).toMatchObject({ state: 'pending', review: 'approved' });
      const audited = await env.deps.db
        .selectFrom('audit_log')
        .select('action')
        .where('subject_id', '=', customer.id)
        .where('action', 'like', '%withdrawal%')
        .orderBy('seq')
        .execute();
      expect(audited.map((r) => r.action)).toEqual([
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
      const answers = await Promise.all([decide(request.id, third, false), decide(request.id, second, false)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await stateOf(id)).toEqual({ approval: 'rejected', state: 'failed' });
      expect(await cash()).toBe(before);
      await job();
      expect(askedFor(id)).toBe(0);
      expect(await cash()).toBe(before);
      expect((await movements()).find((w) => w.id === id)).toMatchObject({ state: 'failed', review: 'rejected' });
      expect(await findInvariantViolations(env.deps.db)).toEqual([]);
    });
  },
);
