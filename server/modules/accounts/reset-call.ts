/** /users/verify-otp-and-update-password: a new password with an emailed reset code. */
import { ACCOUNT_MESSAGES, OTP_TYPE } from '../../../contract/accounts.js';
import { validateReset } from '../../../contract/validation/accounts.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { mailTemplates } from '../../providers/mail.js';
import { sendAccountNotice } from './account-mail.js';
import { checkCode, consumeCode } from './codes.js';
import { clearLoginFailures } from './limits.js';
import { hashPassword } from './passwords.js';
import { payloadObject, text } from './payload.js';
import { revokeUserSessions } from './sessions.js';
import { findActiveUserByEmail } from './users.js';

export const resetPassword = defineCall({
  path: '/users/verify-otp-and-update-password',
  access: 'public',
  parse(raw) {
    const o = payloadObject(raw);
    const p = { email: text(o, 'email').trim(), otp: text(o, 'otp').trim(), password: text(o, 'password') };
    const errors = validateReset(p);
    if (Object.keys(errors).length > 0) throw validationError(errors as Record<string, string>);
    return p;
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const now = deps.clock.now();
    // Codes exist only for accounts, so an unknown address fails here like a wrong code.
    const codeHash = await checkCode(deps, p.email, OTP_TYPE.passwordReset, p.otp);
    const user = await findActiveUserByEmail(deps.db, p.email);
    if (!user) throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);
    const passwordHash = await hashPassword(p.password);
    await deps.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, codeHash, now))) throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      await revokeUserSessions(trx, user.id, 'password_reset', now);
    });
    await clearLoginFailures(deps.db, p.email, { liftLock: true });
    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: 'password.reset',
      outcome: 'allowed',
      ip: ctx.ip,
    });
    await sendAccountNotice(deps, user.email, mailTemplates.passwordChanged(now, deps.config.publicUrl));
    return { message: ACCOUNT_MESSAGES.passwordReset };
  },
});
