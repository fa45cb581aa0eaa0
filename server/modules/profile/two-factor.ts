/**
 * TOTP two-factor (decisions 061 and 091): generate a secret (kept sealed as pending); turn it on
 * with the current password, a code from the authenticator and what confirmed withdrawals until
 * then (a passkey, or the emailed code: decision 492), answering ten recovery codes shown once;
 * check a code; turn it off (password and a code or a recovery code); and renew the recovery
 * codes (password and a code). Codes match the current 30 s step or the one before, never ahead,
 * and each is accepted once (accounts/totp.ts); every code checked is a try of the user's one
 * code-try counter (accounts/code-tries.ts). Turning 2FA on or off and renewing the codes end
 * the user's other sessions, and every change is emailed. Staff cannot turn it off (decision 321).
 */

import { CALLS } from '../../../contract/calls/index.js';
import type { PasskeyAssertionAnswer } from '../../../contract/calls/passkey-fields.js';
import {
  type Generate2faData,
  PROFILE_MESSAGES,
  type RecoveryCodesData,
  type Verify2faData,
} from '../../../contract/profile.js';
import type { AppDeps } from '../../deps.js';
import { writeAudit } from '../../http/audit.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import {
  checkSecondFactor,
  claimCodeTry,
  confirmFactorChange,
  consumeTotp,
  dropRecoveryCodes,
  enablePendingTotp,
  findUserById,
  issueRecoveryCodes,
  matchTotpStep,
  newTotpSecret,
  openTotpSecret,
  refuseStaffFactorLoss,
  requireCurrentPassword,
  revokeUserSessions,
  sealTotpSecret,
  sendSecurityAlert,
  totpFor,
  type UserRow,
  verifyPasskeyAssertion,
} from '../accounts/index.js';

async function signedInUser(ctx: CallContext): Promise<{ user: UserRow; sessionId: string }> {
  const auth = requireUser(ctx);
  const user = await findUserById(ctx.deps.db, auth.id);
  if (!user) throw new Error('signed-in user not found');
  return { user, sessionId: auth.sessionId };
}

const invalidCode = () =>
  new ApiError('OTP_INVALID', PROFILE_MESSAGES.invalidVerificationCode, {
    errors: { otp: PROFILE_MESSAGES.invalidVerificationCode },
  });

function audit(deps: AppDeps, user: UserRow, ip: string, action: string) {
  return writeAudit(deps.db, deps.clock.now(), {
    actorId: user.id,
    actorRole: user.role,
    action,
    outcome: 'allowed',
    ip,
  });
}

