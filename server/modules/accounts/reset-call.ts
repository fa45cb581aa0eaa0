/**
 * /users/verify-otp-and-update-password: a new password with an emailed reset code. The mailbox
 * alone does not take away what protects the account's withdrawals (decisions 091, 490): with 2FA
 * on, the call also asks for a code from the authenticator or a recovery code (`totp`); with
 * passkeys and no 2FA, for the customer's consent that they go. `without2fa: true` drops them
 * (reset-factors.ts): withdrawals are then held for 24 hours and the customer is emailed, so
 * whoever took over the mailbox cannot move money before the owner hears. Staff are refused that
 * way out: their second factor stays (decision 321).
 */

import { ACCOUNT_MESSAGES, OTP_TYPE } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { validateReset } from '../../../contract/validation/accounts.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { sendAccountNotice } from './account-mail.js';
import { checkCode, consumeCode } from './codes.js';
import { clearLoginFailures } from './limits.js';
import { requireStrongPassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { dropResetFactors, RESET_WITHDRAWAL_HOLD_MS, settleResetFactors } from './reset-factors.js';
import { sendSecurityAlert } from './security-alerts.js';
import { securityMail } from './security-mail.js';
import { revokeUserSessions } from './sessions.js';
import { findActiveUserByEmail } from './users.js';

export const resetPassword = defineCall(CALLS.resetPassword, {
  rules(o) {
    const p = { email: o.email, otp: o.otp, password: o.password };
    const errors = validateReset(p);
    if (Object.keys(errors).length > 0) throw validationError(errors as Record<string, string>);
    return { ...p, totp: o.totp, without2fa: o.without2fa };
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const now = deps.clock.now();
    // Codes exist only for accounts, so an unknown address fails here like a wrong code.
    const codeHash = await checkCode(deps, p.email, OTP_TYPE.passwordReset, p.otp);
    const user = await findActiveUserByEmail(deps.db, p.email);
    if (!user) throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);
    await requireStrongPassword(p.password, 'password', [user.email, user.first_name, user.last_name]);

    // The emailed code is spent only once the account's factors are settled, so a wrong 2FA code
    // can be corrected, or the passkeys' loss accepted, without asking for a new email.
    const dropping = await settleResetFactors(deps, user, p);

    const passwordHash = await hashPassword(p.password);
    const dropped = await deps.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, codeHash, now))) throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
      const hold = new Date(now.getTime() + RESET_WITHDRAWAL_HOLD_MS);
      const factors = dropping ? await dropResetFactors(trx, user.id, dropping, hold) : null;
      await revokeUserSessions(trx, user.id, 'password_reset', now);
      return factors;
    });
    await clearLoginFailures(deps.db, p.email);
    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: 'password.reset',
      outcome: 'allowed',
      ip: ctx.ip,
      details: dropped
        ? {
            ...(dropping === 'second_factor' ? { twoFactor: 'turned_off' } : {}),
            passkeysRemoved: dropped.passkeysRemoved,
            withdrawalsHeldUntil: dropped.heldUntil.toISOString(),
          }
        : undefined,
    });
    // The email names the hold as it stands, a longer one already running included.
    if (dropped)
      await sendAccountNotice(
        deps,
        user.email,
        securityMail.resetWithoutFactors(now, dropped.heldUntil, user.time_zone, deps.config.publicUrl, {
          twoFactor: dropping === 'second_factor',
          passkeys: dropped.passkeysRemoved > 0,
        }),
      );
    else
      await sendSecurityAlert(deps, user, {
        kind: 'password_changed',
        origin: { ip: ctx.ip, userAgent: ctx.userAgent },
      });
    return { message: ACCOUNT_MESSAGES.passwordReset };
  },
});
