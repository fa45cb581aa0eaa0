/**
 * Test support for staff: a new staff member enrols from the link emailed to them, as they would;
 * and four-eyes approvals (decisions 278, 315): the officers a flow needs, an officer's request and
 * another's decision through the real calls, and what a withdrawal's release leaves behind.
 */
import { expect } from 'vitest';
import type { ApprovalRequest, WaitingWithdrawal } from '../../../contract/calls/approvals.js';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { totpFor } from '../accounts/index.js';
import { latestMail } from '../accounts/testing.js';

/** The one-time code of the enrolment link emailed to `email`. */
export async function enrolmentCode(env: TestEnv, email: string): Promise<string> {
  const mail = await latestMail(env, email);
  const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no enrolment link in the mail to ${email}`);
  return code;
}

/** Enrols `email` with `password` from its emailed link; returns the authenticator secret. */
export async function enrolFromMail(env: TestEnv, email: string, password: string): Promise<string> {
  const code = await enrolmentCode(env, email);
  const begun = await env.api.call(CALLS.beginStaffEnrolment, { email, code });
  if (begun.answer.status !== 'success' || !begun.answer.data) throw new Error(JSON.stringify(begun.answer));
  const secret = new URL(begun.answer.data.otpauthUri).searchParams.get('secret') ?? '';
  const totp = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
  const done = await env.api.call(CALLS.finishStaffEnrolment, { email, code, password, totp });
  if (done.status !== 200) throw new Error(JSON.stringify(done.answer));
  env.deps.clock.advance(30_000);
  return secret;
}

export interface ApprovalStaff {
  /** The compliance officer who asks. */
  asker: TestUser;
  /** Two more compliance officers, who may decide. */
  second: TestUser;
  third: TestUser;
  /** Staff who may neither ask nor decide. */
  support: TestUser;
}

export async function createApprovalStaff(env: TestEnv): Promise<ApprovalStaff> {
  return {
    asker: await createUser(env.deps, { role: 'compliance' }),
    second: await createUser(env.deps, { role: 'compliance' }),
    third: await createUser(env.deps, { role: 'compliance' }),
    support: await createUser(env.deps, { role: 'support' }),
  };
}

type Ask =
  | { kind: 'withdrawal'; withdrawalId: string; reason: string }
  | { kind: 'freeze' | 'unfreeze'; customerId: string; reason: string };

/** `by` asks for a four-eyes decision; throws with the answer when the call is refused. */
export async function askApproval(env: TestEnv, by: TestUser, ask: Ask): Promise<ApprovalRequest> {
  const res = await env.api.call(CALLS.requestApproval, ask, { token: by.token });
  if (res.status !== 200) throw new Error(JSON.stringify(res.answer));
  return (res.answer as { data: ApprovalRequest }).data;
}

/** `by` decides a request (approves unless told otherwise); answers the call's response. */
export function decideApproval(
  env: TestEnv,
  approvalId: string,
  by: TestUser,
  approve = true,
  reason = 'second look done',
) {
  return env.api.call(CALLS.decideApproval, { approvalId, approve, reason }, { token: by.token });
}

/**
 * The rules of who may act on a waiting withdrawal: support may not ask, and neither support nor
 * the officer who asked may decide; the request is left open, and a second one is refused.
 */
export async function expectOnlyAnotherOfficerDecides(
  env: TestEnv,
  staff: ApprovalStaff,
  withdrawalId: string,
  customerId: string,
  reason: string,
): Promise<void> {
  const bySupport = await env.api.call(
    CALLS.requestApproval,
    { kind: 'withdrawal', withdrawalId, reason: 'looks fine' },
    { token: staff.support.token },
  );
  expect(bySupport.status).toBe(403);
  const request = await askApproval(env, staff.asker, { kind: 'withdrawal', withdrawalId, reason });
  expect(request).toMatchObject({ kind: 'withdrawal', withdrawalId, customerId });
  const own = await decideApproval(env, request.id, staff.asker);
  expect([own.status, own.answer]).toMatchObject([403, { code: 'OWN_REQUEST' }]);
  expect((await decideApproval(env, request.id, staff.support)).status).toBe(403);
  await expect(askApproval(env, staff.third, { kind: 'withdrawal', withdrawalId, reason })).rejects.toThrow(
    /already open/,
  );
}

/**
 * The open request on the first waiting withdrawal is approved by both other officers at once
 * (one of them twice): exactly one approval is taken.
 */
export async function approveFirstWaitingInParallel(env: TestEnv, staff: ApprovalStaff): Promise<void> {
  const waiting = await env.api.call(CALLS.getWaitingWithdrawals, {}, { token: staff.second.token });
  const request = (waiting.answer as { data: WaitingWithdrawal[] }).data[0]?.request;
  if (!request) throw new Error('no open request');
  const answers = await Promise.all([
    decideApproval(env, request.id, staff.second),
    decideApproval(env, request.id, staff.third),
    decideApproval(env, request.id, staff.second),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
}

/** The audit trail of a customer's withdrawal releases, oldest first. */
export async function withdrawalAuditActions(env: TestEnv, customerId: string): Promise<string[]> {
  const rows = await env.deps.db
    .selectFrom('audit_log')
    .select('action')
    .where('subject_id', '=', customerId)
    .where('action', 'like', '%withdrawal%')
    .orderBy('seq')
    .execute();
  return rows.map((r) => r.action);
}
