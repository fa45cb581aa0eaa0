/** The profile and security calls, typed by the call table. */
import type { UserView } from '../../../../contract/accounts.js';
import type { PayloadOf } from '../../../../contract/calls/define.js';
import * as calls from '../../../../contract/calls/profile.js';
import type { Generate2faData, SecuritySettingsData } from '../../../../contract/profile.js';
import { api } from '../../../api/client.js';

export async function updateProfile(p: PayloadOf<typeof calls.updateProfile>): Promise<UserView | undefined> {
  const r = await api.call(calls.updateProfile, p);
  return r.data?.user;
}

export function changePassword(p: PayloadOf<typeof calls.changePassword>) {
  return api.call(calls.changePassword, p);
}

export function deleteAccount(password: string) {
  return api.call(calls.deleteAccount, { password });
}

export async function generate2faSecret(): Promise<Generate2faData> {
  const r = await api.call(calls.generate2faSecret, {});
  return r.data;
}

/** Turns 2FA on; answers the ten recovery codes, to be shown once. */
export async function enable2fa(p: PayloadOf<typeof calls.enable2fa>): Promise<string[]> {
  const r = await api.call(calls.enable2fa, p);
  return r.data.recoveryCodes;
}

export function disable2fa(p: PayloadOf<typeof calls.disable2fa>) {
  return api.call(calls.disable2fa, p);
}

export async function regenerateRecoveryCodes(p: PayloadOf<typeof calls.regenerateRecoveryCodes>): Promise<string[]> {
  const r = await api.call(calls.regenerateRecoveryCodes, p);
  return r.data.recoveryCodes;
}

export async function getSecuritySettings(): Promise<SecuritySettingsData> {
  const r = await api.call(calls.getSecuritySettings, {});
  return r.data;
}

export async function setAntiPhishingCode(
  code: string,
  password: string,
): Promise<{ message?: string; data?: SecuritySettingsData }> {
  return api.call(calls.setAntiPhishingCode, { code, password });
}
