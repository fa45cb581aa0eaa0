/**
 * The browser side of a passkey ceremony. @simplewebauthn/browser is imported here, and this file
 * is only ever imported dynamically, when a passkey action starts: no route pays for it up front.
 */
import type {
  PublicKeyCredentialCreationOptionsJSON as CreationOptions,
  PublicKeyCredentialRequestOptionsJSON as RequestOptions,
} from '@simplewebauthn/browser';
import type { PasskeyOptionsData } from '../../contract/passkeys.js';
import { PASSKEY_UI, PasskeyProblem, passkeyProblem } from './messages.js';

async function library() {
  const lib = await import('@simplewebauthn/browser');
  if (!lib.browserSupportsWebAuthn()) throw new PasskeyProblem(PASSKEY_UI.unavailable);
  return lib;
}

/** Asks the authenticator to create a passkey; answers its attestation for the server. */
export async function createCredential({ options }: PasskeyOptionsData): Promise<unknown> {
  const { startRegistration } = await library();
  try {
    return await startRegistration({ optionsJSON: options as unknown as CreationOptions });
  } catch (err) {
    throw passkeyProblem(err);
  }
}

/** Asks the authenticator to sign the server's challenge; answers the assertion for the server. */
export async function getAssertion({ options }: PasskeyOptionsData): Promise<unknown> {
  const { startAuthentication } = await library();
  try {
    return await startAuthentication({ optionsJSON: options as unknown as RequestOptions });
  } catch (err) {
    throw passkeyProblem(err);
  }
}
