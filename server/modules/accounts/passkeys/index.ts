/** Passkeys (decision 138). */
import type { CallDef } from '../../../http/call.js';
import { listPasskeys, removePasskey, renamePasskey } from './manage.js';
import { passkeyRegister, passkeyRegisterOptions } from './registration.js';
import { passkeyConfirmOptions, passkeyLogin, passkeySignInOptions } from './sign-in.js';

export const passkeyCalls: CallDef[] = [
  passkeyRegisterOptions,
  passkeyRegister,
  listPasskeys,
  renamePasskey,
  removePasskey,
  passkeySignInOptions,
  passkeyConfirmOptions,
  passkeyLogin,
];

export { verifyPasskeyAssertion } from './assertion.js';
