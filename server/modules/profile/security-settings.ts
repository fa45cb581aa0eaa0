/**
 * The anti-phishing code (decision 062): a short phrase every email to the customer shows at the
 * top (accounts/account-mail.ts renders it), so a message without it is recognisably not ours.
 * It can be set only while 2FA is on: the code protects the same account-takeover path. Changing
 * it asks for the current password (decision 091).
 */
import { CALLS } from '../../../contract/calls/index.js';
import { PROFILE_MESSAGES, type SecuritySettingsData, validateAntiPhishingCode } from '../../../contract/profile.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { findUserById, requireCurrentPassword, sendAccountNotice, unusedRecoveryCodes } from '../accounts/index.js';
import { profileMail } from './profile-mail.js';

export const getSecuritySettings = defineCall(CALLS.getSecuritySettings, {
  async handle(ctx): Promise<{ data: SecuritySettingsData }> {
    const { deps } = ctx;
    const user = await findUserById(deps.db, requireUser(ctx).id);
    if (!user) throw new Error('signed-in user not found');
    const held = user.withdrawals_held_until ? new Date(user.withdrawals_held_until) : null;
    return {
      data: {
        is2FA: user.totp_enabled,
        antiPhishingCode: user.anti_phishing_code,
        recoveryCodesLeft: user.totp_enabled ? await unusedRecoveryCodes(deps.db, user.id) : 0,
        withdrawalsHeldUntil: held && held.getTime() > deps.clock.now().getTime() ? held.toISOString() : null,
      },
    };
  },
});

export const setAntiPhishingCode = defineCall(CALLS.setAntiPhishingCode, {
  rules(o) {
    const code = o.code.replace(/\s+/g, ' ');
    const { password } = o;
    const errors: Record<string, string> = {};
    const error = validateAntiPhishingCode(code);
    if (error) errors.code = error;
    if (!password) errors.password = PROFILE_MESSAGES.passwordRequired;
    if (Object.keys(errors).length > 0) throw validationError(errors);
    return { code, password };
  },
  async handle(ctx, p): Promise<{ message: string; data: SecuritySettingsData }> {
    const { deps } = ctx;
    const user = await findUserById(deps.db, requireUser(ctx).id);
    if (!user) throw new Error('signed-in user not found');
    if (!user.totp_enabled)
      throw new ApiError('VALIDATION', PROFILE_MESSAGES.antiPhishingNeeds2fa, {
        errors: { code: PROFILE_MESSAGES.antiPhishingNeeds2fa },
      });
    await requireCurrentPassword(deps, user, p.password, { ip: ctx.ip, action: 'anti_phishing.change' });
    const code = p.code || null;
    await deps.db.updateTable('users').set({ anti_phishing_code: code }).where('id', '=', user.id).execute();
    const now = deps.clock.now();
    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: code ? 'anti_phishing.set' : 'anti_phishing.remove',
      outcome: 'allowed',
      ip: ctx.ip,
    });
    await sendAccountNotice(deps, user.email, profileMail.antiPhishingChanged(now, user.time_zone, code === null));
    return {
      message: code ? PROFILE_MESSAGES.antiPhishingSaved : PROFILE_MESSAGES.antiPhishingRemoved,
      data: { is2FA: true, antiPhishingCode: code, recoveryCodesLeft: await unusedRecoveryCodes(deps.db, user.id) },
    };
  },
});
