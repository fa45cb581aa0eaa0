/**
 * /users/verify-otp-and-update-password: a new password with an emailed reset code. When the
 * account has 2FA on, the mailbox alone is not enough (decision 091): the call also asks for a
 * code from the authenticator or a recovery code (`totp`). A customer who has neither may reset
 * with `without2fa: true`: 2FA is then turned off, withdrawals are held for 24 hours and the
 * customer is emailed, so whoever took over the mailbox cannot move money before the owner hears.
 * A staff member is refused that way out: their second factor stays (decision 321).
 */

import { ACCOUNT_MESSAGES, OTP_TYPE } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { PROFILE_MESSAGES } from '../../../contract/profile.js';
import { validateReset } from '../../../contract/validation/accounts.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { sendAccountNotice } from './account-mail.js';
import { checkCode, consumeCode } from './codes.js';
import { clearLoginFailures } from './limits.js';
import { requireStrongPassword } from './password-policy.js';
import { hashPassword } from './passwords.js';
import { dropRecoveryCodes } from './recovery-codes.js';
import { checkSecondFactor } from './second-factor.js';
import { sendSecurityAlert } from './security-alerts.js';
import { securityMail } from './security-mail.js';
import { revokeUserSessions } from './sessions.js';
import { refuseStaffFactorLoss } from './staff-factors.js';
import { findActiveUserByEmail } from './users.js';

/** How long withdrawals wait after a reset that turned 2FA off. */
const RESET_WITHDRAWAL_HOLD_MS = 24 * 3_600_000;

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

    // The emailed code is spent only once the second factor is settled, so a wrong 2FA code can
    // be corrected without asking for a new email.
    let drop2fa = false;
    if (user.totp_enabled) {
      if (p.totp) {
        const invalid = new ApiError('OTP_INVALID', 'Invalid 2FA code or recovery code', {
          errors: { totp: 'Invalid 2FA code or recovery code' },
        });
        await checkSecondFactor(deps, user, p.totp, { recovery: true, invalid });
      } else if (p.without2fa) {
        // A staff member's mailbox alone never drops their second factor (decision 321).
        refuseStaffFactorLoss(user.role, 'totp');
        drop2fa = true;
      } else
        throw new ApiError('OTP_REQUIRED', PROFILE_MESSAGES.enterCodeOrRecovery, {
          errors: { totp: PROFILE_MESSAGES.enterCodeOrRecovery },
        });
    }

    const passwordHash = await hashPassword(p.password);
    const heldUntil = new Date(now.getTime() + RESET_WITHDRAWAL_HOLD_MS);
    await deps.db.transaction().execute(async (trx) => {
      if (!(await consumeCode(trx, codeHash, now))) throw new ApiError('OTP_INVALID', ACCOUNT_MESSAGES.invalidCode);
      await trx
        .updateTable('users')
        .set(
          drop2fa
            ? {
                password_hash: passwordHash,
                totp_enabled: false,
                totp_secret_enc: null,
                totp_pending_secret_enc: null,
                withdrawals_held_until: heldUntil,
                withdrawals_held_reason: 'reset_without_2fa',
              }
            : { password_hash: passwordHash },
        )
        .where('id', '=', user.id)
        .execute();
      if (drop2fa) await dropRecoveryCodes(trx, user.id);
      await revokeUserSessions(trx, user.id, 'password_reset', now);
    });
    await clearLoginFailures(deps.db, p.email);
    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: 'password.reset',
      outcome: 'allowed',
      ip: ctx.ip,
      details: drop2fa ? { twoFactor: 'turned_off', withdrawalsHeldUntil: heldUntil.toISOString() } : undefined,
    });
    if (drop2fa)
      await sendAccountNotice(
        deps,
        user.email,
        securityMail.resetWithout2fa(now, heldUntil, user.time_zone, deps.config.publicUrl),
      );
    else
      await sendSecurityAlert(deps, user, {
        kind: 'password_changed',
        origin: { ip: ctx.ip, userAgent: ctx.userAgent },
      });
    return { message: ACCOUNT_MESSAGES.passwordReset };
  },
});
