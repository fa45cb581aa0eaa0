/**
 * A case's decision moves the transfer it stopped (decision 293), once: release sends a held
 * withdrawal on and credits a held deposit; return gives a held withdrawal's amount back and leaves
 * a held deposit uncredited; a sanctioned transfer's release waits for a second officer, and a
 * sanctioned deposit is never returned (decision 294).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { CaseDetail } from '../../../contract/cases.js';
import type { WithdrawalBroadcaster } from '../../providers/chain/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { getUserBalances } from '../ledger/index.js';
import { recordFinding } from '../monitoring/testing.js';
import { recordSanctionsHit } from '../screening/testing.js';
import {
  createEthPricedEnv,
  garciaWithEth,
  OTHER_EVM,
  observedBtcDeposit,
  refusedWithdrawal,
  withdrawEth,
} from '../travelrule/testing.js';
import { creditObservedDeposit, processPendingWithdrawals } from '../wallet/index.js';
import { depositAddressFor } from '../wallet/testing.js';
import { decideApproval } from './testing.js';

const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';
const ETH_ROUTE = 2;
const othersSelfHosted = { owner: 'other', wallet: 'self_hosted', providerId: null, kind: 'person', name: 'Ana Pérez' };

let env: TestEnv;
let officer: TestUser;
let second: TestUser;
let support: TestUser;
const tracked: string[] = [];
const broadcaster = {
  kind: 'sandbox',
  async track(w: { id: string }) {
    tracked.push(w.id);
    return { state: 'sent' as const, txHash: `0x${'ab'.repeat(32)}` };
  },
  async lookup() {
    return { state: 'unknown' as const };
  },
} as unknown as WithdrawalBroadcaster;

beforeAll(async () => {
  env = await createEthPricedEnv({ providers: (base) => ({ chain: { ...base.chain, broadcaster } }) });
  officer = await createUser(env.deps, { role: 'compliance' });
  second = await createUser(env.deps, { role: 'compliance' });
  support = await createUser(env.deps, { role: 'support' });
});
afterAll(() => env.close());

const customer = () => garciaWithEth(env, { city: 'Sydney', address: '1 George St' });

/** A withdrawal of 2 ETH to someone else's self-hosted wallet: above the threshold, held for review. */
async function heldWithdrawal(u: TestUser) {
  const data = await withdrawEth(env, u, othersSelfHosted, '2');
  expect(data.travel_rule.state).toBe('review');
  return data.withdrawal_id;
}

async function caseOf(u: TestUser): Promise<CaseDetail> {
  const c = await env.deps.db
    .selectFrom('compliance_cases')
    .select('id')
    .where('customer_id', '=', u.id)
    .executeTakeFirstOrThrow();
  const one = await env.api.call(CALLS.getCase, { caseId: c.id }, { token: officer.token });
  return (one.answer as { data: CaseDetail }).data;
}

const decide = (caseId: number, decision: string, by: TestUser) =>
  env.api.call(CALLS.decideCase, { caseId, decision, reason: 'reviewed the documents' }, { token: by.token });

