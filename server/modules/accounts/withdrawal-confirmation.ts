/**
 * The account's own step, asked before money leaves or its factors change (decisions 367 and
 * 492): one rule for coins, cash and factor changes, so a stolen session, or a session and the
 * password, never moves money out. An account with 2FA gives the authenticator's code or a passkey
 * (second-factor.ts); one with a passkey and no 2FA, the passkey; one with neither, a code emailed
 * for the purpose, with the password. Adding a factor takes what the account had before it, so a
 * password alone cannot add one of the holder's and confirm withdrawals with it.
 */
import { OTP_TYPE, type OtpType } from '../../../contract/accounts.js';
import type { PasskeyAssertionAnswer } from '../../../contract/calls/passkey-fields.js';
import {
  SECURITY_CONFIRM_MESSAGES,
  WITHDRAWAL_CONFIRM_MESSAGES,
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

/** What confirms this account's withdrawals and factor changes now. */
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

/** What each purpose asks and says: its own emailed code, so one purpose's code never serves the other. */
export const STEP_PURPOSES = {
  withdrawal: { codeType: OTP_TYPE.withdrawal, recovery: false, messages: WITHDRAWAL_CONFIRM_MESSAGES },
  security: { codeType: OTP_TYPE.securityChange, recovery: true, messages: SECURITY_CONFIRM_MESSAGES },
} as const satisfies Record<
  string,
  { codeType: OtpType; recovery: boolean; messages: { passkeyRequired: string; emailCodeRequired: string } }
>;
type Purpose = keyof typeof STEP_PURPOSES;

interface StepUser {
  id: string;
  email: string;
  role: string;
  password_hash: string;
}

/**
 * Throws unless `proof` gives the account's step: OTP_REQUIRED, PASSKEY_REQUIRED or
 * EMAIL_CODE_REQUIRED when nothing was given, the check's own refusal when it does not hold.
 * Spent once it holds (the code's time step, the passkey's counter, the emailed code). The
 * password of the emailed step is checked here unless the caller has checked it already.
 */
async function proveStep(
  deps: AppDeps,
  user: StepUser,
  proof: WithdrawalProof,
  opts: { purpose: Purpose; ip: string; action: string; passwordChecked: boolean },
): Promise<void> {
  const { codeType, recovery, messages } = STEP_PURPOSES[opts.purpose];
  const step = await withdrawalStepFor(deps, user.id);
  if (step === 'second_factor') {
    await checkUserTotp(deps, user.id, proof.otp, { recovery, passkey: proof.passkey });
    return;
  }
  if (proof.passkey !== undefined || step === 'passkey') {
    if (proof.passkey === undefined) throw new ApiError('PASSKEY_REQUIRED', messages.passkeyRequired);
    await verifyPasskeyAssertion(deps, proof.passkey, 'confirm', user.id);
    return;
  }
  const code = proof.emailCode?.trim() ?? '';
  if (!code) throw new ApiError('EMAIL_CODE_REQUIRED', messages.emailCodeRequired);
  const hash = await checkCode(deps, user.email, codeType, code);
  if (!opts.passwordChecked)
    await requireCurrentPassword(deps, user, proof.password ?? '', { ip: opts.ip, action: opts.action });
  // Spent before anything is done: the same code cannot confirm two requests sent together.
  if (!(await consumeCode(deps.db, hash, deps.clock.now())))
    throw new ApiError('OTP_INVALID', 'This code was already used. Please request a new one.');
}

const stepUser = (deps: AppDeps, userId: string) =>
  deps.db
    .selectFrom('users')
    .select(['id', 'email', 'role', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

/**
 * Throws unless `proof` confirms a withdrawal of `userId`. Run after the withdrawal's other
 * checks, so a refusal for the amount does not spend it.
 */
export async function confirmWithdrawal(
  deps: AppDeps,
  userId: string,
  proof: WithdrawalProof,
  ctx: { ip: string },
): Promise<void> {
  await proveStep(deps, await stepUser(deps, userId), proof, {
    purpose: 'withdrawal',
    ip: ctx.ip,
    action: 'withdrawal.confirm',
    passwordChecked: false,
  });
}

/**
 * Throws unless `proof` confirms a change to the factors of `user` (turning 2FA on, adding or
 * removing a passkey), once the caller has checked the current password. A recovery code stands
 * in for the authenticator's code here, as it does for turning 2FA off.
 */
export async function confirmFactorChange(
  deps: AppDeps,
  user: StepUser,
  proof: WithdrawalProof,
  ctx: { ip: string; action: string },
): Promise<void> {
  await proveStep(deps, user, proof, { purpose: 'security', ...ctx, passwordChecked: true });
}
