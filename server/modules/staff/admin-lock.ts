/**
 * What every admin's change of staff shares: the lock on every active admin's row, the reason's
 * rule, and the audit entry written with the acting admin, the reason and the state before and after.
 */
import { DESK_LIMITS } from '../../../contract/desk.js';
import type { Database } from '../../db/index.js';
import { auditCallerAction } from '../../http/audit.js';
import type { CallContext } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';

export const reasonProblem = (r: string) =>
  r.length < 3 || r.length > DESK_LIMITS.reasonMax ? `is required: 3 to ${DESK_LIMITS.reasonMax} characters` : null;

/**
 * Locks every active admin's row and returns them, after checking that `adminId` is still one
 * of them: two admins changing each other at once are settled by this lock.
 */
export async function lockAdmins(trx: Database, adminId: string): Promise<{ id: string; email: string }[]> {
  const admins = await trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where('role', '=', 'admin')
    .where('status', '=', 'active')
    .orderBy('id')
    .forUpdate()
    .execute();
  if (!admins.some((a) => a.id === adminId)) throw new ApiError('FORBIDDEN', 'You do not have access to this.');
  return admins;
}

interface Change {
  action: string;
  subjectId: string;
  reason: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

/** An admin's change to staff: it always names whom it is about and why. */
export function audit(ctx: CallContext, db: Database, now: Date, e: Change) {
  return auditCallerAction(db, ctx, e, now);
}
