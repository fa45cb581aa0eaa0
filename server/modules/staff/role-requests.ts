/**
 * Who may give a staff role (decisions 359, 491). A grant of compliance or admin is asked for by
 * one admin and takes effect only once a second person approves it: never on one admin's word,
 * even when no other active admin is left (one who disabled or demoted the others waits for one).
 * The one who asked never decides, nor does the member it is about, nor an admin one of the two
 * made admin by asking (`adminLinked`): one person's second account. Every active admin is
 * emailed when such a grant is asked for or decided. Taking a role away holds at once.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../../contract/calls/index.js';
import { needsSecondAdmin, type StaffRole } from '../../../contract/staff.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { sendAccountNotice } from '../accounts/index.js';
import { audit, lockAdmins, reasonProblem } from './admin-lock.js';
import { listStaff } from './staff-list.js';
import { type RoleNotice as NoticeKind, staffMail } from './staff-mail.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What every admin is told once the transaction that made it has committed. */
export interface RoleNotice {
  kind: NoticeKind;
  by: string;
  who: string;
  role: StaffRole;
}

interface Ask {
  target: { id: string; email: string; role: StaffRole };
  role: StaffRole;
  reason: string;
  /** Every active admin, their rows locked (lockAdmins). */
  admins: { id: string; email: string }[];
  now: Date;
}

/**
 * Inside the caller's transaction: gives `role` at once when it needs no second admin; otherwise
 * records a waiting request, which waits however many admins are active now. The target's row is
 * locked by the caller, so the check for a waiting request and its insert cannot interleave.
 */
export async function askOrGrantRole(ctx: CallContext, trx: Database, a: Ask): Promise<RoleNotice | null> {
  const admin = requireUser(ctx);
  const by = a.admins.find((x) => x.id === admin.id)?.email ?? '';
  if (a.target.role === a.role) return null;
  const base = { subjectId: a.target.id, reason: a.reason, before: { role: a.target.role } };
  if (!needsSecondAdmin(a.role)) {
    await trx.updateTable('users').set({ role: a.role, role_since: a.now }).where('id', '=', a.target.id).execute();
    await audit(ctx, trx, a.now, { action: 'staff.set-role', ...base, after: { role: a.role } });
    return null;
  }
  const waiting = await trx
    .selectFrom('staff_role_requests')
    .select('id')
    .where('staff_id', '=', a.target.id)
    .where('state', '=', 'pending')
    .executeTakeFirst();
  if (waiting)
    throw new ApiError(
      'ROLE_CHANGE_WAITING',
      'A role change for this staff member is already waiting for a second admin.',
    );
  const id = randomUUID();
  await trx
    .insertInto('staff_role_requests')
    .values({
      id,
      staff_id: a.target.id,
      from_role: a.target.role,
      to_role: a.role as 'compliance' | 'admin',
      reason: a.reason,
      requested_by: admin.id,
      requested_at: a.now,
    })
    .execute();
  await audit(ctx, trx, a.now, {
    action: 'staff.role-requested',
    ...base,
    after: { role: a.role },
    details: { requestId: id },
  });
  return { kind: 'asked', by, who: a.target.email, role: a.role };
}

/**
 * Whether one of two admins was made admin on the other's asking: the way an admin would give
 * themselves a second admin account, since staff set their own credentials from their own mailbox
 * (decision 359). The two eyes of a grant must not be linked so (decision 491).
 */
async function adminLinked(trx: Database, a: string, b: string): Promise<boolean> {
  const link = await trx
    .selectFrom('staff_role_requests')
    .select('id')
    .where('state', '=', 'approved')
    .where('to_role', '=', 'admin')
    .where((eb) =>
      eb.or([
        eb.and([eb('requested_by', '=', a), eb('staff_id', '=', b)]),
        eb.and([eb('requested_by', '=', b), eb('staff_id', '=', a)]),
      ]),
    )
    .executeTakeFirst();
  return link !== undefined;
}

/** Emails every active admin; a failed mail is logged and undoes nothing. */
export async function tellAdmins(
  deps: Pick<AppDeps, 'config' | 'db' | 'log' | 'providers'>,
  n: RoleNotice,
): Promise<void> {
  const admins = await deps.db
    .selectFrom('users')
    .select('email')
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .execute();
  for (const a of admins)
    await sendAccountNotice(deps, a.email, staffMail.role(n.kind, n.by, n.who, n.role, deps.config.publicUrl));
}

const decideStaffRole = defineCall(CALLS.decideStaffRole, {
  rules(p) {
    const problems: Record<string, string> = {};
    if (!UUID.test(p.requestId)) problems.requestId = 'must be a role request id';
    const reason = reasonProblem(p.reason);
    if (reason) problems.reason = reason;
    if (Object.keys(problems).length > 0) throw validationError(problems);
    return p;
  },
  async handle(ctx, p) {
    const admin = requireUser(ctx);
    const now = ctx.deps.clock.now();
    const { notice, staffId } = await ctx.deps.db.transaction().execute(async (trx) => {
      const admins = await lockAdmins(trx, admin.id);
      const by = admins.find((x) => x.id === admin.id)?.email ?? '';
      const req = await trx
        .selectFrom('staff_role_requests')
        .selectAll()
        .where('id', '=', p.requestId)
        .forUpdate()
        .executeTakeFirst();
      if (!req) throw new ApiError('NOT_FOUND', 'No role change has this id.');
      if (req.state !== 'pending') throw new ApiError('ALREADY_DECIDED', 'This request has already been decided.');
      if (req.requested_by === admin.id)
        throw new ApiError('OWN_REQUEST', 'A second admin must decide a role change you asked for.');
      if (req.staff_id === admin.id)
        throw new ApiError('OWN_ACCOUNT', 'You cannot change your own staff account. Ask another admin.');
      if (await adminLinked(trx, req.requested_by, admin.id))
        throw new ApiError(
          'OWN_REQUEST',
          'A second admin must decide this: one of you asked for the other to be made admin.',
        );
      const target = await trx
        .selectFrom('users')
        .select(['id', 'email', 'role', 'status'])
        .where('id', '=', req.staff_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // The member's role changed since it was asked (taken away, say): the request no longer stands.
      if (p.approve && target.role !== req.from_role)
        throw new ApiError('ALREADY_DECIDED', 'This staff member’s role changed since; ask again.');
      await trx
        .updateTable('staff_role_requests')
        .set({
          state: p.approve ? 'approved' : 'rejected',
          decided_by: admin.id,
          decided_at: now,
          decision_reason: p.reason,
        })
        .where('id', '=', req.id)
        .execute();
      if (p.approve)
        await trx
          .updateTable('users')
          .set({ role: req.to_role, role_since: now })
          .where('id', '=', target.id)
          .execute();
      await audit(ctx, trx, now, {
        action: p.approve ? 'staff.set-role' : 'staff.role-rejected',
        subjectId: target.id,
        reason: p.reason,
        before: { role: target.role },
        after: { role: p.approve ? req.to_role : target.role },
        details: { requestId: req.id, requestedBy: req.requested_by },
      });
      const notice: RoleNotice = {
        kind: p.approve ? 'approved' : 'rejected',
        by,
        who: target.email,
        role: req.to_role,
      };
      return { notice, staffId: target.id };
    });
    await tellAdmins(ctx.deps, notice);
    const [member] = await listStaff(ctx.deps.db, staffId);
    if (!member) throw new ApiError('NOT_FOUND', 'No staff member has this id.');
    return { data: member };
  },
});

export const roleRequestCalls = [decideStaffRole];
