/**
 * Signing in with a passkey: a challenge for any of the site's passkeys, the authenticator's
 * answer, a session. Imported only when the customer presses "Sign in with a passkey"; every
 * failure comes out as a PasskeyProblem worded for the customer.
 */
import type { LoginData } from '../../contract/accounts.js';
import { messageOf } from '../api/errors.js';
import { passkeyLogin, passkeySignInOptions } from '../api/passkeys.js';
import { LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import { PASSKEY_UI, PasskeyProblem } from './messages.js';
import { getAssertion } from './webauthn.js';

export async function signInWithPasskey(): Promise<LoginData> {
  // The passkey texts are not part of the sign-in page's first load.
  await loadCatalogs([LATER_CATALOG]).catch(() => {});
  try {
    return await passkeyLogin(await getAssertion(await passkeySignInOptions()));
  } catch (err) {
    throw err instanceof PasskeyProblem ? err : new PasskeyProblem(messageOf(err, PASSKEY_UI.failed));
  }
}
