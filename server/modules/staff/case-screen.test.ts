/**
 * The case screen an officer decides from (decision 421): the customer's risk group and why, the
 * identity check and freeze; the stopped transfer valued in the region's currency; a sanctions
 * hit's listed party, list and matched address; the customer's other waiting cases and latest
 * movements. The queue shows amount, risk and deadline and sorts by risk or deadline.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { addBusinessTime } from '../../../contract/case-deadline.js';
import type { CaseDetail, CaseSummary } from '../../../contract/cases.js';
import { riskOf } from '../../../contract/customer-risk.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { postForTest } from '../ledger/testing.js';
import { recordFinding } from '../monitoring/testing.js';
import { recordSanctionsHit } from '../screening/testing.js';

let env: TestEnv;
let hitCustomer: TestUser;
let quietCustomer: TestUser;
let officer: TestUser;
let support: TestUser;

const post = (spec: Parameters<typeof postForTest>[1]) => postForTest(env.deps, spec);

/** A BTC withdrawal held by a sanctions hit on its address, valued 61.50 EUR when made. */
async function sanctionedWithdrawal(customer: TestUser) {
  const at = env.deps.clock.now();
  await post({
    kind: 'demo_credit',
    userId: customer.id,
    at,
    transfers: [
      {
        from: { house: 'deposits_world', currency: 'BTC' },
        to: { userId: customer.id, currency: 'BTC' },
        amount: 1_000_000n,
      },
    ],
  });
  const holdId = await post({
    kind: 'withdrawal_hold',
    userId: customer.id,
    at,
    transfers: [
      {
        from: { userId: customer.id, currency: 'BTC' },
        to: { house: 'withdrawals_in_flight', currency: 'BTC' },
        amount: 100_000n,
      },
    ],
  });
  const key = randomUUID();
  const withdrawalId = randomUUID();
  await env.deps.db
    .insertInto('withdrawals')
    .values({
      id: withdrawalId,
      user_id: customer.id,
      route_id: 1,
      currency: 'BTC',
      address: 'bc1qsanctioned',
      amount: '100000',
      state: 'pending',
      tx_hash: null,
      failure_reason: null,
      idempotency_key: key,
      hold_movement_id: holdId,
      settle_movement_id: null,
      created_at: at,
      settled_at: null,
      value_usd: '70.00',
      value_eur: '61.50',
      value_aud: '104.20',
      travel_rule_state: 'review',
    })
    .execute();
  await recordSanctionsHit(env, customer.id, { reference: key, at });
  return withdrawalId;
}

const finding = (customer: TestUser, key: string) => recordFinding(env, customer.id, { key });

