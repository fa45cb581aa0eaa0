/** The passkey calls (decision 138), typed by the call table. */

import type { LoginData } from '../../contract/accounts.js';
import type { PayloadOf } from '../../contract/calls/define.js';
import * as calls from '../../contract/calls/passkeys.js';
import type { PasskeyOptionsData, PasskeyView } from '../../contract/passkeys.js';
import { api } from './client.js';

function options(r: { data?: PasskeyOptionsData }): PasskeyOptionsData {
  if (!r.data?.options) throw new Error('no passkey options in answer');
  return r.data;
}

export async function listPasskeys(): Promise<PasskeyView[]> {
  return (await api.call(calls.listPasskeys, {})).data ?? [];
}

export async function passkeyRegisterOptions(p: PayloadOf<typeof calls.passkeyRegisterOptions>) {
  return options(await api.call(calls.passkeyRegisterOptions, p));
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
  return options(await api.call(calls.passkeySignInOptions, {}));
}

export async function passkeyConfirmOptions() {
  return options(await api.call(calls.passkeyConfirmOptions, {}));
}

export async function passkeyLogin(response: unknown): Promise<LoginData> {
  const r = await api.call(calls.passkeyLogin, { response });
  if (!r.data) throw new Error('no session in answer');
  return r.data;
}
