/**
 * Accounts: sign-up with an emailed code, sign-in, sessions, password reset. Other modules use
 * checkUserTotp (second-factor.ts), requireCurrentPassword (current-password.ts), readAccessToken/sessionUser (access-token.ts, for the call pipeline), hashPassword/verifyPassword
 * (passwords.ts), revokeUserSessions (sessions.ts), sendAccountMail (account-mail.ts),
 * sendSecurityAlert (security-alerts.ts: the security-alert email for a new address-book entry or
 * passkey, say) and toUserView (users.ts).
 */
import type { CallDef } from '../../http/call.js';
import { sendEmailOtp } from './otp-call.js';
import { resetPassword } from './reset-call.js';
import { secureAccount } from './secure-account-call.js';
import { getNewToken, login, logout } from './session-calls.js';
import { getSessions, revokeOtherSessions, revokeSession } from './session-list-calls.js';
import { createUser } from './signup-call.js';

export const accountCalls: CallDef[] = [
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
];
