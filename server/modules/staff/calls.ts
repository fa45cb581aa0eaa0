/**
 * /admin/staff/create and /admin/staff/get-list (decisions 234, 320): admins only (the pipeline
 * refuses every other role with FORBIDDEN), each creation audited with who made whom, in which
 * role and why.
 */
import { CALLS } from '../../../contract/calls/index.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { accountExists } from '../accounts/index.js';
import { createStaffAccount, staffProblems } from './accounts.js';
import { reasonProblem } from './staff-changes.js';
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
    const made = await createStaffAccount(deps, p, deps.config.defaultCountry, now);
    await writeAudit(deps.db, now, {
      actorId: admin.id,
      actorRole: admin.role,
      action: 'staff.create',
      outcome: 'allowed',
      ip: ctx.ip,
      requestId: ctx.requestId,
      subjectId: made.id,
      reason: p.reason,
      after: { email: p.email, role: p.role },
    });
    const [member] = await listStaff(deps.db, made.id);
    if (!member) throw new Error('the staff member just made is not listed');
    return { data: { ...member, otpauthUri: made.otpauthUri } };
  },
});

const getStaffList = defineCall(CALLS.getStaffList, {
  async handle(ctx) {
    return { data: await listStaff(ctx.deps.db) };
  },
});

export const staffCalls = [createStaff, getStaffList];
