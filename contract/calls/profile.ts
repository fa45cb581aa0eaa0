/** The profile and account-protection calls (decisions 062, 091, 118). */

import { check, nullish, pipe, string, transform } from 'valibot';
import type { UserView } from '../accounts.js';
import { DISPLAY_CURRENCY_MESSAGES, isDisplayCurrency } from '../display-currency.js';
import { isLanguage, LANGUAGE_MESSAGES } from '../languages.js';
import {
  type Generate2faData,
  PROFILE_MESSAGES,
  type ProfileField,
  type RecoveryCodesData,
  type SecuritySettingsData,
  type UpdateProfileData,
  type Verify2faData,
  validateProfileField,
} from '../profile.js';
import { generate2faAnswer, recoveryCodesAnswer, securitySettingsAnswer } from './answer-schemas.js';
import { defineSpec } from './define.js';
import { noFields, payload, required, text, trimmed } from './fields.js';
import { passkeyAssertion } from './passkey-fields.js';

/** An address field: left as it is when absent or null (passed on as such), else text with its blanks collapsed. */
const profileText = (field: ProfileField) =>
  nullish(
    pipe(
      string(PROFILE_MESSAGES.mustBeText),
      transform((v) => v.trim().replace(/\s+/g, ' ')),
      check(
        (v) => validateProfileField(field, v) === undefined,
        (issue) => validateProfileField(field, issue.input as string) ?? '',
      ),
    ),
  );

export const updateProfile = defineSpec<UpdateProfileData>()({
  path: '/users/update-profile',
  access: 'any',
  payload: payload({
    address: profileText('address'),
    city: profileText('city'),
    state: profileText('state'),
    postal: profileText('postal'),
  }),
});

export const changePassword = defineSpec<undefined>()({
  path: '/users/change-password',
  access: 'any',
  payload: payload({ oldPassword: text(), newPassword: text() }),
});

/**
 * Closing the account takes the current password (decision 091). `fundsHeld`: a balance stays
 * held for return (the message explains it), so the screen leaves only when it has been read.
 */
export const deleteAccount = defineSpec<{ fundsHeld: boolean }>()({
  path: '/users/delete-account',
  access: 'user',
  payload: payload({ password: text() }),
});

export const generate2faSecret = defineSpec<Generate2faData>()({
  path: '/users/generate-2fa-secret',
  answerSchema: generate2faAnswer,
  access: 'any',
  payload: noFields,
});

export const enable2fa = defineSpec<RecoveryCodesData>()({
  path: '/users/enable-2fa',
  answerSchema: recoveryCodesAnswer,
  access: 'any',
  /**
   * security_key: the base32 secret shown at set-up; it must equal the pending one. otp: the new
   * authenticator's code. A passkey the account has, or the emailed code on an account with
   * neither, confirms the change as a withdrawal would be (decision 492).
   */
  payload: payload({
    security_key: text(),
    otp: trimmed(),
    password: text(),
    passkey: passkeyAssertion(),
    emailCode: trimmed(),
  }),
});

export const verify2fa = defineSpec<Verify2faData>()({
  path: '/users/verify-2fa',
  access: 'any',
  payload: payload({ otp: trimmed() }),
});

/** otp: a code from the authenticator, or (disable-2fa) a recovery code. */
const passwordAndCode = payload({ password: text(), otp: trimmed(), passkey: passkeyAssertion() });

export const disable2fa = defineSpec<undefined>()({
  path: '/users/disable-2fa',
  access: 'any',
  payload: passwordAndCode,
});

export const regenerateRecoveryCodes = defineSpec<RecoveryCodesData>()({
  path: '/users/regenerate-recovery-codes',
  answerSchema: recoveryCodesAnswer,
  access: 'any',
  payload: passwordAndCode,
});

/** An empty code removes it. */
export const setAntiPhishingCode = defineSpec<SecuritySettingsData>()({
  path: '/users/set-anti-phishing-code',
  access: 'any',
  payload: payload({ code: trimmed(), password: text() }),
});

export const getSecuritySettings = defineSpec<SecuritySettingsData>()({
  path: '/users/get-security-settings',
  answerSchema: securitySettingsAnswer,
  readOnly: true,
  access: 'any',
  payload: noFields,
});

export const setLanguage = defineSpec<{ user: UserView }>()({
  path: '/users/set-language',
  access: 'user',
  payload: payload({ language: required(isLanguage, LANGUAGE_MESSAGES.invalid) }),
});

export const setDisplayCurrency = defineSpec<{ user: UserView }>()({
  path: '/users/set-display-currency',
  access: 'user',
  payload: payload({ currency: required(isDisplayCurrency, DISPLAY_CURRENCY_MESSAGES.invalid) }),
});
