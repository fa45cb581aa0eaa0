/**
 * The 2FA gate: a code from the authenticator (accounts/totp.ts) or, where the call allows it, a
 * recovery code. Every check is one try of the user's code-try counter (code-tries.ts).
 */
import type { PasskeyAssertionAnswer } from '../../../contract/calls/passkey-fields.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { accountTimeText } from '../../lib/account-time.js';
import { sendAccountNotice } from './account-mail.js';
import { claimCodeTry } from './code-tries.js';
import { verifyPasskeyAssertion } from './passkeys/assertion.js';
import { consumeRecoveryCode } from './recovery-codes.js';
import { securityMail } from './security-mail.js';
import { consumeTotp } from './totp.js';

const OTP_INVALID_MESSAGE = 'Invalid 2FA code. Please try again.';
const OTP_REQUIRED_MESSAGE = 'Please enter 2FA code';

interface SecondFactorUser {
  id: string;
  email: string;
  time_zone: string;
  totp_enabled: boolean;
  totp_secret_enc: string | null;
}

type SecondFactorUse = 'totp' | 'recovery' | 'passkey';

/**
 * Checks and spends a code for a user who has 2FA on. `recovery` lets a recovery code stand in
 * for the authenticator's code (sign-in, turning 2FA off, password reset); using one emails the
 * customer. Throws OTP_INVALID for a wrong or used code, OTP_LOCKED while codes are refused.
 */
export async function checkSecondFactor(
  deps: AppDeps,
  user: SecondFactorUser,
  code: string,
  opts: { recovery?: boolean; invalid?: ApiError } = {},
): Promise<SecondFactorUse> {
  const invalid = opts.invalid ?? new ApiError('OTP_INVALID', OTP_INVALID_MESSAGE);
  if (!user.totp_secret_enc) throw invalid;
  const attempt = await claimCodeTry(deps, user);
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    if (await consumeTotp(deps, user.id, user.totp_secret_enc, trimmed)) {
      await attempt.right();
      return 'totp';
    }
  } else if (opts.recovery) {
    const remaining = await consumeRecoveryCode(deps, user.id, trimmed);
    if (remaining !== null) {
      await attempt.right();
      const now = deps.clock.now();
      await sendAccountNotice(
        deps,
        user.email,
        securityMail.recoveryCodeUsed(now, remaining, user.time_zone, deps.config.publicUrl),
      );
      return 'recovery';
    }
  }
  throw await attempt.wrong(invalid);
}

/**
 * The 2FA gate of sign-in and withdrawals: nothing to do when 2FA is off; otherwise a code is
 * required (OTP_REQUIRED) and must be valid and unused (OTP_INVALID), within the try limit.
 * `passkey`, an assertion answering a 'confirm' challenge of one of the user's passkeys, stands
 * in for the code (decision 138); it is verified once and refused with PASSKEY_REFUSED.
 */
export async function checkUserTotp(
  deps: AppDeps,
  userId: string,
  code: string | undefined | null,
  opts: { recovery?: boolean; passkey?: PasskeyAssertionAnswer | false } = {},
): Promise<SecondFactorUse | null> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'time_zone', 'totp_enabled', 'totp_secret_enc'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (!user.totp_enabled || !user.totp_secret_enc) return null;
  if (opts.passkey !== undefined) {
    await verifyPasskeyAssertion(deps, opts.passkey, 'confirm', user.id);
    return 'passkey';
  }
  if (code === undefined || code === null || code === '') throw new ApiError('OTP_REQUIRED', OTP_REQUIRED_MESSAGE);
  return checkSecondFactor(deps, user, String(code), opts);
}

/** Why withdrawals are held: a reset that dropped 2FA or passkeys (decision 490), or "This wasn't me" (137). */
const HOLD_REASONS: Record<string, string> = {
  reset_without_2fa: 'your password was reset without two-factor authentication',
  reset_without_passkey: 'your password was reset without your passkey',
  not_me: 'a sign-in or a change on your account was reported as not yours',
  support: 'our support team paused them to protect your account; contact support to learn more',
};

/**
 * Withdrawals wait 24 hours after a password reset that dropped a factor (reset-factors.ts) or a
 * "This wasn't me" (secure-account-call.ts): the customer has that long to secure the account.
 */
export function assertWithdrawalsNotHeld(
  deps: AppDeps,
  heldUntil: Date | string | null,
  reason: string | null,
  /** The account's time zone: when the hold lifts reads in it, named. */
  timeZone: string,
): void {
  if (!heldUntil) return;
  const until = new Date(heldUntil);
  const seconds = Math.ceil((until.getTime() - deps.clock.now().getTime()) / 1000);
  if (seconds <= 0) return;
  const why = HOLD_REASONS[reason ?? 'reset_without_2fa'] ?? HOLD_REASONS.reset_without_2fa;
  throw new ApiError(
    'WITHDRAWALS_HELD',
    `For your security, withdrawals are paused until ${accountTimeText(until, timeZone)} because ${why}.`,
    {
      retryAfterSeconds: seconds,
      retryAt: until.toISOString(),
    },
  );
}
