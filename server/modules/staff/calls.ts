/**
 * /admin/staff/create and /admin/staff/get-list (decisions 234, 320): admins only (the pipeline
 * refuses every other role with FORBIDDEN), each creation audited with who made whom, in which
 * role and why. The new member is emailed a link to set their own password and authenticator; a
 * compliance or admin role waits for a second admin, always (decisions 359, 491).
 */
import { CALLS } from '../../../contract/calls/index.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { accountExists } from '../accounts/index.js';
import { insertInvitedStaff, sendStaffEnrolment, staffProblems } from './accounts.js';
import { audit, lockAdmins, reasonProblem } from './admin-lock.js';
import { askOrGrantRole, type RoleNotice, tellAdmins } from './role-requests.js';
import { listStaff } from './staff-list.js';

const createStaff = defineCall(CALLS.createStaff, {
  rules(p) {
    const problems = staffProblems(p);
    const reason = reasonProblem(p.reason);
    if (reason) problems.reason = reason;
    if (Object.keys(problems).length > 0) throw validationError(problems);
    return p;
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const admin = requireUser(ctx);
    if (await accountExists(deps.db, p.email))
      throw new ApiError('EMAIL_TAKEN', 'An account with this email already exists.', { field: 'email' });
    const now = deps.clock.now();
    const made = await deps.db.transaction().execute(async (trx) => {
      const admins = await lockAdmins(trx, admin.id);
      // Made as support; a compliance or admin role is then given or asked for like any other grant.
      const id = await insertInvitedStaff(trx, { ...p, role: 'support' }, deps.config.defaultCountry, now);
      await audit(ctx, trx, now, {
        action: 'staff.create',
        subjectId: id,
        reason: p.reason,
        after: { email: p.email, role: p.role },
      });
      const target = { id, email: p.email, role: 'support' as const };
      const notice = await askOrGrantRole(ctx, trx, { target, role: p.role, reason: p.reason, admins, now });
      return { id, notice: notice as RoleNotice | null };
    });
    await sendStaffEnrolment(deps, p.email);
    if (made.notice) await tellAdmins(deps, made.notice);
    const [member] = await listStaff(deps.db, made.id);
    if (!member) throw new Error('the staff member just made is not listed');
    return { data: member };
  },
});

const getStaffList = defineCall(CALLS.getStaffList, {
  async handle(ctx) {
    return { data: await listStaff(ctx.deps.db) };
  },
});

export const staffCalls = [createStaff, getStaffList];
