/**
 * /admin/staff/set-role and /admin/staff/set-disabled (decision 320): an admin changes another
 * staff member's role (a grant of compliance or admin waits for a second admin, decision 359),
 * or disables and re-enables them, each with a reason written to the audit
 * trail with the state before and after. Disabling ends every session of theirs at once, and
 * their sign-in is refused while disabled (every sign-in and session check wants an active account).
 *
 * The service always keeps an admin: an admin never changes their own account, and the acting
 * admin is checked to be an active admin again under a lock on every admin row, so two admins
 * disabling or demoting each other at once cannot both succeed.
 */
import { CALLS } from '../../../contract/calls/index.js';
import type { StaffMember } from '../../../contract/calls/staff.js';
import { STAFF_ROLES } from '../../../contract/staff.js';
import type { Database } from '../../db/index.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { revokeUserSessions } from '../accounts/index.js';
import { audit, lockAdmins, reasonProblem } from './admin-lock.js';
import { askOrGrantRole, type RoleNotice, tellAdmins } from './role-requests.js';
import { listStaff } from './staff-list.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkIds(p: { staffId: string; reason: string }): void {
  const problems: Record<string, string> = {};
  if (!UUID.test(p.staffId)) problems.staffId = 'must be a staff member id';
  const reason = reasonProblem(p.reason);
  if (reason) problems.reason = reason;
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

type Target = { id: string; email: string; role: StaffMember['role']; status: 'active' | 'disabled' };

/**
 * Runs `change` on the staff member `staffId` inside a transaction holding every admin row, after
 * checking that the caller is still an active admin and not the one changed.
 */
async function changeStaff(
  ctx: CallContext,
  staffId: string,
  change: (trx: Database, target: Target, now: Date, admins: { id: string; email: string }[]) => Promise<void>,
): Promise<StaffMember> {
  const admin = requireUser(ctx);
  if (staffId.toLowerCase() === admin.id.toLowerCase())
    throw new ApiError('OWN_ACCOUNT', 'You cannot change your own staff account. Ask another admin.');
  const now = ctx.deps.clock.now();
  await ctx.deps.db.transaction().execute(async (trx) => {
    const admins = await lockAdmins(trx, admin.id);
    const target = await trx
      .selectFrom('users')
      .select(['id', 'email', 'role', 'status'])
      .where('id', '=', staffId)
      .where('role', 'in', [...STAFF_ROLES])
      .where('status', 'in', ['active', 'disabled'])
      .forUpdate()
      .executeTakeFirst();
    if (!target) throw new ApiError('NOT_FOUND', 'No staff member has this id.');
    await change(trx, target as Target, now, admins);
  });
  const [member] = await listStaff(ctx.deps.db, staffId);
  if (!member) throw new ApiError('NOT_FOUND', 'No staff member has this id.');
  return member;
}

const setStaffRole = defineCall(CALLS.setStaffRole, {
  rules(p) {
    checkIds(p);
    return p;
  },
  async handle(ctx, p) {
    let notice: RoleNotice | null = null;
    const member = await changeStaff(ctx, p.staffId, async (trx, target, now, admins) => {
      notice = await askOrGrantRole(ctx, trx, { target, role: p.role, reason: p.reason, admins, now });
    });
    if (notice) await tellAdmins(ctx.deps, notice);
    return { data: member };
  },
});

const setStaffDisabled = defineCall(CALLS.setStaffDisabled, {
  rules(p) {
    checkIds(p);
    return p;
  },
  async handle(ctx, p) {
    const status = p.disabled ? 'disabled' : 'active';
    const member = await changeStaff(ctx, p.staffId, async (trx, target, now) => {
      if (target.status === status) return;
      await trx.updateTable('users').set({ status }).where('id', '=', target.id).execute();
      const ended = p.disabled ? await revokeUserSessions(trx, target.id, 'staff_disabled', now) : 0;
      await audit(ctx, trx, now, {
        action: p.disabled ? 'staff.disable' : 'staff.enable',
        subjectId: target.id,
        reason: p.reason,
        before: { status: target.status },
        after: p.disabled ? { status, sessionsEnded: ended } : { status },
      });
    });
    return { data: member };
  },
});

export const staffChangeCalls = [setStaffRole, setStaffDisabled];
