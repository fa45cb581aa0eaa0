/**
 * /users/secure-account: the "This wasn't me" of a security alert (decision 137). The link's
 * token is claimed once, atomically; then every session of the account ends, withdrawals are
 * held for 24 hours (longer if already held), and a password-reset code is emailed. A forged,
 * used or expired link changes nothing.
 */
import { OTP_TYPE } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { SESSION_MESSAGES } from '../../../contract/devices.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { mailTemplates } from '../../providers/mail/index.js';
import { sendAccountNotice } from './account-mail.js';
import { newCode, storeCode } from './codes.js';
import { alertTokenHash } from './security-alerts.js';
import { revokeUserSessions } from './sessions.js';
import { holdWithdrawals } from './withdrawal-hold.js';

const NOT_ME_HOLD_MS = 24 * 3_600_000;

export const secureAccount = defineCall(CALLS.secureAccount, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const now = deps.clock.now();
    const hash = alertTokenHash(p.token);
    const heldUntil = new Date(now.getTime() + NOT_ME_HOLD_MS);

    const user = await deps.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .updateTable('security_alerts')
        .set({ used_at: now })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['user_id', 'kind'])
        .executeTakeFirst();
      if (!claimed) return null;
      const active = await trx
        .updateTable('users')
        // A switch-off of allowlist-only still waiting is cancelled (decision 134).
        .set({ allowlist_off_at: null })
        .where('id', '=', claimed.user_id)
        .where('status', '=', 'active')
        .returning(['id', 'email', 'role'])
        .executeTakeFirst();
      // A closed account: the claim is rolled back with the refusal.
      if (!active) throw new ApiError('LINK_INVALID', SESSION_MESSAGES.linkInvalid);
      // A longer hold already in place is kept.
      const held = await holdWithdrawals(trx, active.id, heldUntil, 'not_me');
      await revokeUserSessions(trx, active.id, 'not_me', now);
      return { ...active, withdrawals_held_until: held, kind: claimed.kind };
    });

    if (!user) {
      const row = await deps.db
        .selectFrom('security_alerts')
        .select(['used_at', 'expires_at'])
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (row?.used_at) throw new ApiError('LINK_INVALID', SESSION_MESSAGES.linkUsed);
      if (row && new Date(row.expires_at).getTime() <= now.getTime())
        throw new ApiError('LINK_EXPIRED', SESSION_MESSAGES.linkExpired);
      throw new ApiError('LINK_INVALID', SESSION_MESSAGES.linkInvalid);
    }

    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: 'account.not_me',
      outcome: 'allowed',
      ip: ctx.ip,
      details: { alert: user.kind },
    });
    const code = newCode();
    await storeCode(deps, user.email, OTP_TYPE.passwordReset, code);
    await sendAccountNotice(deps, user.email, mailTemplates.resetCode(code), ctx.language);
    return {
      message: SESSION_MESSAGES.secured,
      data: {
        email: user.email,
        withdrawalsHeldUntil: new Date(user.withdrawals_held_until ?? heldUntil).toISOString(),
      },
    };
  },
});
