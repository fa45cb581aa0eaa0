/**
 * Accounts: sign-up with an emailed code, sign-in, sessions, password reset. Other modules use
 * checkUserTotp (second-factor.ts), confirmWithdrawal (withdrawal-confirmation.ts, decision 367), requireCurrentPassword (current-password.ts), readAccessToken/sessionUser (access-token.ts, for the call pipeline), hashPassword/verifyPassword
 * (passwords.ts), revokeUserSessions (sessions.ts), sendAccountMail (account-mail.ts),
 * sendSecurityAlert (security-alerts.ts: the security-alert email for a new address-book entry or
 * passkey, say) and toUserView (users.ts). Passkeys (passkeys/, decision 138) sign in and stand in
 * for a TOTP code; verifyPasskeyAssertion is what other modules' code prompts use.
 */

import type { CallDef } from '../../http/call.js';
import { defineModule } from '../descriptor.js';
import { sendEmailOtp } from './otp-call.js';
import { passkeyCalls } from './passkeys/index.js';
import { resetPassword } from './reset-call.js';
import { registerAccountsSandbox } from './sandbox.js';
import { secureAccount } from './secure-account-call.js';
import { getNewToken, login, logout } from './session-calls.js';
import { getSessions, revokeOtherSessions, revokeSession } from './session-list-calls.js';
import { pruneSessions } from './sessions.js';
import { createUser } from './signup-call.js';
import { sendSecurityCode, sendWithdrawalCode } from './withdrawal-code-call.js';

const accountCalls: CallDef[] = [
  sendEmailOtp,
  createUser,
  login,
  getNewToken,
  logout,
  resetPassword,
  getSessions,
  revokeSession,
  revokeOtherSessions,
  secureAccount,
  sendWithdrawalCode,
  sendSecurityCode,
  ...passkeyCalls,
];

export { readAccessToken, type SessionRow, sessionUser, signAccessToken } from './access-token.js';
export { sendAccountMail, sendAccountNotice } from './account-mail.js';
export { claimCodeTry } from './code-tries.js';
export { checkCode, consumeCode, STAFF_ENROLMENT_PURPOSE, storeCode } from './codes.js';
export { accountExists, insertAccount } from './create-account.js';
export { requireCurrentPassword } from './current-password.js';
export { sendResetCodeFromDesk } from './desk-reset.js';
export { deviceLabel, parseDevice } from './devices.js';
export { tooManyCodeRequests, waitText } from './limits.js';
export { offeredTo, refuseUnoffered, refuseUnofferedIn } from './offered.js';
export { verifyPasskeyAssertion } from './passkeys/index.js';
export { requireStrongPassword } from './password-policy.js';
export { hashPassword } from './passwords.js';
export { dropRecoveryCodes, issueRecoveryCodes, unusedRecoveryCodes } from './recovery-codes.js';
export { assertWithdrawalsNotHeld, checkSecondFactor, checkUserTotp } from './second-factor.js';
export { alertTokenHash, sendSecurityAlert } from './security-alerts.js';
export { revokeUserSessions, startSession } from './sessions.js';
export { refuseStaffFactorLoss } from './staff-factors.js';
export {
  consumeTotp,
  enablePendingTotp,
  matchTotpStep,
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  totpFor,
} from './totp.js';
export { findUserById, normalizeEmail, toUserView, type UserRow } from './users.js';
export { confirmFactorChange, confirmWithdrawal, type WithdrawalProof } from './withdrawal-confirmation.js';
export { holdWithdrawals } from './withdrawal-hold.js';

export const accountsModule = defineModule({
  name: 'accounts',
  needs: ['db'],
  calls: accountCalls,
  sandboxRoutes: registerAccountsSandbox,
  jobs: (deps, jobs) => {
    jobs.add({ name: 'session pruning', everyMs: 3_600_000, run: (now) => pruneSessions(deps.db, now) });
    return undefined;
  },
});
