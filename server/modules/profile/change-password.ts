/**
 * /users/change-password. The current password is required; wrong guesses count towards the
 * sign-in lock of the address, so a stolen session cannot be used to guess it. On success every
 * other session ends and the customer is told by email.
 */

import { PROFILE_MESSAGES, PROFILE_PATHS } from '../../../contract/profile.js';
import { validateChangePassword } from '../../../contract/validation/accounts.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { mailTemplates } from '../../providers/mail.js';
import { sendAccountNotice } from '../accounts/account-mail.js';
import { countLoginFailure, LOGIN_LOCK_MS, loginBlock, waitText } from '../accounts/limits.js';
import { hashPassword, verifyPassword } from '../accounts/passwords.js';
import { payloadObject, text } from '../accounts/payload.js';
import { revokeUserSessions } from '../accounts/sessions.js';
import { findUserById } from '../accounts/users.js';

export const changePassword = defineCall({
  path: PROFILE_PATHS.changePassword,
  access: 'any',
  parse(raw) {
    const o = payloadObject(raw);
    const p = { oldPassword: text(o, 'oldPassword'), newPassword: text(o, 'newPassword') };
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

    const block = await loginBlock(deps, user.email, ctx.ip);
    if (block)
      throw new ApiError(
        'ACCOUNT_LOCKED',
        `Too many incorrect passwords. Please wait ${waitText(block.seconds)} and try again.`,
        { retryAfterSeconds: block.seconds },
      );
    if (!(await verifyPassword(user.password_hash, p.oldPassword))) {
      const locked = await countLoginFailure(deps, user.email, ctx.ip);
      await writeAudit(deps.db, now, {
        actorId: user.id,
        actorRole: user.role,
        action: 'password.change',
        outcome: 'failed',
        ip: ctx.ip,
      });
      if (locked)
        throw new ApiError(
          'ACCOUNT_LOCKED',
          `Too many incorrect passwords. Please wait ${waitText(LOGIN_LOCK_MS / 1000)} and try again.`,
          { retryAfterSeconds: LOGIN_LOCK_MS / 1000 },
        );
      throw new ApiError('WRONG_PASSWORD', PROFILE_MESSAGES.wrongPassword, {
        errors: { oldPassword: PROFILE_MESSAGES.wrongPassword },
      });
    }
    if (p.oldPassword === p.newPassword) throw validationError({ newPassword: PROFILE_MESSAGES.samePassword });

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
    await sendAccountNotice(deps, user.email, mailTemplates.passwordChanged(now, deps.config.publicUrl));
    return { message: PROFILE_MESSAGES.passwordChanged };
  },
});
