/** /users/login, /users/get-new-token, /users/logout. */

import { ACCOUNT_MESSAGES, type LoginData, type RefreshData } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { isStaffRole, STAFF_MESSAGES } from '../../../contract/staff.js';
import { validateLogin } from '../../../contract/validation/accounts.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { claimPasswordAttempt, isBlock, LOGIN_LOCK_MS, waitText } from './limits.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import { checkUserTotp } from './second-factor.js';
import { revokeSession, rotateRefreshToken, startSession } from './sessions.js';
import { alertIfUnfamiliar } from './unfamiliar-sign-in.js';
import { findActiveUserByEmail, toUserView } from './users.js';

const locked = (seconds: number) =>
  new ApiError(
    'ACCOUNT_LOCKED',
    `Too many failed sign-in attempts. For your security, sign-in is paused for ${waitText(seconds)}. You can also reset your password.`,
    { retryAfterSeconds: seconds },
  );

export const login = defineCall(CALLS.login, {
  rules(p) {
    const errors = validateLogin(p);
    if (Object.keys(errors).length > 0) throw validationError(errors as Record<string, string>);
    return p;
  },
  async handle(ctx, p): Promise<{ message: string; data: LoginData }> {
    const { deps } = ctx;
    const now = deps.clock.now();
    // Claimed before the password is checked: parallel guesses cannot outrun the lock.
    const attempt = await claimPasswordAttempt(deps, p.email, ctx.ip);
    if (isBlock(attempt)) {
      if (attempt.kind === 'ip')
        throw new ApiError(
          'RATE_LIMITED',
          `Too many sign-in attempts from your network. Please wait ${waitText(attempt.seconds)} before trying again.`,
          { retryAfterSeconds: attempt.seconds },
        );
      throw locked(attempt.seconds);
    }

    const user = await findActiveUserByEmail(deps.db, p.email);
    const fail = async (reason: string): Promise<never> => {
      const nowLocked = await attempt.failed();
      await writeAudit(deps.db, now, {
        actorId: user?.id ?? null,
        actorRole: user?.role ?? null,
        action: 'login',
        outcome: 'failed',
        ip: ctx.ip,
        details: { reason, locked: nowLocked },
      });
      if (nowLocked) throw locked(LOGIN_LOCK_MS / 1000);
      throw new ApiError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.loginFailed);
    };

    const ok = user ? await verifyPassword(user.password_hash, p.password) : await verifyAgainstDummy(p.password);
    if (!user || !ok) return fail(user ? 'password' : 'unknown_email');
    // A staff account reaches every customer's data: without a second factor it does not sign in
    // with a password at all (a passkey sign-in is its own second factor; decision 234).
    if (isStaffRole(user.role) && !user.totp_enabled) {
      await attempt.undone();
      await writeAudit(deps.db, now, {
        actorId: user.id,
        actorRole: user.role,
        action: 'login',
        outcome: 'denied',
        ip: ctx.ip,
        requestId: ctx.requestId,
        details: { reason: 'staff_without_second_factor' },
      });
      throw new ApiError('STAFF_SECOND_FACTOR_REQUIRED', STAFF_MESSAGES.secondFactorRequired);
    }

    try {
      // A recovery code may stand in for the authenticator's code here (decision 091).
      await checkUserTotp(deps, user.id, p.otp || undefined, { recovery: true });
    } catch (e) {
      // Wrong 2FA codes count towards the lock too, so a known password cannot be used to guess them.
      if (e instanceof ApiError && (e.code === 'OTP_INVALID' || e.code === 'OTP_LOCKED')) {
        if (await attempt.failed()) throw locked(LOGIN_LOCK_MS / 1000);
      } else await attempt.undone();
      throw e;
    }

    await attempt.succeeded();
    const session = await startSession(deps, user, { ip: ctx.ip, userAgent: ctx.userAgent });
    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: 'login',
      outcome: 'allowed',
      ip: ctx.ip,
      details: { sessionId: session.sessionId },
    });
    await alertIfUnfamiliar(deps, user, session, { ip: ctx.ip, userAgent: ctx.userAgent });
    return {
      message: ACCOUNT_MESSAGES.loggedIn,
      data: { user: toUserView(user), token: session.token, refreshToken: session.refreshToken },
    };
  },
});

export const getNewToken = defineCall(CALLS.getNewToken, {
  async handle(ctx, p): Promise<{ data: RefreshData }> {
    return { data: await rotateRefreshToken(ctx.deps, p.refreshToken, ctx.ip) };
  },
});

export const logout = defineCall(CALLS.logout, {
  async handle(ctx) {
    const user = requireUser(ctx);
    await revokeSession(ctx.deps.db, user.sessionId, 'logout', ctx.deps.clock.now());
    return { message: ACCOUNT_MESSAGES.loggedOut };
  },
});
