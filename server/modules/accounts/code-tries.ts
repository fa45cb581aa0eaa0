/**
 * One counter of wrong 2FA codes per user, for every call that checks one (sign-in, verify-2fa,
 * withdrawal, turning 2FA on or off, new recovery codes, password reset): after 10 wrong codes in
 * 15 minutes every code is refused with OTP_LOCKED, the right one included, for 15 minutes from
 * the tenth, and the customer is emailed (decision 090). Each try is claimed before the code is
 * checked, so codes sent in parallel never check more than the limit.
 */
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { claimHit, lockBucket, type RateRule, releaseHit } from '../../http/rate-limit.js';
import { sendAccountNotice } from './account-mail.js';
import { waitText } from './limits.js';
import { securityMail } from './security-mail.js';

const CODE_TRY_RULE: RateRule = { windowMs: 15 * 60_000, max: 10 };
const bucket = (userId: string) => `2fa-wrong:${userId}`;

function codesLocked(deps: AppDeps, seconds: number): ApiError {
  const until = new Date(deps.clock.now().getTime() + seconds * 1000);
  return new ApiError(
    'OTP_LOCKED',
    `Too many incorrect codes. For your security, 2FA codes are not accepted for ${waitText(seconds)}.`,
    { retryAfterSeconds: seconds, retryAt: until.toISOString() },
  );
}

interface CodeTry {
  /** The code was right: the try is given back. */
  right(): Promise<void>;
  /** The code was wrong: the error to throw (OTP_LOCKED when this try used up the limit). */
  wrong(invalid: ApiError): Promise<ApiError>;
}

/** Claims one code try for the user, or throws OTP_LOCKED while the codes are refused. */
export async function claimCodeTry(
  deps: AppDeps,
  user: { id: string; email: string; time_zone: string },
): Promise<CodeTry> {
  const claim = await claimHit(deps.db, bucket(user.id), CODE_TRY_RULE, deps.clock.now());
  if (!claim.ok) throw codesLocked(deps, claim.waitSeconds);
  return {
    right: () => releaseHit(deps.db, bucket(user.id)),
    async wrong(invalid) {
      if (claim.count < CODE_TRY_RULE.max) return invalid;
      const now = deps.clock.now();
      await lockBucket(deps.db, bucket(user.id), CODE_TRY_RULE, now);
      const until = new Date(now.getTime() + CODE_TRY_RULE.windowMs);
      await sendAccountNotice(
        deps,
        user.email,
        securityMail.codesLocked(now, until, user.time_zone, deps.config.publicUrl),
      );
      return codesLocked(deps, CODE_TRY_RULE.windowMs / 1000);
    },
  };
}
