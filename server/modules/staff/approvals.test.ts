import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import { FROZEN_REFUSED } from '../../../contract/frozen.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { createTestEnvOn, DATABASE_KINDS } from '../../test/scratch-env.js';
import { withdrawalProof } from '../accounts/testing.js';
import { withdrawBtc } from '../wallet/testing.js';
import { askApproval, createApprovalStaff, decideApproval } from './testing.js';

let env: TestEnv;
let customer: TestUser;
let asker: TestUser;
let second: TestUser;
let third: TestUser;
let support: TestUser;

const ask = (kind: 'freeze' | 'unfreeze', by = asker) =>
  askApproval(env, by, { kind, customerId: customer.id, reason: 'sanctions list hit' });
const decide = (approvalId: string, by: TestUser, approve = true) =>
  decideApproval(env, approvalId, by, approve, 'checked the match');
const frozen = async () =>
  (await env.deps.db.selectFrom('users').select('frozen_at').where('id', '=', customer.id).executeTakeFirstOrThrow())
    .frozen_at !== null;
const withdraw = async () => withdrawBtc(env, customer.token, await withdrawalProof(env, customer));

describe.each(DATABASE_KINDS)('four-eyes freeze (%s)', (kind) => {
  beforeAll(async () => {
    env = await createTestEnvOn(kind);
    customer = await createUser(env.deps, { kycStatus: 'approved' });
    ({ asker, second, third, support } = await createApprovalStaff(env));
  });
  afterAll(() => env.close());

  it('refuses a request by support and a decision by the one who asked', async () => {
    const bySupport = await env.api.call(
      CALLS.requestApproval,
      { kind: 'freeze', customerId: customer.id, reason: 'looks odd' },
      { token: support.token },
    );
    expect(bySupport.status).toBe(403);
    const request = await ask('freeze');
    const own = await decide(request.id, asker);
    expect([own.status, own.answer]).toMatchObject([403, { code: 'OWN_REQUEST' }]);
    expect(await frozen()).toBe(false);
    // Only one open request of a kind per customer.
    await expect(ask('freeze')).rejects.toThrow(/already open/);
  });

  it('resolves parallel approvals once, and freezes the account', async () => {
    const list = await env.api.call(CALLS.getApprovals, {}, { token: second.token });
    const [pending] = (list.answer as { data: ApprovalRequest[] }).data;
    if (!pending) throw new Error('no pending request');
    // The list names the customer and the officer who asked, not only their ids.
    expect(pending).toMatchObject({
      customerName: 'Test Customer',
      customerEmail: customer.email,
      requester: { id: asker.id, email: asker.email },
    });
    const answers = await Promise.all([
      decide(pending.id, second),
      decide(pending.id, third),
      decide(pending.id, second),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.status === 409).map((a) => a.answer)).toEqual([
      expect.objectContaining({ code: 'ALREADY_DECIDED' }),
      expect.objectContaining({ code: 'ALREADY_DECIDED' }),
    ]);
    expect(await frozen()).toBe(true);
    const entries = await env.deps.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id'])
      .where('subject_id', '=', customer.id)
      .where('action', 'in', ['approval.request.freeze', 'approval.approve.freeze', 'customer.freeze'])
      .orderBy('seq')
      .execute();
    expect(entries.map((e) => e.action)).toEqual([
      'approval.request.freeze',
      'customer.freeze',
      'approval.approve.freeze',
    ]);
  });

  it('lets a frozen customer sign in and read, but not trade, buy or withdraw', async () => {
    const signIn = await env.api.call(CALLS.login, { email: customer.email, password: customer.password });
    expect(signIn.status).toBe(200);
    expect((await env.api.call(CALLS.getHelp, {}, { token: customer.token })).status).toBe(200);
    const refused = await withdraw();
    expect([refused.status, refused.answer]).toMatchObject([
      403,
      { code: 'ACCOUNT_FROZEN', message: expect.stringMatching(/contact support/) },
    ]);
    for (const path of FROZEN_REFUSED) {
      const res = await env.api.call(path, {}, { token: customer.token });
      expect([path, res.status, res.answer]).toMatchObject([path, 403, { code: 'ACCOUNT_FROZEN' }]);
    }
    const withdrawals = await env.deps.db
      .selectFrom('withdrawals')
      .select('id')
      .where('user_id', '=', customer.id)
      .execute();
    expect(withdrawals).toEqual([]);
  });

  it('unfreezes only with a second officer', async () => {
    const request = await ask('unfreeze', second);
    expect((await decide(request.id, second)).answer).toMatchObject({ code: 'OWN_REQUEST' });
    expect(await frozen()).toBe(true);
    expect((await decide(request.id, asker)).status).toBe(200);
    expect(await frozen()).toBe(false);
    expect((await withdraw()).answer).not.toMatchObject({ code: 'ACCOUNT_FROZEN' });
  });

  it('keeps the rule in the database too: nobody decides their own request', async () => {
    const request = await ask('freeze');
    await expect(
      env.deps.db.updateTable('staff_approvals').set({ decided_by: asker.id }).where('id', '=', request.id).execute(),
    ).rejects.toThrow();
  });
});
