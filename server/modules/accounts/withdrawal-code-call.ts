/**
 * /users/send-withdrawal-code: the emailed code that, with the password, confirms a withdrawal
 * from an account without 2FA or a passkey (decision 367). Counted as every emailed code is (once
 * a minute, five an hour, per address and IP); an account that confirms otherwise is told how.
 */
import { OTP_TYPE } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { WITHDRAWAL_CONFIRM_MESSAGES as M } from '../../../contract/withdrawal-confirm.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { sendAccountMail } from './account-mail.js';
import { dropCode, newCode, storeCode } from './codes.js';
import { claimCodeSendOrRefuse } from './limits.js';
import { withdrawalCodeMail } from './withdrawal-code-mail.js';
import { withdrawalStepFor } from './withdrawal-confirmation.js';

export const sendWithdrawalCode = defineCall(CALLS.sendWithdrawalCode, {
  async handle(ctx) {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    const step = await withdrawalStepFor(deps, userId);
    if (step === 'second_factor') throw new ApiError('OTP_REQUIRED', M.codeNotNeeded);
    if (step === 'passkey') throw new ApiError('PASSKEY_REQUIRED', M.passkeyRequired);
    const { email } = await deps.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const type = OTP_TYPE.withdrawal;
    const release = await claimCodeSendOrRefuse(deps, email, type, ctx.ip);
    const code = newCode();
    await storeCode(deps, email, type, code);
    try {
      await sendAccountMail(deps, email, withdrawalCodeMail(code));
    } catch (e) {
      await dropCode(deps.db, email, type);
      await release();
      deps.log.error('withdrawal code email failed', {
        requestId: ctx.requestId,
        error: e instanceof Error ? e.message : 'unknown',
      });
      throw new ApiError('MAIL_FAILED', 'We could not send the code. Please try again.');
    }
    return { message: M.codeSent };
  },
});
