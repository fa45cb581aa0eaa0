/**
 * What a password reset by email may do to the account's protection (decisions 091, 490). It asks
 * the rule that says what confirms the account's withdrawals (`withdrawalStepFor`), so the mailbox
 * alone never silently takes over an account whose money a stronger factor guards:
 * - 2FA: the authenticator's code or a recovery code keeps everything; `without2fa: true` drops it;
 * - passkeys and no 2FA: the customer must confirm (`without2fa: true`) that the passkeys go;
 * - neither: the mailbox was already what confirms a withdrawal, so the reset goes on.
 * A dropping reset removes 2FA, the recovery codes and every passkey (one an attacker added must not
 * outlive it) and holds withdrawals for 24 hours. Staff are refused that way out (decision 321).
 */
import { ACCOUNT_MESSAGES } from '../../../contract/accounts.js';
import { PROFILE_MESSAGES } from '../../../contract/profile.js';
import type { WithdrawalStep } from '../../../contract/withdrawal-confirm.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { dropRecoveryCodes } from './recovery-codes.js';
import { checkSecondFactor } from './second-factor.js';
import { refuseStaffFactorLoss } from './staff-factors.js';
import { withdrawalStepFor } from './withdrawal-confirmation.js';
import { holdWithdrawals } from './withdrawal-hold.js';

/** How long withdrawals wait after a reset that dropped a factor. */
export const RESET_WITHDRAWAL_HOLD_MS = 24 * 3_600_000;

type ResetUser = Parameters<typeof checkSecondFactor>[1] & { role: string };

/**
 * Throws unless the reset may go on; answers the step whose factors it drops, or null when it
 * keeps them. Nothing is spent or changed here but a checked 2FA code.
 */
export async function settleResetFactors(
  deps: AppDeps,
  user: ResetUser,
  p: { totp?: string; without2fa?: boolean },
): Promise<WithdrawalStep | null> {
  const step = await withdrawalStepFor(deps, user.id);
  if (step === 'email_and_password') return null;
  if (step === 'second_factor' && p.totp) {
    const invalid = new ApiError('OTP_INVALID', 'Invalid 2FA code or recovery code', {
      errors: { totp: 'Invalid 2FA code or recovery code' },
    });
    await checkSecondFactor(deps, user, p.totp, { recovery: true, invalid });
    return null;
  }
  if (!p.without2fa) {
    if (step === 'passkey') throw new ApiError('RESET_REMOVES_PASSKEYS', ACCOUNT_MESSAGES.resetRemovesPasskeys);
    throw new ApiError('OTP_REQUIRED', PROFILE_MESSAGES.enterCodeOrRecovery, {
      errors: { totp: PROFILE_MESSAGES.enterCodeOrRecovery },
    });
  }
  refuseStaffFactorLoss(user.role, step === 'passkey' ? 'last-passkey' : 'totp');
  return step;
}

/**
 * Removes the account's 2FA, recovery codes and passkeys and holds withdrawals; answers how many
 * passkeys went and when the hold ends (a longer one already running is kept).
 */
export async function dropResetFactors(
  trx: Database,
  userId: string,
  step: WithdrawalStep,
  heldUntil: Date,
): Promise<{ passkeysRemoved: number; heldUntil: Date }> {
  await trx
    .updateTable('users')
    .set({
      totp_enabled: false,
      totp_secret_enc: null,
      totp_pending_secret_enc: null,
    })
    .where('id', '=', userId)
    .execute();
  const held = await holdWithdrawals(
    trx,
    userId,
    heldUntil,
    step === 'passkey' ? 'reset_without_passkey' : 'reset_without_2fa',
  );
  await dropRecoveryCodes(trx, userId);
  const gone = await trx.deleteFrom('passkeys').where('user_id', '=', userId).executeTakeFirst();
  return { passkeysRemoved: Number(gone.numDeletedRows), heldUntil: held };
}
