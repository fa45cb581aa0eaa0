/** The account calls, typed: sign-up codes, account creation, sign-in, password reset, logout. */
import { OTP_TYPE, type OtpType } from '../../contract/accounts.js';
import * as calls from '../../contract/calls/accounts.js';
import type { PayloadOf } from '../../contract/calls/define.js';
import { auth } from '../state/auth.js';
import { endSession, sessionUi } from '../state/session.js';
import { lazyApi as api } from './lazy-client.js';

export function sendEmailOtp(email: string, type: OtpType = OTP_TYPE.signUp) {
  return api.call(calls.sendEmailOtp, { email, type });
}

export function createUser(payload: PayloadOf<typeof calls.createUser>, idempotencyKey?: string) {
  return api.call(calls.createUser, payload, { idempotencyKey });
}

export function login(payload: PayloadOf<typeof calls.login>) {
  return api.call(calls.login, payload);
}

export function resetPassword(payload: PayloadOf<typeof calls.resetPassword>) {
  return api.call(calls.resetPassword, payload);
}

/**
 * Signs out: the server revokes the session, then this browser forgets it (auth store, session
 * keys, offline snapshots), even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  try {
    if (auth.token) await api.call(calls.logout, {});
  } catch {
    // Already ended on the server, or offline: the local sign-out below still happens.
  } finally {
    await endSession({ expired: false });
    // Leaving on purpose is not an expiry, whatever the call above ran into.
    sessionUi.expired = false;
  }
}
