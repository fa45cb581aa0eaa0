/** /users/send-email-otp: a sign-up (type 1) or password-reset (type 2) code by email. */

import { ACCOUNT_MESSAGES, OTP_TYPE } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import type { Language } from '../../../contract/languages.js';
import type { AppDeps } from '../../deps.js';
import { defineCall } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { mailTemplates } from '../../providers/mail/index.js';
import { sendAccountMail } from './account-mail.js';
import { dropCode, newCode, storeCode } from './codes.js';
import { claimCodeSendOrRefuse } from './limits.js';
import { registrationGeo } from './region.js';
import { findActiveUserByEmail } from './users.js';

export const sendEmailOtp = defineCall(CALLS.sendEmailOtp, {
  async handle(ctx, { email, type }) {
    const { deps } = ctx;
    if (type === OTP_TYPE.signUp) registrationGeo(deps, ctx.ip);

    const uncount = await claimCodeSendOrRefuse(deps, email, type, ctx.ip);

    // A reset code goes only to an existing account, but the answer, the counting and the work
    // done before answering are the same either way: looking the address up, storing the code and
    // sending it happen after the answer, so neither its content nor its timing tells whether the
    // address has an account (decision 093).
    if (type === OTP_TYPE.passwordReset) {
      afterAnswer(deps, ctx.requestId, deliverResetCode(deps, email, uncount, ctx.requestId, ctx.language));
      return { message: ACCOUNT_MESSAGES.otpSent };
    }
    const code = newCode();
    await storeCode(deps, email, type, code);
    try {
      // No account yet: the code is written in the language the app asked for.
      await sendAccountMail(deps, email, mailTemplates.signUpCode(code), ctx.language);
    } catch (e) {
      await dropCode(deps.db, email, type);
      await uncount();
      deps.log.error('code email failed', {
        requestId: ctx.requestId,
        error: e instanceof Error ? e.message : 'unknown',
      });
      throw new ApiError('MAIL_FAILED', ACCOUNT_MESSAGES.otpSendFailed);
    }
    if (deps.config.mode === 'local') deps.log.info('emailed code (local mode only)', { to: email, type, code });
    return { message: ACCOUNT_MESSAGES.otpSent };
  },
});

/** Stores and emails a reset code when the address has an account; runs after the answer. */
async function deliverResetCode(
  deps: AppDeps,
  email: string,
  uncount: () => Promise<void>,
  requestId: string,
  language: Language,
) {
  if (!(await findActiveUserByEmail(deps.db, email))) return;
  const type = OTP_TYPE.passwordReset;
  const code = newCode();
  await storeCode(deps, email, type, code);
  try {
    await sendAccountMail(deps, email, mailTemplates.resetCode(code), language);
  } catch (e) {
    await dropCode(deps.db, email, type);
    // The customer may ask again at once: the failed send does not count.
    await uncount();
    deps.log.error('code email failed', { requestId, error: e instanceof Error ? e.message : 'unknown' });
    return;
  }
  if (deps.config.mode === 'local') deps.log.info('emailed code (local mode only)', { to: email, type, code });
}

const inFlight = new Set<Promise<void>>();

/** Work left running after the answer: nobody waits for it, so its failure is logged here, once. */
function afterAnswer(deps: AppDeps, requestId: string, work: Promise<void>): void {
  const tracked = work
    .catch((e: unknown) =>
      deps.log.error('reset code failed', { requestId, error: e instanceof Error ? e.message : 'unknown' }),
    )
    .finally(() => inFlight.delete(tracked));
  inFlight.add(tracked);
}

/** Waits for reset codes still being sent (tests, and a server stopping). */
export async function settleResetCodes(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}
