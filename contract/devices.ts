/** Signed-in sessions and security alerts (decisions 136 and 137): answers and wording. */

/** One signed-in session as the session list shows it. */
export interface SessionView {
  id: string;
  /** 'Chrome on Windows', from the user agent. */
  device: string;
  browser: string;
  os: string;
  type: 'desktop' | 'mobile' | 'tablet';
  /** ISO 3166 code, '' when the address is not known. */
  country: string;
  countryName: string;
  /** ISO 8601. */
  signedInAt: string;
  lastActiveAt: string;
  /** The session making this call. */
  current: boolean;
}

export interface SessionsData {
  sessions: SessionView[];
}

export interface RevokeOtherSessionsData {
  /** How many sessions were signed out. */
  revoked: number;
}

/** The answer of "This wasn't me". */
export interface SecureAccountData {
  /** The account's address: a reset code was sent to it. */
  email: string;
  /** Withdrawals are refused until then (ISO 8601). */
  withdrawalsHeldUntil: string;
}

/** A session id is a UUID; anything longer is refused before any lookup. */
export const SESSION_ID_MAX = 64;
/** A "This wasn't me" link's token: 43 base64url characters. */
export const ALERT_TOKEN_MAX = 100;

export const SESSION_MESSAGES = {
  notFound: 'This session is not signed in on your account.',
  signedOut: 'Signed out on that device.',
  othersSignedOut: 'Signed out everywhere else.',
  linkInvalid:
    'This link is not valid. Open the link in the newest security email we sent you, or reset your password.',
  linkUsed: 'This link was already used: your account was secured then. Reset your password to sign in again.',
  linkExpired: 'This link has expired. If you still think someone else used your account, reset your password now.',
  secured:
    'We signed you out everywhere, paused withdrawals for 24 hours and emailed you a code to reset your password.',
} as const;
