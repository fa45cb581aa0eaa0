/** The passkey calls (decision 138): add, list, rename, remove, and sign in with a passkey. */
import type { LoginData } from '../accounts.js';
import type { PasskeyOptionsData, PasskeyView } from '../passkeys.js';
import { passkeyListAnswer, passkeyOptionsAnswer } from './answer-schemas.js';
import { defineSpec } from './define.js';
import { noFields, payload, plainText, text, trimmed } from './fields.js';
import { passkeyAssertion, passkeyRegistration } from './passkey-fields.js';

/**
 * Step one of adding a passkey: the password and what confirms the account's withdrawals (a 2FA
 * code, a passkey it has, or the emailed code: decision 492) buy a challenge.
 */
export const passkeyRegisterOptions = defineSpec<PasskeyOptionsData>()({
  path: '/users/passkey-register-options',
  answerSchema: passkeyOptionsAnswer,
  access: 'user',
  payload: payload({ password: text(), otp: trimmed(), passkey: passkeyAssertion(), emailCode: trimmed() }),
});

/** Step two: the authenticator's answer to that challenge, and a name for the passkey. */
export const passkeyRegister = defineSpec<PasskeyView>()({
  path: '/users/passkey-register',
  access: 'user',
  payload: payload({ response: passkeyRegistration(), name: plainText() }),
});

export const listPasskeys = defineSpec<PasskeyView[]>()({
  path: '/users/passkeys',
  answerSchema: passkeyListAnswer,
  access: 'user',
  payload: noFields,
});

export const renamePasskey = defineSpec<PasskeyView>()({
  path: '/users/passkey-rename',
  access: 'user',
  payload: payload({ id: trimmed(), name: plainText() }),
});

export const removePasskey = defineSpec<undefined>()({
  path: '/users/passkey-remove',
  access: 'user',
  payload: payload({ id: trimmed(), password: text(), otp: trimmed(), passkey: passkeyAssertion() }),
});

/** A sign-in challenge for any of the site's passkeys (discoverable credentials). */
export const passkeySignInOptions = defineSpec<PasskeyOptionsData>()({
  path: '/users/passkey-sign-in-options',
  answerSchema: passkeyOptionsAnswer,
  access: 'public',
  payload: noFields,
});

/** A challenge to confirm an action with one of the customer's own passkeys instead of a code. */
export const passkeyConfirmOptions = defineSpec<PasskeyOptionsData>()({
  path: '/users/passkey-confirm-options',
  answerSchema: passkeyOptionsAnswer,
  access: 'user',
  payload: noFields,
});

export const passkeyLogin = defineSpec<LoginData>()({
  path: '/users/passkey-login',
  access: 'public',
  payload: payload({ response: passkeyAssertion() }),
});
