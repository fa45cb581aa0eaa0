/**
 * /users/change-password. The current password is required; wrong guesses count towards the
 * sign-in lock of the address, claimed before the check, so a stolen session cannot be used to
 * guess it. The new one must pass the strength rule (decision 094). On success every
 * other session ends and the customer gets the security alert (decision 137).
 */

import { CALLS } from '../../../contract/calls/index.js';
import { PROFILE_MESSAGES } from '../../../contract/profile.js';
import { validateChangePassword } from '../../../contract/validation/accounts.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import {
  findUserById,
  hashPassword,
  requireCurrentPassword,
  requireStrongPassword,
  revokeUserSessions,
  sendSecurityAlert,
} from '../accounts/index.js';

export const changePassword = defineCall(CALLS.changePassword, {
  rules(o) {
    const p = { oldPassword: o.oldPassword, newPassword: o.newPassword };
    const errors = validateChangePassword(p);
    if (Object.keys(errors).length > 0) throw validationError(errors as Record<string, string>);
    return p;
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const auth = requireUser(ctx);
    const user = await findUserById(deps.db, auth.id);
    if (!user) throw new Error('signed-in user not found');
    const now = deps.clock.now();

    await requireCurrentPassword(deps, user, p.oldPassword, {
      ip: ctx.ip,
      action: 'password.change',
      field: 'oldPassword',
    });
    if (p.oldPassword === p.newPassword) throw validationError({ newPassword: PROFILE_MESSAGES.samePassword });
    await requireStrongPassword(p.newPassword, 'newPassword', [user.email, user.first_name, user.last_name]);

    await deps.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(p.newPassword) })
      .where('id', '=', user.id)
      .execute();
    await revokeUserSessions(deps.db, user.id, 'password_change', now, auth.sessionId);
    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: 'password.change',
      outcome: 'allowed',
      ip: ctx.ip,
    });
    await sendSecurityAlert(deps, user, { kind: 'password_changed', origin: { ip: ctx.ip, userAgent: ctx.userAgent } });
    return { message: PROFILE_MESSAGES.passwordChanged };
  },
});
