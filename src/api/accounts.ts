/** The account calls, typed: sign-up codes, account creation, sign-in, password reset, logout. */
import { OTP_TYPE, type OtpType } from '../../contract/accounts.js';
import type * as calls from '../../contract/calls/accounts.js';
import type { PayloadOf } from '../../contract/calls/define.js';
import { auth } from '../state/auth.js';
import { endSession, sessionUi } from '../state/session.js';
import { lazyApi as api } from './lazy-client.js';

/**
 * The account calls' entries of the table, loaded with the transport (on first focus or call):
 * their payload schemas would otherwise put the schema library on the sign-in page's first load.
 */
let loading: Promise<typeof calls> | null = null;
function table(): Promise<typeof calls> {
  loading ??= import('../../contract/calls/accounts.js');
  return loading;
}
if (typeof window !== 'undefined') {
  window.addEventListener('focusin', () => void table(), { once: true });
}

export async function sendEmailOtp(email: string, type: OtpType = OTP_TYPE.signUp) {
  return api.call((await table()).sendEmailOtp, { email, type });
}

/** The code that confirms a withdrawal on an account without 2FA or a passkey (decision 367). */
export async function sendWithdrawalCode() {
  return api.call((await table()).sendWithdrawalCode, {});
}

/** The code that confirms a change to the factors of an account without 2FA or a passkey (decision 492). */
export async function sendSecurityCode() {
  return api.call((await table()).sendSecurityCode, {});
}

export async function createUser(payload: PayloadOf<typeof calls.createUser>, idempotencyKey?: string) {
  return api.call((await table()).createUser, payload, { idempotencyKey });
}

export async function login(payload: PayloadOf<typeof calls.login>) {
  return api.call((await table()).login, payload);
}

export async function resetPassword(payload: PayloadOf<typeof calls.resetPassword>) {
  return api.call((await table()).resetPassword, payload);
}

/**
 * Signs out: the server revokes the session, then this browser forgets it (auth store, session
 * keys, offline snapshots), even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  try {
    if (auth.token) await api.call((await table()).logout, {});
  } catch {
    // Already ended on the server, or offline: the local sign-out below still happens.
  } finally {
    await endSession({ expired: false });
    // Leaving on purpose is not an expiry, whatever the call above ran into.
    sessionUi.expired = false;
  }
}
