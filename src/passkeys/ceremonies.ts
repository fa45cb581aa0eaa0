/**
 * Passkey actions of a signed-in customer: adding one (password and, with 2FA, a code or another
 * passkey buy the challenge) and answering a confirm challenge in place of a 2FA code.
 */
import type { PasskeyView } from '../../contract/passkeys.js';
import { passkeyConfirmOptions, passkeyRegister, passkeyRegisterOptions } from '../api/passkeys.js';
import { createCredential, getAssertion } from './webauthn.js';

/** The assertion a withdrawal or a 2FA change takes as `passkey` instead of `otp`. */
export async function confirmWithPasskey(): Promise<unknown> {
  return getAssertion(await passkeyConfirmOptions());
}

export async function addPasskey(p: {
  name: string;
  password: string;
  otp: string;
  passkey?: unknown;
  emailCode?: string;
}): Promise<{ message?: string; data?: PasskeyView }> {
  const options = await passkeyRegisterOptions({
    password: p.password,
    otp: p.otp,
    passkey: p.passkey,
    emailCode: p.emailCode,
  });
  return passkeyRegister(await createCredential(options), p.name);
}
