/**
 * The customer's own confirmation of a withdrawal, crypto or cash (decision 367): one rule for
 * both, so a stolen session alone never moves money out. An account with 2FA gives the
 * authenticator's code or a passkey (second-factor.ts); one with a passkey and no 2FA, the
 * passkey; one with neither, the code emailed for withdrawals and the password.
 */
import { OTP_TYPE } from '../../../contract/accounts.js';
import type { PasskeyAssertionAnswer } from '../../../contract/calls/passkey-fields.js';
import {
  WITHDRAWAL_CONFIRM_MESSAGES as M,
  type WithdrawalStep,
  withdrawalStepOf,
} from '../../../contract/withdrawal-confirm.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { checkCode, consumeCode } from './codes.js';
import { requireCurrentPassword } from './current-password.js';
import { verifyPasskeyAssertion } from './passkeys/assertion.js';
import { checkUserTotp } from './second-factor.js';

export interface WithdrawalProof {
  otp?: string | null;
  passkey?: PasskeyAssertionAnswer | false;
  emailCode?: string;
  password?: string;
}

/** What confirms this account's withdrawals now. */
export async function withdrawalStepFor(deps: Pick<AppDeps, 'db'>, userId: string): Promise<WithdrawalStep> {
  const user = await deps.db
    .selectFrom('users')
    .select(['totp_enabled', 'totp_secret_enc'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const passkeys = await deps.db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return withdrawalStepOf({
    twoFactor: user.totp_enabled && user.totp_secret_enc !== null,
    passkeys: Number(passkeys.n),
  });
}

/**
 * Throws unless `proof` confirms a withdrawal of `userId`: OTP_REQUIRED, PASSKEY_REQUIRED or
 * EMAIL_CODE_REQUIRED when nothing was given, the check's own refusal when it does not hold. Spent
 * once it holds (the code's time step, the passkey's counter, the emailed code). Run after the
 * withdrawal's other checks, so a refusal for the amount does not spend it.
 */
export async function confirmWithdrawal(
  deps: AppDeps,
  userId: string,
  proof: WithdrawalProof,
  ctx: { ip: string },
): Promise<void> {
  const step = await withdrawalStepFor(deps, userId);
  if (step === 'second_factor') {
    await checkUserTotp(deps, userId, proof.otp, { passkey: proof.passkey });
    return;
  }
  if (proof.passkey !== undefined || step === 'passkey') {
    if (proof.passkey === undefined) throw new ApiError('PASSKEY_REQUIRED', M.passkeyRequired);
    await verifyPasskeyAssertion(deps, proof.passkey, 'confirm', userId);
    return;
  }
  const code = proof.emailCode?.trim() ?? '';
  if (!code) throw new ApiError('EMAIL_CODE_REQUIRED', M.emailCodeRequired);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const hash = await checkCode(deps, user.email, OTP_TYPE.withdrawal, code);
  await requireCurrentPassword(deps, user, proof.password ?? '', { ip: ctx.ip, action: 'withdrawal.confirm' });
  // Spent before anything is held: the same code cannot confirm two withdrawals sent together.
  if (!(await consumeCode(deps.db, hash, deps.clock.now())))
    throw new ApiError('OTP_INVALID', 'This code was already used. Please request a new one.');
}
