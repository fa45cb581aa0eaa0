import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { CaseDetail, CaseSummary } from '../../../contract/cases.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { recordFinding } from '../monitoring/testing.js';
import { recordSanctionsHit } from '../screening/testing.js';

let env: TestEnv;
let customer: TestUser;
let officer: TestUser;
let other: TestUser;
let support: TestUser;
beforeAll(async () => {
  env = await createTestEnv();
  customer = await createUser(env.deps, { kycStatus: 'approved' });
  officer = await createUser(env.deps, { role: 'compliance' });
  other = await createUser(env.deps, { role: 'compliance' });
  support = await createUser(env.deps, { role: 'support' });
});
afterAll(() => env.close());

const list = async (payload: Record<string, unknown> = {}, by = officer) => {
  const res = await env.api.call(CALLS.getCases, payload, { token: by.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as { data: CaseSummary[] }).data;
};
const finding = (key: string) => recordFinding(env, customer.id, { key, transferIds: [1, 2] });

describe('the case queue', () => {
  it('opens one case per finding and per screening hit, open and without owner', async () => {
    await finding('w1');
    await recordSanctionsHit(env, customer.id, { reference: 'key-1' });
    const cases = await list({ customerId: customer.id });
    expect(cases).toEqual([
      expect.objectContaining({ kind: 'rapid_outflow', source: 'monitoring', state: 'open', ownerId: null }),
      expect.objectContaining({ kind: 'sanctions_withdrawal', source: 'screening', state: 'open' }),
    ]);
    const one = await env.api.call(CALLS.getCase, { caseId: cases[1]?.id }, { token: officer.token });
    expect((one.answer as { data: CaseDetail }).data).toMatchObject({
      facts: { direction: 'withdrawal', amount: '0.001', names: ['Listed Person'] },
      events: [{ event: 'opened' }],
    });
  });

  it('is worked through take, escalate and notes, each on the timeline', async () => {
    const [c] = await list({ customerId: customer.id });
    if (!c) throw new Error('no case');
    const take = await env.api.call(CALLS.updateCase, { caseId: c.id, action: 'take' }, { token: officer.token });
    expect((take.answer as { data: CaseDetail }).data).toMatchObject({ state: 'in_review', ownerId: officer.id });
    expect(await list({ mine: true })).toEqual([expect.objectContaining({ id: c.id })]);
    const noReason = await env.api.call(
      CALLS.updateCase,
      { caseId: c.id, action: 'escalate' },
      { token: officer.token },
    );
    expect([noReason.status, noReason.answer]).toMatchObject([400, { code: 'VALIDATION' }]);
    await env.api.call(
      CALLS.updateCase,
      { caseId: c.id, action: 'escalate', note: 'large amounts' },
      { token: officer.token },
    );
    const noted = await env.api.call(
      CALLS.updateCase,
      { caseId: c.id, action: 'note', note: 'asked for source of funds' },
      { token: other.token },
    );
    expect((noted.answer as { data: CaseDetail }).data).toMatchObject({
      state: 'escalated',
      events: [
        { event: 'opened' },
        { event: 'taken' },
        { event: 'escalated', note: 'large amounts' },
        { event: 'note' },
      ],
    });
  });

  it('closes once under parallel decisions, and a freeze decision asks a second officer', async () => {
    const [c] = await list({ customerId: customer.id });
    if (!c) throw new Error('no case');
    const decide = (by: TestUser) =>
      env.api.call(
        CALLS.decideCase,
        { caseId: c.id, decision: 'freeze', reason: 'pattern confirmed' },
        { token: by.token },
      );
    const answers = await Promise.all([decide(officer), decide(other), decide(officer)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await list({ customerId: customer.id })).toHaveLength(1);
    expect(await list({ state: 'closed' })).toEqual([expect.objectContaining({ id: c.id, state: 'closed' })]);
    const approvals = await env.deps.db
      .selectFrom('staff_approvals')
      .select(['kind', 'state'])
      .where('customer_id', '=', customer.id)
      .execute();
    expect(approvals).toEqual([{ kind: 'freeze', state: 'pending' }]);
    const frozen = await env.deps.db
      .selectFrom('users')
      .select('frozen_at')
      .where('id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(frozen.frozen_at).toBeNull();
    const audit = await env.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('subject_id', '=', customer.id)
      .where('action', 'like', 'case.%')
      .where('action', '<>', 'case.view')
      .orderBy('seq')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['case.taken', 'case.escalated', 'case.note', 'case.decide.freeze']);
  });

  it('refuses support, a missing reason and an unknown case without changing anything', async () => {
    expect((await env.api.call(CALLS.getCases, {}, { token: support.token })).status).toBe(403);
    expect((await env.api.call(CALLS.getCase, { caseId: 999999 }, { token: officer.token })).status).toBe(404);
    const [open] = await list({ customerId: customer.id });
    const bad = await env.api.call(
      CALLS.decideCase,
      { caseId: open?.id, decision: 'release', reason: '' },
      { token: officer.token },
    );
    expect(bad.status).toBe(400);
    const wrong = await env.api.call(
      CALLS.decideCase,
      { caseId: open?.id, decision: 'pay', reason: 'ok then' },
      { token: officer.token },
    );
    expect(wrong.status).toBe(400);
    // The case screen starts with no decision chosen: sent as is, it is refused, not taken for one.
    for (const decision of [undefined, '', null]) {
      const none = await env.api.call(
        CALLS.decideCase,
        { caseId: open?.id, decision, reason: 'ok then' },
        { token: officer.token },
      );
      expect([none.status, none.answer]).toMatchObject([
        400,
        { code: 'VALIDATION', errors: { decision: expect.any(String) } },
      ]);
    }
    expect(await list({ customerId: customer.id })).toEqual([expect.objectContaining({ id: open?.id, state: 'open' })]);
  });
});
