/** /users/send-email-otp: a sign-up (type 1) or password-reset (type 2) code by email. */
import { ACCOUNT_MESSAGES, OTP_TYPE, type OtpType } from '../../../contract/accounts.js';
import { validateEmail } from '../../../contract/validation/accounts.js';
import { defineCall } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { mailTemplates } from '../../providers/mail.js';
import { sendAccountMail } from './account-mail.js';
import { dropCode, newCode, storeCode } from './codes.js';
import { codeSendWait, countCodeSend, waitText } from './limits.js';
import { payloadObject, text } from './payload.js';
import { registrationGeo } from './region.js';
import { findActiveUserByEmail } from './users.js';

export const sendEmailOtp = defineCall({
  path: '/users/send-email-otp',
  access: 'public',
  parse(raw) {
    const o = payloadObject(raw);
    const email = text(o, 'email').trim();
    const emailError = validateEmail(email);
    if (emailError) throw validationError({ email: emailError });
    const t = o.type === undefined || o.type === null || o.type === '' ? OTP_TYPE.signUp : Number(o.type);
    if (t !== OTP_TYPE.signUp && t !== OTP_TYPE.passwordReset)
      throw validationError({ type: 'Code type must be 1 (sign-up) or 2 (password reset)' });
    return { email, type: t as OtpType };
  },
  async handle(ctx, { email, type }) {
    const { deps } = ctx;
    if (type === OTP_TYPE.signUp) registrationGeo(deps, ctx.ip);

    const wait = await codeSendWait(deps, email, type, ctx.ip);
    if (wait !== null)
      throw new ApiError('RATE_LIMITED', `Too many code requests. Please wait ${waitText(wait)} before trying again.`, {
        retryAfterSeconds: wait,
      });

    // A reset code goes only to an existing account, but the answer and the counting are the
    // same either way: this call never tells whether an address has an account.
    const sends = type === OTP_TYPE.signUp || Boolean(await findActiveUserByEmail(deps.db, email));
    const uncount = await countCodeSend(deps, email, type, ctx.ip);
    if (!sends) return { message: ACCOUNT_MESSAGES.otpSent };

    const code = newCode();
    await storeCode(deps, email, type, code);
    try {
      await sendAccountMail(
        deps,
        email,
        type === OTP_TYPE.signUp ? mailTemplates.signUpCode(code) : mailTemplates.resetCode(code),
      );
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
