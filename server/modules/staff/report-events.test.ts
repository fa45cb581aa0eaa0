/**
 * Tipping off: that a suspicious-matter report was drafted, a case opened, or a freeze or a release
 * asked for and decided (the four-eyes requests, compliance's own calls), is compliance's alone.
 * Support reading a customer's page sees none of those events; compliance sees them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { writeAudit } from '../../http/audit.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let env: TestEnv;
let customer: TestUser;
let support: TestUser;
let compliance: TestUser;
beforeAll(async () => {
  env = await createTestEnv();
  customer = await createUser(env.deps);
  support = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
  compliance = await createUser(env.deps, { role: 'compliance', totpSecret: SECRET });
  const at = env.deps.clock.now();
  for (const action of ['case.taken', 'case.report_draft', 'approval.request.freeze', 'approval.approve.release'])
    await writeAudit(env.deps.db, at, {
      actorId: compliance.id,
      actorRole: 'compliance',
      action,
      outcome: 'allowed',
      ip: '127.0.0.1',
      subjectId: customer.id,
      details: { caseId: 1 },
    });
});
afterAll(() => env.close());

async function eventsSeenBy(token: string): Promise<string[]> {
  const res = await env.api.call(CALLS.getCustomer, { customerId: customer.id }, { token });
  if (res.answer.status !== 'success' || !res.answer.data) throw new Error(JSON.stringify(res.answer));
  return res.answer.data.securityEvents.map((e) => e.action);
}

describe("a customer's page", () => {
  it('shows support no case, report or four-eyes event', async () => {
    const seen = await eventsSeenBy(support.token);
    expect(seen.filter((a) => a.startsWith('case.') || a.startsWith('approval.'))).toEqual([]);
  });

  it('shows compliance the report draft and the case', async () => {
    const seen = await eventsSeenBy(compliance.token);
    expect(seen).toEqual(
      expect.arrayContaining([
        'case.report_draft',
        'case.taken',
        'approval.request.freeze',
        'approval.approve.release',
      ]),
    );
  });
});
