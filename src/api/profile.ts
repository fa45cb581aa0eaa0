/** The profile and security calls, typed. */
import type { UserView } from '../../contract/accounts.js';
import {
  type ChangePasswordPayload,
  type Enable2faPayload,
  type Generate2faData,
  type PasswordAndCodePayload,
  PROFILE_PATHS,
  type RecoveryCodesData,
  type SecuritySettingsData,
  type UpdateProfileData,
  type UpdateProfilePayload,
  type Verify2faData,
} from '../../contract/profile.js';
import { api } from './client.js';

export async function updateProfile(p: UpdateProfilePayload): Promise<UserView | undefined> {
  const r = await api.call<UpdateProfileData>(PROFILE_PATHS.updateProfile, p);
  return r.data?.user;
}

export function changePassword(p: ChangePasswordPayload) {
  return api.call<undefined>(PROFILE_PATHS.changePassword, p);
}

export function deleteAccount(password: string) {
  return api.call<undefined>(PROFILE_PATHS.deleteAccount, { password });
}

export async function generate2faSecret(): Promise<Generate2faData> {
  const r = await api.call<Generate2faData>(PROFILE_PATHS.generate2fa, {});
  if (!r.data?.base32 || !r.data.qrCodeUrl) throw new Error('no secret in answer');
  return r.data;
}

/** Turns 2FA on; answers the ten recovery codes, to be shown once. */
export async function enable2fa(p: Enable2faPayload): Promise<string[]> {
  const r = await api.call<RecoveryCodesData>(PROFILE_PATHS.enable2fa, p);
  return r.data?.recoveryCodes ?? [];
}

export function disable2fa(p: PasswordAndCodePayload) {
  return api.call<undefined>(PROFILE_PATHS.disable2fa, p);
}

export async function regenerateRecoveryCodes(p: PasswordAndCodePayload): Promise<string[]> {
  const r = await api.call<RecoveryCodesData>(PROFILE_PATHS.regenerateRecoveryCodes, p);
  return r.data?.recoveryCodes ?? [];
}

export async function verify2fa(otp: string): Promise<boolean> {
  const r = await api.call<Verify2faData>(PROFILE_PATHS.verify2fa, { otp });
  return r.data?.valid === true;
}

export async function getSecuritySettings(): Promise<SecuritySettingsData> {
  const r = await api.call<SecuritySettingsData>(PROFILE_PATHS.getSecuritySettings, {});
  return r.data ?? { is2FA: false, antiPhishingCode: null };
}

export async function setAntiPhishingCode(
  code: string,
  password: string,
): Promise<{ message?: string; data?: SecuritySettingsData }> {
  return api.call<SecuritySettingsData>(PROFILE_PATHS.setAntiPhishingCode, { code, password });
}