const eth = async (u: TestUser) => (await getUserBalances(env.deps.db, u.id)).ETH;
const btc = async (u: TestUser) => (await getUserBalances(env.deps.db, u.id)).BTC;
const withdrawal = (id: string) =>
  env.deps.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const mails = async (u: TestUser) =>
  JSON.stringify(await env.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', u.email).execute());

/** The customer's Travel Rule deposit records' states. */
const recordStates = async (u: TestUser) =>
  (await env.deps.db.selectFrom('transfer_records').select('state').where('user_id', '=', u.id).execute()).map(
    (r) => r.state,
  );

/** The state one customer's only record has in the per-transfer and the period exports an authority receives. */
async function exportedState(by: TestUser, u: TestUser) {
  const r = await env.deps.db
    .selectFrom('transfer_records')
    .select('id')
    .where('user_id', '=', u.id)
    .executeTakeFirstOrThrow();
  const res = await env.api.call(CALLS.exportTransferRecord, { recordId: r.id }, { token: by.token });
  expect(res.status).toBe(200);
  const json = (res.answer as any).data.json.content as string;
  const state = JSON.parse(Buffer.from(json, 'base64').toString('utf8')).transfer.state as string;
  const day = env.deps.clock.now().toISOString().slice(0, 10);
  const period = await env.api.call(CALLS.exportTravelRulePeriod, { from: day, to: day }, { token: by.token });
  const listed = (period.answer as any).data.records.find((x: any) => x.transfer.id === r.id);
  expect(listed?.transfer.state).toBe(state);
  return state;
}

async function depositAddress(u: TestUser) {
  return await depositAddressFor(env, u.token);
}

describe('deciding a held withdrawal', () => {
  it('release sends it on once, however many officers decide at once', async () => {
    const u = await customer();
    const id = await heldWithdrawal(u);
    await processPendingWithdrawals(env.deps);
    expect(tracked).not.toContain(id);
    const c = await caseOf(u);
    expect(c.kind).toBe('travel_rule_withdrawal');
    expect(c.transfer).toMatchObject({ direction: 'withdrawal', amount: '2', state: 'held', sanctioned: false });
    const answers = await Promise.all([decide(c.id, 'release', officer), decide(c.id, 'release', second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await processPendingWithdrawals(env.deps);
    await processPendingWithdrawals(env.deps);
    expect(tracked.filter((t) => t === id)).toHaveLength(1);
    expect(await withdrawal(id)).toMatchObject({ state: 'sent' });
    expect(await eth(u)).toBe(8_000_000_000_000_000_000n);
    expect((await caseOf(u)).transfer).toMatchObject({ state: 'sent' });
    expect(await mails(u)).toMatch(/sent/);
  });

  it('return gives the reserved amount back once, with the review words only', async () => {
    const u = await customer();
    const id = await heldWithdrawal(u);
    expect(await eth(u)).toBe(8_000_000_000_000_000_000n);
    const c = await caseOf(u);
    const answers = await Promise.all([decide(c.id, 'return', officer), decide(c.id, 'return', second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    await processPendingWithdrawals(env.deps);
    expect(await eth(u)).toBe(10_000_000_000_000_000_000n);
    const w = await withdrawal(id);
    expect(w).toMatchObject({ state: 'failed' });
    expect(w.failure_reason).toMatch(/could not be completed/);
    expect(tracked).not.toContain(id);
    expect(await mails(u)).not.toMatch(/sanction|compliance|review of/i);
  });

  it("asks a second officer to release a frozen customer's withdrawal; a rejection opens the case again", async () => {
    const u = await customer();
    const id = await heldWithdrawal(u);
    await env.deps.db.updateTable('users').set({ frozen_at: env.deps.clock.now() }).where('id', '=', u.id).execute();
    const c = await caseOf(u);
    expect(c.transfer).toMatchObject({ releaseNeedsApproval: true });
    expect((await decide(c.id, 'release', officer)).status).toBe(200);
    expect(await withdrawal(id)).toMatchObject({ state: 'pending', travel_rule_state: 'review' });
    const requestId = (await caseOf(u)).transfer?.releaseRequestId;
    if (!requestId) throw new Error('no release request');
    const rejected = await env.api.call(
      CALLS.decideApproval,
      { approvalId: requestId, approve: false, reason: 'not yet' },
      { token: second.token },
    );
    expect(rejected.status).toBe(200);
    expect(await caseOf(u)).toMatchObject({ state: 'escalated', decision: null, transfer: { state: 'held' } });
    await processPendingWithdrawals(env.deps);
    expect(tracked).not.toContain(id);
    expect(await withdrawal(id)).toMatchObject({ state: 'pending', travel_rule_state: 'review' });
  });

  it('refuses a support token and changes nothing', async () => {
    const u = await customer();
    const id = await heldWithdrawal(u);
    const c = await caseOf(u);
    expect((await decide(c.id, 'release', support)).status).toBe(403);
    expect((await decide(c.id, 'release', u)).status).toBe(403);
    expect(await withdrawal(id)).toMatchObject({ state: 'pending', travel_rule_state: 'review' });
    expect((await caseOf(u)).state).toBe('open');
  });
});

describe('deciding a stopped deposit', () => {
  it('releases a sanctioned deposit only when a second officer approves, once', async () => {
    const u = await customer();
    const address = await depositAddress(u);
    const d = observedBtcDeposit(address, { from: LISTED_BTC });
    expect(await creditObservedDeposit(env.deps, d)).toBe('frozen');
    const c = await caseOf(u);
    expect(c.kind).toBe('sanctions_deposit');
    expect(c.transfer).toMatchObject({
      direction: 'deposit',
      sanctioned: true,
      releaseNeedsApproval: true,
      canReturn: false,
    });
    expect((await decide(c.id, 'return', officer)).status).toBe(400);
    const asked = await decide(c.id, 'release', officer);
    expect(asked.status).toBe(200);
    expect(await btc(u)).toBe(0n);
    const requestId = (await caseOf(u)).transfer?.releaseRequestId;
    if (!requestId) throw new Error('no release request');
    const approve = (by: TestUser) => decideApproval(env, requestId, by);
    const own = await approve(officer);
    expect((own.answer as { code: string }).code).toBe('OWN_REQUEST');
    expect(await btc(u)).toBe(0n);
    const third = await createUser(env.deps, { role: 'compliance' });
    const answers = await Promise.all([approve(second), approve(third)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const approved = answers.find((a) => a.status === 200)?.answer as { data: ApprovalRequest } | undefined;
    expect(approved?.data.caseId).toBe(c.id);
    expect(await btc(u)).toBe(5_000_000n);
    expect(await creditObservedDeposit(env.deps, d)).toBe('already_credited');
    expect(await btc(u)).toBe(5_000_000n);
    expect((await caseOf(u)).transfer).toMatchObject({ state: 'credited' });
    expect(await mails(u)).toMatch(/credited/);
  });

  it('credits a deposit held for a name mismatch on release, and leaves one uncredited on return', async () => {
    const u = await customer();
    const address = await depositAddress(u);
    const held = (txid: string) => observedBtcDeposit(address, { txid, amount: 7_000n, beneficiary: 'Max Other' });
    expect(await creditObservedDeposit(env.deps, held(`tx-${randomUUID()}`))).toBe('frozen');
    const first = await caseOf(u);
    expect(first.transfer).toMatchObject({ sanctioned: false, releaseNeedsApproval: false, canReturn: true });
    const answers = await Promise.all([decide(first.id, 'release', officer), decide(first.id, 'release', second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await btc(u)).toBe(7_000n);
    expect(await recordStates(u)).toEqual(['released']);
    expect(await exportedState(officer, u)).toBe('released');

    const other = await customer();
    const otherAddress = await depositAddress(other);
    const returned = observedBtcDeposit(otherAddress, { amount: 7_000n, beneficiary: 'Max Other' });
    expect(await creditObservedDeposit(env.deps, returned)).toBe('frozen');
    const c = await caseOf(other);
    expect((await decide(c.id, 'return', officer)).status).toBe(200);
    expect(await creditObservedDeposit(env.deps, returned)).toBe('frozen');
    expect(await btc(other)).toBe(0n);
    expect((await caseOf(other)).transfer).toMatchObject({ state: 'returned' });
    expect(await recordStates(other)).toEqual(['returned']);
    expect(await exportedState(officer, other)).toBe('returned');
    expect(await mails(other)).toMatch(/returned to the sender/);
  });
});

describe('closing a case with no action', () => {
  it('closes a Travel Rule refusal: nothing moves, nothing is mailed, the hit is left as it was', async () => {
    const u = await customer();
    const id = await refusedWithdrawal(env, u);
    const c = await caseOf(u);
    expect(c).toMatchObject({ kind: 'travel_rule_refused', transfer: { state: 'failed' } });
    const hitBefore = await env.deps.db
      .selectFrom('screening_cases')
      .select('state')
      .where('user_id', '=', u.id)
      .execute();
    const mailsBefore = await mails(u);
    const answers = await Promise.all([decide(c.id, 'no_action', officer), decide(c.id, 'no_action', second)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await caseOf(u)).toMatchObject({ state: 'closed', decision: 'no_action', transfer: { state: 'failed' } });
    expect(await eth(u)).toBe(10_000_000_000_000_000_000n);
    expect(await withdrawal(id)).toMatchObject({ state: 'failed' });
    expect(await mails(u)).toBe(mailsBefore);
    expect(
      await env.deps.db.selectFrom('screening_cases').select('state').where('user_id', '=', u.id).execute(),
    ).toEqual(hitBefore);
    const approvals = await env.deps.db
      .selectFrom('staff_approvals')
      .select('id')
      .where('customer_id', '=', u.id)
      .execute();
    expect(approvals).toEqual([]);
  });

  it('closes a monitoring finding, which holds no transfer', async () => {
    const u = await customer();
    await recordFinding(env, u.id, { rule: 'volume_spike', facts: {} });
    const c = await caseOf(u);
    expect(c.transfer).toBeNull();
    expect((await decide(c.id, 'no_action', officer)).status).toBe(200);
    expect(await caseOf(u)).toMatchObject({ state: 'closed', decision: 'no_action' });
  });

  it('is refused for a sanctions hit, even one whose withdrawal was stopped before anything was held', async () => {
    const u = await customer();
    await recordSanctionsHit(env, u.id, {
      routeId: ETH_ROUTE,
      currency: 'ETH',
      address: OTHER_EVM,
      amount: '1000000000000000000',
    });
    const c = await caseOf(u);
    expect(c).toMatchObject({ kind: 'sanctions_withdrawal', transfer: { state: 'refused', sanctioned: true } });
    const refused = await decide(c.id, 'no_action', officer);
    expect([refused.status, refused.answer]).toMatchObject([
      400,
      { code: 'VALIDATION', errors: { decision: expect.stringMatching(/sanctions hit/) } },
    ]);
    expect(await caseOf(u)).toMatchObject({ state: 'open', decision: null });
  });

  it('is refused while the transfer is held, and leaves the case and the money as they were', async () => {
    const u = await customer();
    const id = await heldWithdrawal(u);
    const c = await caseOf(u);
    const refused = await decide(c.id, 'no_action', officer);
    expect([refused.status, refused.answer]).toMatchObject([
      400,
      { code: 'VALIDATION', errors: { decision: expect.stringMatching(/still held/) } },
    ]);
    expect(await caseOf(u)).toMatchObject({ state: 'open', decision: null, transfer: { state: 'held' } });
    expect(await withdrawal(id)).toMatchObject({ state: 'pending', travel_rule_state: 'review' });
    expect(await eth(u)).toBe(8_000_000_000_000_000_000n);
  });
});
