/** The account calls, typed: sign-up codes, account creation, sign-in, password reset, logout. */
import {
  type LoginData,
  type LoginPayload,
  OTP_TYPE,
  type OtpType,
  type RegistrationPayload,
  type ResetPasswordPayload,
} from '../../contract/accounts.js';
import { auth } from '../state/auth.js';
import { endSession, sessionUi } from '../state/session.js';
import { lazyApi as api } from './lazy-client.js';

export function sendEmailOtp(email: string, type: OtpType = OTP_TYPE.signUp) {
  return api.call<undefined>('/users/send-email-otp', { email, type });
}

export function createUser(payload: RegistrationPayload, idempotencyKey?: string) {
  return api.call<undefined>('/users/create-user', payload, { idempotencyKey });
}

export function login(payload: LoginPayload) {
  return api.call<LoginData>('/users/login', payload);
}

export function resetPassword(payload: ResetPasswordPayload) {
  return api.call<undefined>('/users/verify-otp-and-update-password', payload);
}

/**
 * Signs out: the server revokes the session, then this browser forgets it (auth store, session
 * keys, offline snapshots), even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  try {
    if (auth.token) await api.call('/users/logout', {});
  } catch {
    // Already ended on the server, or offline: the local sign-out below still happens.
  } finally {
    await endSession({ expired: false });
    // Leaving on purpose is not an expiry, whatever the call above ran into.
    sessionUi.expired = false;
  }
}
