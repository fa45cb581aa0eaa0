/**
 * TOTP two-factor set-up (decision 061): generate a secret (kept sealed as pending), enable it
 * with a code from the authenticator, and check a code. Codes match the current 30 s step or the
 * one before, never ahead, and each is accepted once (accounts/totp.ts). Wrong codes are limited
 * per user so the six digits cannot be guessed. Turning 2FA on ends the user's other sessions.
 */
import {
  type Generate2faData,
  PROFILE_MESSAGES,
  PROFILE_PATHS,
  type Verify2faData,
} from '../../../contract/profile.js';
import type { AppDeps } from '../../deps.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { checkRateLimit, recordRateHit } from '../../http/rate-limit.js';
import { sendAccountNotice } from '../accounts/account-mail.js';
import { waitText } from '../accounts/limits.js';
import { payloadObject, text } from '../accounts/payload.js';
import { revokeUserSessions } from '../accounts/sessions.js';
import {
  consumeTotp,
  matchTotpStep,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpFor,
} from '../accounts/totp.js';
import { findUserById } from '../accounts/users.js';
import { profileMail } from './profile-mail.js';

export const CODE_ATTEMPT_RULE = { windowMs: 15 * 60_000, max: 10 };
const attemptBucket = (userId: string) => `2fa-attempt:${userId}`;

async function refuseWhenGuessing(deps: AppDeps, userId: string): Promise<void> {
  const wait = await checkRateLimit(deps.db, attemptBucket(userId), [CODE_ATTEMPT_RULE], deps.clock.now());
  if (wait !== null)
    throw new ApiError('RATE_LIMITED', `Too many incorrect codes. Please wait ${waitText(wait)} and try again.`, {
      retryAfterSeconds: wait,
    });
}

const countWrongCode = (deps: AppDeps, userId: string) =>
  recordRateHit(deps.db, attemptBucket(userId), deps.clock.now());

export const generate2faSecret = defineCall({
  path: PROFILE_PATHS.generate2fa,
  access: 'any',
  parse: () => ({}),
  async handle(ctx): Promise<{ data: Generate2faData }> {
    const { deps } = ctx;
    const auth = requireUser(ctx);
    const user = await findUserById(deps.db, auth.id);
    if (!user) throw new Error('signed-in user not found');
    if (user.totp_enabled) throw validationError({ otp: PROFILE_MESSAGES.twoFaAlreadyOn });
    const secret = newTotpSecret();
    await deps.db
      .updateTable('users')
      .set({ totp_pending_secret_enc: sealTotpSecret(deps, user.id, secret) })
      .where('id', '=', user.id)
      .execute();
    return { data: { base32: secret, qrCodeUrl: totpFor(secret, user.email).toString() } };
  },
});

const normalizeSecret = (s: string) => s.replace(/\s+/g, '').toUpperCase();

export const enable2fa = defineCall({
  path: PROFILE_PATHS.enable2fa,
  access: 'any',
  parse(raw) {
    const o = payloadObject(raw);
    const p = { securityKey: normalizeSecret(text(o, 'security_key')), otp: text(o, 'otp').trim() };
    if (!p.securityKey) throw validationError({ security_key: PROFILE_MESSAGES.generateSecretFirst });
    if (!p.otp) throw validationError({ otp: PROFILE_MESSAGES.enterVerificationCode });
    return p;
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const auth = requireUser(ctx);
    const user = await findUserById(deps.db, auth.id);
    if (!user) throw new Error('signed-in user not found');
    if (user.totp_enabled) throw validationError({ otp: PROFILE_MESSAGES.twoFaAlreadyOn });
    const pending = user.totp_pending_secret_enc;
    // The secret shown must be the one generated last: another tab may have generated a newer one.
    if (!pending || openTotpSecret(deps, user.id, pending) !== p.securityKey)
      throw validationError({ security_key: PROFILE_MESSAGES.generateSecretFirst });
    await refuseWhenGuessing(deps, user.id);
    const now = deps.clock.now();
    const step = matchTotpStep(p.securityKey, p.otp, now);
    if (step === null) {
      await countWrongCode(deps, user.id);
      throw new ApiError('OTP_INVALID', PROFILE_MESSAGES.invalidVerificationCode, {
        errors: { otp: PROFILE_MESSAGES.invalidVerificationCode },
      });
    }
    const updated = await deps.db
      .updateTable('users')
      .set({
        totp_enabled: true,
        totp_secret_enc: pending,
        totp_pending_secret_enc: null,
        // The set-up code is spent: it cannot be replayed to sign in.
        totp_last_step: step,
      })
      .where('id', '=', user.id)
      .where('totp_enabled', '=', false)
      .where('totp_pending_secret_enc', '=', pending)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1)
      throw validationError({ security_key: PROFILE_MESSAGES.generateSecretFirst });
    await revokeUserSessions(deps.db, user.id, '2fa_change', now, auth.sessionId);
    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: '2fa.enable',
      outcome: 'allowed',
      ip: ctx.ip,
    });
    await sendAccountNotice(deps, user.email, profileMail.twoFactorEnabled(now, deps.config.publicUrl));
    return { message: PROFILE_MESSAGES.twoFaEnabled };
  },
});

/**
 * Checks (and spends) a code of the user's authenticator. A withdrawal must send its code with
 * the withdrawal itself, not check it here first: a code checked here is used up.
 */
export const verify2fa = defineCall({
  path: PROFILE_PATHS.verify2fa,
  access: 'any',
  parse(raw) {
    const o = payloadObject(raw);
    const otp = text(o, 'otp').trim();
    if (!otp) throw validationError({ otp: PROFILE_MESSAGES.enterVerificationCode });
    return { otp };
  },
  async handle(ctx, p): Promise<{ data: Verify2faData }> {
    const { deps } = ctx;
    const auth = requireUser(ctx);
    const user = await findUserById(deps.db, auth.id);
    if (!user) throw new Error('signed-in user not found');
    if (!user.totp_enabled || !user.totp_secret_enc) return { data: { valid: false } };
    await refuseWhenGuessing(deps, user.id);
    const valid = await consumeTotp(deps, user.id, user.totp_secret_enc, p.otp);
    if (!valid) await countWrongCode(deps, user.id);
    return { data: { valid } };
  },
});