export const generate2faSecret = defineCall(CALLS.generate2faSecret, {
  async handle(ctx): Promise<{ data: Generate2faData }> {
    const { deps } = ctx;
    const { user } = await signedInUser(ctx);
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

export const enable2fa = defineCall(CALLS.enable2fa, {
  rules(o) {
    const p = {
      securityKey: normalizeSecret(o.security_key),
      otp: o.otp,
      password: o.password,
      passkey: o.passkey,
      emailCode: o.emailCode,
    };
    if (!p.securityKey) throw validationError({ security_key: PROFILE_MESSAGES.generateSecretFirst });
    const errors: Record<string, string> = {};
    if (!p.password) errors.password = PROFILE_MESSAGES.passwordRequired;
    if (!p.otp) errors.otp = PROFILE_MESSAGES.enterVerificationCode;
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return p;
  },
  async handle(ctx, p): Promise<{ message: string; data: RecoveryCodesData }> {
    const { deps } = ctx;
    const { user, sessionId } = await signedInUser(ctx);
    if (user.totp_enabled) throw validationError({ otp: PROFILE_MESSAGES.twoFaAlreadyOn });
    const pending = user.totp_pending_secret_enc;
    // The secret shown must be the one generated last: another tab may have generated a newer one.
    if (!pending || openTotpSecret(deps, user.id, pending) !== p.securityKey)
      throw validationError({ security_key: PROFILE_MESSAGES.generateSecretFirst });
    await requireCurrentPassword(deps, user, p.password, { ip: ctx.ip, action: '2fa.enable' });
    const attempt = await claimCodeTry(deps, user);
    const now = deps.clock.now();
    const step = matchTotpStep(p.securityKey, p.otp, now);
    if (step === null) throw await attempt.wrong(invalidCode());
    await attempt.right();
    // The first factor takes what confirmed withdrawals until now: a password alone must not add
    // an authenticator of someone else's (decision 492).
    await confirmFactorChange(deps, user, p, { ip: ctx.ip, action: '2fa.enable' });
    const recoveryCodes = await deps.db.transaction().execute(async (trx) => {
      if (!(await enablePendingTotp(trx, user.id, pending, step)))
        throw validationError({ security_key: PROFILE_MESSAGES.generateSecretFirst });
      return issueRecoveryCodes(deps, trx, user.id, now);
    });
    await revokeUserSessions(deps.db, user.id, '2fa_change', now, sessionId);
    await audit(deps, user, ctx.ip, '2fa.enable');
    await sendSecurityAlert(deps, user, { kind: 'two_factor_on', origin: { ip: ctx.ip, userAgent: ctx.userAgent } });
    return { message: PROFILE_MESSAGES.twoFaEnabled, data: { recoveryCodes } };
  },
});

/**
 * Checks (and spends) a code of the user's authenticator. A withdrawal must send its code with
 * the withdrawal itself, not check it here first: a code checked here is used up.
 */
export const verify2fa = defineCall(CALLS.verify2fa, {
  rules(o) {
    const { otp } = o;
    if (!otp) throw validationError({ otp: PROFILE_MESSAGES.enterVerificationCode });
    return { otp };
  },
  async handle(ctx, p): Promise<{ data: Verify2faData }> {
    const { deps } = ctx;
    const { user } = await signedInUser(ctx);
    if (!user.totp_enabled || !user.totp_secret_enc) return { data: { valid: false } };
    const attempt = await claimCodeTry(deps, user);
    const valid = await consumeTotp(deps, user.id, user.totp_secret_enc, p.otp);
    if (valid) await attempt.right();
    else {
      const refusal = await attempt.wrong(invalidCode());
      if (refusal.code === 'OTP_LOCKED') throw refusal;
    }
    return { data: { valid } };
  },
});

type PasswordAndCode = { password: string; otp: string; passkey?: PasskeyAssertionAnswer | false };

function parsePasswordAndCode(p: PasswordAndCode) {
  const errors: Record<string, string> = {};
  if (!p.password) errors.password = PROFILE_MESSAGES.passwordRequired;
  if (!p.otp && p.passkey === undefined) errors.otp = PROFILE_MESSAGES.enterVerificationCode;
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return p;
}

/** Password first, then the code: each within its own limit. */
async function passwordAndCode(ctx: CallContext, p: PasswordAndCode, action: string) {
  const { deps } = ctx;
  const { user, sessionId } = await signedInUser(ctx);
  if (!user.totp_enabled) throw validationError({ otp: PROFILE_MESSAGES.twoFaNotOn });
  await requireCurrentPassword(deps, user, p.password, { ip: ctx.ip, action });
  // A passkey of the customer's may confirm the change instead of a code (decision 138).
  if (p.passkey !== undefined) await verifyPasskeyAssertion(deps, p.passkey, 'confirm', user.id);
  else await checkSecondFactor(deps, user, p.otp, { recovery: true, invalid: invalidCode() });
  return { user, sessionId };
}

export const disable2fa = defineCall(CALLS.disable2fa, {
  rules: parsePasswordAndCode,
  async handle(ctx, p) {
    const { deps } = ctx;
    // Staff sign in only with a second factor (decision 234); turning it off would leave a staff
    // session standing on a password alone, so it is refused before anything is checked (decision 321).
    refuseStaffFactorLoss(requireUser(ctx).role, 'totp');
    const { user, sessionId } = await passwordAndCode(ctx, p, '2fa.disable');
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ totp_enabled: false, totp_secret_enc: null, totp_pending_secret_enc: null, totp_last_step: null })
        .where('id', '=', user.id)
        .execute();
      await dropRecoveryCodes(trx, user.id);
    });
    await revokeUserSessions(deps.db, user.id, '2fa_change', now, sessionId);
    await audit(deps, user, ctx.ip, '2fa.disable');
    await sendSecurityAlert(deps, user, { kind: 'two_factor_off', origin: { ip: ctx.ip, userAgent: ctx.userAgent } });
    return { message: PROFILE_MESSAGES.twoFaDisabled };
  },
});

export const regenerateRecoveryCodes = defineCall(CALLS.regenerateRecoveryCodes, {
  rules: parsePasswordAndCode,
  async handle(ctx, p): Promise<{ message: string; data: RecoveryCodesData }> {
    const { deps } = ctx;
    const { user, sessionId } = await passwordAndCode(ctx, p, '2fa.recovery_codes');
    const now = deps.clock.now();
    const recoveryCodes = await deps.db.transaction().execute((trx) => issueRecoveryCodes(deps, trx, user.id, now));
    // New codes take the old ones' place as the way back in: a change to the factors like turning
    // 2FA on or off, so it ends the other sessions and its alert offers "This wasn't me".
    await revokeUserSessions(deps.db, user.id, '2fa_change', now, sessionId);
    await audit(deps, user, ctx.ip, '2fa.recovery_codes');
    await sendSecurityAlert(deps, user, {
      kind: 'recovery_codes_renewed',
      origin: { ip: ctx.ip, userAgent: ctx.userAgent },
    });
    return { message: PROFILE_MESSAGES.recoveryCodesRenewed, data: { recoveryCodes } };
  },
});