const list = async (payload: Record<string, unknown>, by = officer) => {
  const res = await env.api.call(CALLS.getCases, payload, { token: by.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as { data: CaseSummary[] }).data;
};

let withdrawalId: string;
beforeAll(async () => {
  env = await createTestEnv();
  hitCustomer = await createUser(env.deps, { kycStatus: 'approved', currency: 'EUR', country: 'DE' });
  quietCustomer = await createUser(env.deps, { kycStatus: 'approved' });
  officer = await createUser(env.deps, { role: 'compliance' });
  support = await createUser(env.deps, { role: 'support' });
  // The quiet customer's finding is opened first: oldest first puts it on top, risk does not.
  await finding(quietCustomer, 'q1');
  withdrawalId = await sanctionedWithdrawal(hitCustomer);
  await finding(hitCustomer, 'h1');
});
afterAll(() => env.close());

describe('the case screen', () => {
  it('shows the customer, the transfer in euros, the listed party and the customer’s other cases and movements', async () => {
    const [hit] = (await list({ customerId: hitCustomer.id })).filter((c) => c.source === 'screening');
    if (!hit) throw new Error('no screening case');
    const res = await env.api.call(CALLS.getCase, { caseId: hit.id }, { token: officer.token });
    expect(res.status).toBe(200);
    const c = (res.answer as { data: CaseDetail }).data;
    expect(c.customer).toEqual({
      risk: { group: 'high', reasons: ['sanctions_hit', 'several_cases'] },
      identity: 'approved',
      frozenAt: null,
    });
    expect(c.transferValue).toEqual({ currency: 'EUR', value: '61.50', reference: withdrawalId, txid: null });
    expect(c.hit).toEqual({ names: ['Listed Person'], list: 'sandbox', matched: 'bc1qsanctioned' });
    expect(c.amount).toEqual({ currency: 'BTC', amount: '0.001' });
    expect(c.otherCases).toEqual([expect.objectContaining({ kind: 'rapid_outflow', customerId: hitCustomer.id })]);
    expect(c.recentTransfers.map((t) => [t.kind, t.asset, t.amount])).toEqual([
      ['withdrawal_hold', 'BTC', '0.001'],
      ['demo_credit', 'BTC', '0.01'],
    ]);
  });

  it('names no listed party on a case that is not a sanctions hit, and no value without a transfer', async () => {
    const [mine] = await list({ customerId: quietCustomer.id });
    const res = await env.api.call(CALLS.getCase, { caseId: mine?.id }, { token: officer.token });
    const c = (res.answer as { data: CaseDetail }).data;
    expect([c.hit, c.transferValue, c.amount, c.otherCases]).toEqual([null, null, null, []]);
    expect(c.customer.risk).toEqual({ group: 'low', reasons: [] });
  });

  it('refuses support the case and its facts', async () => {
    const [any] = await list({});
    const res = await env.api.call(CALLS.getCase, { caseId: any?.id }, { token: support.token });
    expect(res.status).toBe(403);
  });
});

describe('the queue', () => {
  it('shows amount, risk and deadline, and sorts by risk or deadline', async () => {
    const opened = await list({});
    expect(opened.map((c) => c.customerId)).toEqual([quietCustomer.id, hitCustomer.id, hitCustomer.id]);
    expect(opened.map((c) => c.risk)).toEqual(['low', 'high', 'high']);
    const byRisk = await list({ sort: 'risk' });
    expect(byRisk.map((c) => c.risk)).toEqual(['high', 'high', 'low']);
    // A screening hit suspends a transfer: 3 business hours, before a finding's 1 business day.
    const byDeadline = await list({ sort: 'deadline' });
    expect(byDeadline.map((c) => c.source)).toEqual(['screening', 'monitoring', 'monitoring']);
    const hit = byDeadline[0];
    expect(hit?.amount).toEqual({ currency: 'BTC', amount: '0.001' });
    expect(hit?.deadline).toBe(addBusinessTime(new Date(hit?.openedAt ?? ''), 3 * 3_600_000).toISOString());
  });

  it('refuses an unknown order, and another role, with a 4xx', async () => {
    for (const sort of ['amount', 'risk; drop table users', 7, ['risk']]) {
      const res = await env.api.call(CALLS.getCases, { sort }, { token: officer.token });
      expect([sort, res.status]).toEqual([sort, 400]);
    }
    const refused = await env.api.call(CALLS.getCases, { sort: 'risk' }, { token: support.token });
    expect(refused.status).toBe(403);
    const customerAsks = await env.api.call(CALLS.getCases, { sort: 'risk' }, { token: hitCustomer.token });
    expect(customerAsks.status).toBe(403);
  });
});

describe('the risk group and the deadline rules', () => {
  it('are high on a sanctions hit, a report or a freeze; medium on several cases or no identity check', () => {
    const none = { sanctionsHits: 0, reported: 0, frozen: false, casesWaiting: 1, identityVerified: true };
    expect(riskOf(none)).toEqual({ group: 'low', reasons: [] });
    expect(riskOf({ ...none, frozen: true }).group).toBe('high');
    expect(riskOf({ ...none, reported: 1 }).group).toBe('high');
    expect(riskOf({ ...none, casesWaiting: 2 }).group).toBe('medium');
    expect(riskOf({ ...none, identityVerified: false })).toEqual({
      group: 'medium',
      reasons: ['identity_not_verified'],
    });
  });

  it('count business time from Monday to Friday', () => {
    // Friday 22:00 UTC plus 3 business hours is Monday 01:00 UTC.
    expect(addBusinessTime(new Date('2026-11-27T22:00:00Z'), 3 * 3_600_000).toISOString()).toBe(
      '2026-11-30T01:00:00.000Z',
    );
    // Opened on a Saturday: the clock starts on Monday.
    expect(addBusinessTime(new Date('2026-11-28T10:00:00Z'), 86_400_000).toISOString()).toBe(
      '2026-12-01T00:00:00.000Z',
    );
    expect(addBusinessTime(new Date('2026-11-25T10:00:00Z'), 86_400_000).toISOString()).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });
});
