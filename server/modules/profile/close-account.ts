/**
 * /users/delete-account: closes the account (decision 063). Refused while the customer still has
 * money with us, or while a purchase or a withdrawal is open (closure-rules.ts, decision 100). Otherwise, in one transaction: the account is marked closed (sign-in and every
 * session end), credentials and preferences are erased, and the identity and address data that
 * the AML/CFT Policy requires us to keep for 8 years stay, with the closing date that starts
 * that period. The email address is freed for a future account.
 */
import { CALLS } from '../../../contract/calls/index.js';
import { CLOSURE_MESSAGES } from '../../../contract/closure.js';
import { PROFILE_MESSAGES } from '../../../contract/profile.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { mailLanguage } from '../../providers/mail/index.js';
import { findUserById, requireCurrentPassword, sendAccountMail } from '../accounts/index.js';
import { inTransaction } from '../ledger/index.js';
import { checkClosure } from './closure-rules.js';
import { profileMail } from './profile-mail.js';

export const deleteAccount = defineCall(CALLS.deleteAccount, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const auth = requireUser(ctx);
    const user = await findUserById(deps.db, auth.id);
    if (user?.status !== 'active') throw new Error('signed-in user not found');
    // A stolen session alone cannot close the account (decision 091).
    await requireCurrentPassword(deps, user, p.password, { ip: ctx.ip, action: 'account.close' });
    const now = deps.clock.now();

    let fundsHeld = false;
    const refusal = await inTransaction(deps.db, async (trx) => {
      const check = await checkClosure(trx, user.id, now);
      if (check.refusal) return check.refusal;
      fundsHeld = check.fundsHeld;
      await trx
        .updateTable('users')
        .set({
          status: 'closed',
          closed_at: now,
          email_normalized: `closed:${user.id}`,
          password_hash: '!closed',
          totp_enabled: false,
          totp_secret_enc: null,
          totp_pending_secret_enc: null,
          totp_last_step: null,
          anti_phishing_code: null,
          time_zone: 'UTC',
        })
        .where('id', '=', user.id)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now, revoked_reason: 'account_deleted' })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .execute();
      const sessions = trx.selectFrom('sessions').select('id').where('user_id', '=', user.id);
      await trx.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute();
      await trx.deleteFrom('verifications').where('email_normalized', '=', user.email_normalized).execute();
      return null;
    });
    if (refusal) {
      await writeAudit(deps.db, now, {
        actorId: user.id,
        actorRole: user.role,
        action: 'account.close',
        outcome: 'denied',
        ip: ctx.ip,
        details: { reason: refusal.code },
      });
      throw refusal;
    }
    await writeAudit(deps.db, now, {
      actorId: user.id,
      actorRole: user.role,
      action: 'account.close',
      outcome: 'allowed',
      ip: ctx.ip,
      ...(fundsHeld ? { details: { fundsHeldForReturn: true } } : {}),
    });
    try {
      // The address no longer finds the closed account: its language is passed along.
      await sendAccountMail(
        deps,
        user.email,
        profileMail.accountClosed(now, user.time_zone, fundsHeld),
        mailLanguage(user.language, ctx.language),
      );
    } catch (e) {
      deps.log.error('closure notice failed', { error: e instanceof Error ? e.message : 'unknown' });
    }
    return {
      message: fundsHeld ? CLOSURE_MESSAGES.closedWithFundsHeld : PROFILE_MESSAGES.accountDeleted,
      data: { fundsHeld },
    };
  },
});
