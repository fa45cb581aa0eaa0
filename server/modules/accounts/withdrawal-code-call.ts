/**
 * /users/send-withdrawal-code and /users/send-security-code: the emailed code that, with the
 * password, confirms a withdrawal (decision 367) or a change to the factors (decision 492) of an
 * account without 2FA or a passkey. Counted as every emailed code is (once a minute, five an
 * hour, per address, purpose and IP); an account that confirms otherwise is told how.
 */
import { CALLS } from '../../../contract/calls/index.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import type { Mail } from '../../providers/mail/index.js';
import { sendAccountMail } from './account-mail.js';
import { dropCode, newCode, storeCode } from './codes.js';
import { claimCodeSendOrRefuse } from './limits.js';
import { securityCodeMail, withdrawalCodeMail } from './step-code-mail.js';
import { STEP_PURPOSES, withdrawalStepFor } from './withdrawal-confirmation.js';

async function sendStepCode(ctx: CallContext, purpose: keyof typeof STEP_PURPOSES, mail: (code: string) => Mail) {
  const { deps } = ctx;
  const { codeType: type, messages: M } = STEP_PURPOSES[purpose];
  const userId = requireUser(ctx).id;
  const step = await withdrawalStepFor(deps, userId);
  if (step === 'second_factor') throw new ApiError('OTP_REQUIRED', M.codeNotNeeded);
  if (step === 'passkey') throw new ApiError('PASSKEY_REQUIRED', M.passkeyRequired);
  const { email } = await deps.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const release = await claimCodeSendOrRefuse(deps, email, type, ctx.ip);
  const code = newCode();
  await storeCode(deps, email, type, code);
  try {
    await sendAccountMail(deps, email, mail(code));
  } catch (e) {
    await dropCode(deps.db, email, type);
    await release();
    deps.log.error(`${purpose} code email failed`, {
      requestId: ctx.requestId,
      error: e instanceof Error ? e.message : 'unknown',
    });
    throw new ApiError('MAIL_FAILED', 'We could not send the code. Please try again.');
  }
  return { message: M.codeSent };
}

export const sendWithdrawalCode = defineCall(CALLS.sendWithdrawalCode, {
  handle: (ctx) => sendStepCode(ctx, 'withdrawal', withdrawalCodeMail),
});

export const sendSecurityCode = defineCall(CALLS.sendSecurityCode, {
  handle: (ctx) => sendStepCode(ctx, 'security', securityCodeMail),
});
