/**
 * Payloads and answers of the account calls (sign-up, sign-in, sessions, password reset) and of
 * the public locale GETs, with the messages the specification fixes. Both sides import these.
 */

import type { MarketCurrency } from './assets.js';
import type { Language } from './languages.js';
import type { Role } from './staff.js';

/** Emailed code purposes: the `type` of /users/send-email-otp. */
/** What an emailed code is for; a code of one purpose never confirms another. */
export const OTP_TYPE = { signUp: 1, passwordReset: 2, withdrawal: 3, securityChange: 4 } as const;
export type OtpType = (typeof OTP_TYPE)[keyof typeof OTP_TYPE];

export const OTP_CODE_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const MIN_SIGN_UP_AGE_YEARS = 18;

/** Currencies whose geolocated customers may register (specification section 5). */
export const REGISTRATION_CURRENCIES: readonly MarketCurrency[] = ['AUD', 'EUR'];

export const ACCOUNT_MESSAGES = {
  otpSent: 'We emailed you a code',
  otpSendFailed: 'Failed to send OTP',
  accountCreated: 'Account created successfully!',
  verificationSuccessful: 'Verification successful!',
  accountCreateFailed: 'Failed to create account',
  loggedIn: 'Logged in successfully',
  loggedOut: 'Logged out successfully',
  loginFailed: 'Login failed. Please check your credentials.',
  unauthorizedAccess: 'Unauthorized access.',
  invalidCode: 'Invalid code',
  codeExpired: 'This code has expired. Please request a new one.',
  codeVoided: 'Too many incorrect attempts. Please request a new code.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  /** RESET_REMOVES_PASSKEYS: the emailed code alone, on an account a passkey protects (decision 490). */
  resetRemovesPasskeys:
    'Your account is protected by a passkey: sign in with it instead, or confirm that resetting by email removes your passkeys and pauses withdrawals for 24 hours.',
  regionNotSupported:
    'Registration unavailable. Unfortunately, we do not currently support user registration from your country. Stay tuned — we are constantly expanding the availability of our services.',
  resetSendFailed: 'Failed to send the OTP. Please try again.',
  codeResent: 'Verification code resent successfully.',
  codeResendFailed: 'Failed to resend code.',
  passwordChanged: 'The password has been successfully changed',
} as const;

/** The user of the login answer (specification section 3). */
export interface UserView {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  dob: string | null;
  address: string;
  city: string;
  state: string;
  postal: string;
  currency_code: MarketCurrency;
  /** The currency values are shown in: the customer's choice, else currency_code (decision 118). */
  display_currency?: MarketCurrency;
  country_code: string;
  /** The language chosen for the app and emails; absent until chosen (decision 230). */
  language?: Language;
  role: Role;
  is2FA: boolean;
  phone: string | null;
  time_zone?: string;
  /** True while the account is frozen: it reads but moves no money (decision 292). */
  frozen?: boolean;
}

export interface LoginData {
  user: UserView;
  token: string;
  refreshToken: string;
}

export interface RefreshData {
  token: string;
  refreshToken: string;
  /** Whether the account is frozen now, so an open app learns a freeze or unfreeze (decision 292). */
  frozen?: boolean;
}

/** GET /api/geo: the geolocation result of the specification, for the caller's address. */
export interface GeoResult {
  ip: string;
  country: string;
  countryName: string;
  continentCode: string;
  /** The country's own currency (GBP, CHF...); the market currency is derived from it. */
  currency: string;
  timezone: string;
  countryCode: string;
  isEu: boolean;
}

/** Where a rates answer came from: the live provider, the last stored copy, or built-in values. */
export type RatesSource = 'live' | 'stored' | 'reference';

/** GET /api/rates?base=USD. Rates are decimal strings: units of each currency per 1 `base`. */
export interface RatesAnswer {
  base: string;
  rates: Record<string, string>;
  fetchedAt: string;
  source: RatesSource;
}
