/**
 * A password-reset code sent at support's request (decision 236): the same code and email the
 * customer's own "forgot password" sends, counted against the same limit, so the desk cannot be
 * used to flood a mailbox. Support never sees the code.
 */
import { OTP_TYPE } from '../../../contract/accounts.js';
import type { AppDeps } from '../../deps.js';
import { mailTemplates } from '../../providers/mail/index.js';
import { sendAccountMail } from './account-mail.js';
import { dropCode, newCode, storeCode } from './codes.js';
import { claimCodeSend } from './limits.js';

/** 'sent', or the seconds to wait before another code may be sent; a failed send throws. */
export async function sendResetCodeFromDesk(deps: AppDeps, email: string, ip: string): Promise<'sent' | number> {
  const type = OTP_TYPE.passwordReset;
  const claim = await claimCodeSend(deps, email, type, ip);
  if ('waitSeconds' in claim) return claim.waitSeconds;
  const code = newCode();
  await storeCode(deps, email, type, code);
  try {
    await sendAccountMail(deps, email, mailTemplates.resetCode(code));
  } catch (e) {
    await dropCode(deps.db, email, type);
    await claim.release();
    throw e;
  }
  if (deps.config.mode === 'local') deps.log.info('emailed code (local mode only)', { to: email, type, code });
  return 'sent';
}
