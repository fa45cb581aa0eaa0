/**
 * The current password, asked again by the calls that change how an account is protected or
 * reached (decision 091): a stolen session alone cannot change them. Wrong passwords count
 * towards the sign-in lock of the address, claimed before the check (limits.ts).
 */
import { PROFILE_MESSAGES } from '../../../contract/profile.js';
import type { AppDeps } from '../../deps.js';
import { writeAudit } from '../../http/audit.js';
import { ApiError } from '../../http/errors.js';
import { claimPasswordAttempt, isBlock, LOGIN_LOCK_MS, waitText } from './limits.js';
import { verifyPassword } from './passwords.js';

const tooMany = (seconds: number) =>
  new ApiError('ACCOUNT_LOCKED', `Too many incorrect passwords. Please wait ${waitText(seconds)} and try again.`, {
    retryAfterSeconds: seconds,
  });

/**
 * Throws WRONG_PASSWORD (with the message under `field`) or ACCOUNT_LOCKED unless `password` is
 * the user's current one. `action` names the call in the audit log.
 */
export async function requireCurrentPassword(
  deps: AppDeps,
  user: { id: string; email: string; role: string; password_hash: string },
  password: string,
  ctx: { ip: string; action: string; field?: string },
): Promise<void> {
  const field = ctx.field ?? 'password';
  if (!password)
    throw new ApiError('VALIDATION', PROFILE_MESSAGES.passwordRequired, {
      errors: { [field]: PROFILE_MESSAGES.passwordRequired },
    });
  const attempt = await claimPasswordAttempt(deps, user.email, ctx.ip);
  if (isBlock(attempt)) throw tooMany(attempt.seconds);
  if (await verifyPassword(user.password_hash, password)) {
    await attempt.succeeded();
    return;
  }
  const locked = await attempt.failed();
  await writeAudit(deps.db, deps.clock.now(), {
    actorId: user.id,
    actorRole: user.role,
    action: ctx.action,
    outcome: 'failed',
    ip: ctx.ip,
    details: { reason: 'password', locked },
  });
  if (locked) throw tooMany(LOGIN_LOCK_MS / 1000);
  throw new ApiError('WRONG_PASSWORD', PROFILE_MESSAGES.wrongPassword, {
    errors: { [field]: PROFILE_MESSAGES.wrongPassword },
  });
}
