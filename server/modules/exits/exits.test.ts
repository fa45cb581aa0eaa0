/**
 * Money does not leave a frozen, paused or sanctions-reviewed customer, whichever path would send it
 * (decision 347): the crypto send after a Travel Rule answer, the cash payouts job, a four-eyes
 * release. What was held stays held, nothing is sent, and the customer is told nothing new.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { PayoutRequest } from '../../providers/bank/index.js';
import type { TransferInquiry } from '../../providers/travelrule/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { postJson } from '../../test/post-json.js';
import { outboxFor } from '../accounts/testing.js';
import { PAYOUT_RETRY_FIRST_MS, retryCashPayouts } from '../bank/index.js';
import { requestCashWithdrawal, sandboxBankOf } from '../bank/testing.js';
import { findInvariantViolations, getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { openSanctionsCase } from '../screening/testing.js';
import { askApproval, decideApproval } from '../staff/testing.js';
import {
  CALLBACK_APPROVED,
  OTHER_EVM,
  recordingBroadcaster,
  recordingTravelRule,
  withdrawEthToProvider,
} from '../travelrule/testing.js';
import { processPendingWithdrawals } from '../wallet/index.js';

const HOLD_S = 60;
let env: TestEnv;
let officerA: TestUser;
let officerB: TestUser;
let support: TestUser;
const inquiries: TransferInquiry[] = [];
const tracked: string[] = [];
const payouts: PayoutRequest[] = [];

beforeAll(async () => {
  env = await createTestEnv({
    env: {
      MARKET_VOLATILITY_BPS: '0',
      TRAVEL_RULE_ANSWER_SECONDS: '600',
      ADDRESS_HOLD_SECONDS: String(HOLD_S),
      FOUR_EYES_WITHDRAWAL_AUD: '1000',
      ...HIGHEST_WITHDRAWAL_LIMITS,
    },
    providers: (base) => {
      const bank = base.bank;
      return {
        travelrule: recordingTravelRule(inquiries, 'pending'),
        chain: { ...base.chain, broadcaster: recordingBroadcaster(tracked) },
        bank: {
          ...bank,
          async createPayout(req) {
            payouts.push(req);
            return bank.createPayout(req);
          },
        },
      };
    },
  });
  officerA = await createUser(env.deps, { role: 'compliance' });
  officerB = await createUser(env.deps, { role: 'compliance' });
  support = await createUser(env.deps, { role: 'support' });
});
afterAll(() => env.close());

/** Two officers freeze (or unfreeze) the customer: one asks, the other approves. */
async function fourEyes(kind: 'freeze' | 'unfreeze', customerId: string) {
  const request = await askApproval(env, officerA, { kind, customerId, reason: 'sanctions lead' });
  const decided = await decideApproval(env, request.id, officerB, true, 'agreed');
  expect(decided.status, JSON.stringify(decided.answer)).toBe(200);
}

async function waitingCryptoWithdrawal() {
  const { u, data } = await withdrawEthToProvider(env);
  const id = data.withdrawal_id;
  const asked = inquiries.find((i) => i.id === id);
  if (!asked) throw new Error('no inquiry');
  return { u, id, callback: new URL(asked.callbackUrl).pathname };
}

const accept = (path: string) => postJson(env, path, CALLBACK_APPROVED);
const cryptoRow = (id: string) =>
  env.deps.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const cashRow = (id: string) =>
  env.deps.db.selectFrom('bank_withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mailCount = async (u: TestUser) => (await outboxFor(env, u.email)).length;

describe('a crypto withdrawal waiting for the Travel Rule answer', () => {
  it('is not sent once the customer is frozen, though the provider accepts it; it stays held and is sent after unfreezing', async () => {
    const { u, id, callback } = await waitingCryptoWithdrawal();
    await fourEyes('freeze', u.id);
    const mails = await mailCount(u);
    expect((await accept(callback)).status).toBe(200);
    await processPendingWithdrawals(env.deps);
    await processPendingWithdrawals(env.deps);
    expect(tracked).not.toContain(id);
    expect(await cryptoRow(id)).toMatchObject({ state: 'pending', travel_rule_state: 'accepted' });
    expect((await getUserBalances(env.deps.db, u.id)).ETH).toBe(900_000_000_000_000_000n);
    expect(await mailCount(u)).toBe(mails);

    await fourEyes('unfreeze', u.id);
    await processPendingWithdrawals(env.deps);
    expect(tracked.filter((t) => t === id)).toHaveLength(1);
    expect((await cryptoRow(id)).state).toBe('sent');
  });

  it('is not sent while support has paused the customer’s withdrawals', async () => {
    const { u, id, callback } = await waitingCryptoWithdrawal();
    const held = await env.api.call(
      CALLS.holdCustomerWithdrawals,
      { customerId: u.id, hours: 24, reason: 'caller could not verify' },
      { token: support.token },
    );
    expect(held.status, JSON.stringify(held.answer)).toBe(200);
    expect((await accept(callback)).status).toBe(200);
    await processPendingWithdrawals(env.deps);
    expect(tracked).not.toContain(id);
    expect((await cryptoRow(id)).state).toBe('pending');
  });
});

const cashWithdrawal = (amount: string) =>
  requestCashWithdrawal(env, { amount, cents: 2_000_000n, holdSeconds: HOLD_S });

describe('a cash payout', () => {
  it('is not asked of the bank while the customer has an open sanctions case, and stays held', async () => {
    sandboxBankOf(env).failNextPayout('unavailable');
    const { u, id } = await cashWithdrawal('100');
    // The first attempt, on the call itself, found the bank away.
    expect(payouts.filter((p) => p.requestId === id)).toHaveLength(1);
    await openSanctionsCase(env, u.id, OTHER_EVM);
    env.deps.clock.advance(PAYOUT_RETRY_FIRST_MS);
    await retryCashPayouts(env.deps, env.deps.clock.now()).catch(() => 0);
    expect(payouts.filter((p) => p.requestId === id)).toHaveLength(1);
    expect(await cashRow(id)).toMatchObject({ state: 'pending', payout_id: null });
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(1_990_000n);
  });

  it('waiting for four eyes: a release while the customer is frozen is refused with the reason, and nothing moves', async () => {
    const { u, id } = await cashWithdrawal('1500');
    expect((await cashRow(id)).approval).toBe('waiting');
    await fourEyes('freeze', u.id);
    const { id: approvalId } = await askApproval(env, officerA, {
      kind: 'withdrawal',
      withdrawalId: id,
      reason: 'source of funds checked',
    });
    const release = await decideApproval(env, approvalId, officerB, true, 'fine');
    expect(release.status).toBe(409);
    expect(release.answer).toMatchObject({ code: 'EXIT_STOPPED', message: expect.stringMatching(/frozen/) });
    expect(await cashRow(id)).toMatchObject({ state: 'pending', approval: 'waiting', payout_id: null });
    expect(payouts.filter((p) => p.requestId === id)).toEqual([]);
    const request = await env.deps.db
      .selectFrom('staff_approvals')
      .select('state')
      .where('id', '=', approvalId)
      .executeTakeFirstOrThrow();
    expect(request.state).toBe('pending');
    // Refusing it stays open: the amount goes back to the customer's balance, once.
    const refuse = await decideApproval(env, approvalId, officerB, false, 'frozen customer');
    expect(refuse.status, JSON.stringify(refuse.answer)).toBe(200);
    expect(await cashRow(id)).toMatchObject({ state: 'failed' });
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(2_000_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
