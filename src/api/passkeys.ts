/** The passkey calls (decision 138), typed by the call table. */

import type { LoginData } from '../../contract/accounts.js';
import type { PayloadOf } from '../../contract/calls/define.js';
import * as calls from '../../contract/calls/passkeys.js';
import type { PasskeyView } from '../../contract/passkeys.js';
import { api } from './client.js';

export async function listPasskeys(): Promise<PasskeyView[]> {
  return (await api.call(calls.listPasskeys, {})).data;
}

export async function passkeyRegisterOptions(p: PayloadOf<typeof calls.passkeyRegisterOptions>) {
  return (await api.call(calls.passkeyRegisterOptions, p)).data;
}

export function passkeyRegister(response: unknown, name: string) {
  return api.call(calls.passkeyRegister, { response, name });
}

export function renamePasskey(id: string, name: string) {
  return api.call(calls.renamePasskey, { id, name });
}

export function removePasskey(p: PayloadOf<typeof calls.removePasskey>) {
  return api.call(calls.removePasskey, p);
}

export async function passkeySignInOptions() {
  return (await api.call(calls.passkeySignInOptions, {})).data;
}

export async function passkeyConfirmOptions() {
  return (await api.call(calls.passkeyConfirmOptions, {})).data;
}

export async function passkeyLogin(response: unknown): Promise<LoginData> {
  const r = await api.call(calls.passkeyLogin, { response });
  if (!r.data) throw new Error('no session in answer');
  return r.data;
}
