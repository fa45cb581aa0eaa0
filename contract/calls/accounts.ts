/** The account calls: sign-up codes, account creation, sign-in, token refresh, reset, logout. */
import { check, custom, optional, pipe, transform } from 'valibot';
import { type LoginData, OTP_TYPE, type OtpType } from '../accounts.js';
import { validateEmail } from '../validation/accounts.js';
import { defineSpec } from './define.js';
import { flag, ignored, noFields, payload, text, trimmed } from './fields.js';

const OTP_TYPE_MESSAGE = 'Code type must be 1 (sign-up) or 2 (password reset)';
const isOtpTypeCode = (v: unknown): v is OtpType | `${OtpType}` =>
  Number(v) === OTP_TYPE.signUp || Number(v) === OTP_TYPE.passwordReset;

export const sendEmailOtp = defineSpec<undefined>()({
  path: '/users/send-email-otp',
  access: 'public',
  payload: payload({
    email: pipe(
      trimmed(),
      check(
        (v) => validateEmail(v) === undefined,
        (issue) => validateEmail(issue.input as string) ?? '',
      ),
    ),
    /** Sign-up when absent or empty; the digits as text are accepted. */
    type: optional(
      pipe(
        custom<OtpType | `${OtpType}` | '' | null>((v) => v === null || v === '' || isOtpTypeCode(v), OTP_TYPE_MESSAGE),
        transform((v): OtpType => (v === null || v === '' ? OTP_TYPE.signUp : (Number(v) as OtpType))),
      ),
      OTP_TYPE.signUp,
    ),
  }),
});

/**
 * Emails the signed-in customer a code that confirms a withdrawal, with the password, on an
 * account without 2FA or a passkey (decision 367); refused on one that has either.
 */
export const sendWithdrawalCode = defineSpec<undefined>()({
  path: '/users/send-withdrawal-code',
  access: 'user',
  payload: noFields,
});

/**
 * Emails the signed-in customer a code that confirms, with the password, a change to the factors
 * of an account that has neither 2FA nor a passkey (decision 492); refused on one that has either.
 */
export const sendSecurityCode = defineSpec<undefined>()({
  path: '/users/send-security-code',
  access: 'user',
  payload: noFields,
});

/** The registration payload of the specification (section 3). */
export const createUser = defineSpec<undefined>()({
  path: '/users/create-user',
  access: 'public',
  idempotent: true,
  payload: payload({
    email: trimmed(),
    password: text(),
    otp: trimmed(),
    first_name: trimmed(),
    last_name: trimmed(),
    dob: trimmed(),
    /** The customer ticked that they accept the Terms and the Privacy Policy... */
    accept_terms: flag(),
    /** ...in this version of their region's Terms (contract/legal.ts). */
    terms_version: trimmed(),
    // What the browser believes; the server decides from the caller's address.
    country_code: ignored<string>(),
    currency_code: ignored<string>(),
    is_eu: ignored<boolean>(),
    ip: ignored<string>(),
    device_info: ignored<unknown>(),
  }),
});

export const login = defineSpec<LoginData>()({
  path: '/users/login',
  access: 'public',
  payload: payload({ email: trimmed(), password: text(), otp: trimmed() }),
});

export const logout = defineSpec<undefined>()({ path: '/users/logout', access: 'any', payload: noFields });

export const resetPassword = defineSpec<undefined>()({
  path: '/users/verify-otp-and-update-password',
  access: 'public',
  payload: payload({
    email: trimmed(),
    otp: trimmed(),
    password: text(),
    /** 2FA on (decision 091): a code from the authenticator or a recovery code... */
    totp: trimmed(),
    /**
     * ...or neither: 2FA is turned off and withdrawals are held for 24 hours. With passkeys and no
     * 2FA, the consent that the passkeys are removed, withdrawals held alike (decision 490).
     */
    without2fa: flag(),
  }),
});
