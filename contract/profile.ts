/**
 * Payloads, answers, rules and messages of the profile and security calls: profile update,
 * password change, account closure, TOTP two-factor set-up and the anti-phishing code. The forms
 * and the server use the same rules, so both refuse the same input with the same words.
 */
import type { UserView } from './accounts.js';
import { hasNameChars, nameCharsMessage } from './validation/names.js';

export const PROFILE_MESSAGES = {
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile',
  /** An address field sent as something other than text. */
  mustBeText: 'Must be text',
  passwordChanged: 'The password has been successfully changed',
  passwordChangeFailed: 'Failed to change password',
  passwordChangeFailedRetry: 'Failed to change password. Please try again.',
  wrongPassword: 'Current password is incorrect',
  samePassword: 'New password must be different from the current password',
  accountDeleted: 'Account has been successfully deleted',
  deleteFailed: 'Failed to delete account. Please try again.',
  balanceNotEmpty: 'Your account still holds funds. Please withdraw your entire balance before deleting your account.',
  twoFaEnabled: 'Two-Factor Authentication has been successfully enabled',
  twoFaGenerateFailed: 'Failed to generate 2FA secret',
  twoFaGenerateFailedRetry: 'Failed to generate 2FA secret. Please try again.',
  twoFaAlreadyOn: 'Two-Factor Authentication is already enabled',
  invalidVerificationCode: 'Invalid verification code',
  verifyFailed: 'Failed to verify code. Please try again.',
  enterVerificationCode: 'Please enter verification code',
  generateSecretFirst: 'Please generate a secret code first',
  antiPhishingSaved: 'Anti-phishing code saved',
  antiPhishingRemoved: 'Anti-phishing code removed',
  antiPhishingNeeds2fa: 'Enable Two-Factor Authentication to set an anti-phishing code',
  antiPhishingFailed: 'Failed to save anti-phishing code. Please try again.',
  passwordRequired: 'Enter your current password',
  twoFaDisabled: 'Two-Factor Authentication has been turned off',
  twoFaNotOn: 'Two-Factor Authentication is not enabled',
  recoveryCodesRenewed: 'New recovery codes created. Your old codes no longer work.',
  enterCodeOrRecovery: 'Enter a code from your authenticator app or a recovery code',
} as const;

// ---------------------------------------------------------------- profile fields

/** The editable address fields of the Account section. */
export type ProfileField = 'address' | 'city' | 'state' | 'postal';

export interface UpdateProfilePayload {
  address: string;
  city: string;
  state: string;
  postal: string;
}

export interface UpdateProfileData {
  user: UserView;
}

const PROFILE_FIELD_LABELS: Record<ProfileField, string> = {
  address: 'Address',
  city: 'City',
  state: 'State/Province',
  postal: 'Postcode',
};

export const PROFILE_FIELD_MAX: Record<ProfileField, number> = { address: 120, city: 60, state: 60, postal: 12 };

/**
 * Letters of any script with their accents, digits, spaces and the punctuation addresses use.
 * Angle brackets, quotes other than the apostrophe, and control characters are refused.
 */
const ADDRESS_CHARS = /^[\p{L}\p{M}\d .,'’\-/#()&]*$/u;
const POSTAL_CHARS = /^[A-Za-z\d -]*$/;

export function validateProfileField(field: ProfileField, value: string): string | undefined {
  const v = value.trim();
  const label = PROFILE_FIELD_LABELS[field];
  const max = PROFILE_FIELD_MAX[field];
  if (v.length > max) return `${label} must be at most ${max} characters`;
  // City and state are names of places: the one rule for names.
  if (field === 'city' || field === 'state') return hasNameChars(v) ? undefined : nameCharsMessage(label);
  const chars = field === 'address' ? ADDRESS_CHARS : POSTAL_CHARS;
  if (!chars.test(v)) {
    if (field === 'postal') return 'Postcode may contain only letters, digits, spaces and hyphens';
    return 'Address contains characters that are not allowed';
  }
  return undefined;
}

export function validateProfile(p: UpdateProfilePayload): Partial<Record<ProfileField, string>> {
  const out: Partial<Record<ProfileField, string>> = {};
  for (const f of ['address', 'city', 'state', 'postal'] as const) {
    const m = validateProfileField(f, p[f]);
    if (m) out[f] = m;
  }
  return out;
}

/** 'Save Changes' is enabled only when a field differs from the last saved value. */
export function profileChanged(saved: UpdateProfilePayload, current: UpdateProfilePayload): boolean {
  return (['address', 'city', 'state', 'postal'] as const).some((f) => saved[f] !== current[f]);
}

// ---------------------------------------------------------------- password and closure

/** Seconds the PWA waits after a closure before signing out (specification section 9). */
export const ACCOUNT_DELETE_LOGOUT_MS = 2000;

// ---------------------------------------------------------------- two-factor

export interface Generate2faData {
  base32: string;
  /** The otpauth:// URI; the QR code is drawn from it in the browser. */
  qrCodeUrl: string;
}

/** Answer of enable-2fa and regenerate-recovery-codes: shown once, never again. */
export interface RecoveryCodesData {
  recoveryCodes: string[];
}

export const RECOVERY_CODE_COUNT = 10;
const RECOVERY_CHARS = /^[A-Z2-7]{10}$/;

/**
 * A recovery code as typed (any case, spaces or a hyphen) in its stored form, ten base32
 * characters; null when it cannot be one.
 */
export function normalizeRecoveryCode(value: string): string | null {
  const v = value.replace(/[\s-]/g, '').toUpperCase();
  return RECOVERY_CHARS.test(v) ? v : null;
}

export interface Verify2faData {
  valid: boolean;
}

const TOTP_DIGITS = 6;
export const QR_SIZE = 200;

/** The code box of the 2FA set-up: digits only, at most 6. */
export function cleanTotpInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, TOTP_DIGITS);
}

// ---------------------------------------------------------------- anti-phishing and settings

const ANTI_PHISHING_MIN = 4;
export const ANTI_PHISHING_MAX = 20;

export interface SecuritySettingsData {
  is2FA: boolean;
  antiPhishingCode: string | null;
  /** Unused recovery codes (0 when 2FA is off). */
  recoveryCodesLeft?: number;
  /** Withdrawals are held until then (ISO 8601), after a reset that turned 2FA off. */
  withdrawalsHeldUntil?: string | null;
}

const ANTI_PHISHING_CHARS = /^[\p{L}\p{N} _-]+$/u;

export function validateAntiPhishingCode(value: string): string | undefined {
  const v = value.trim();
  if (v === '') return undefined;
  if (v.length < ANTI_PHISHING_MIN || v.length > ANTI_PHISHING_MAX)
    return `Anti-phishing code must be between ${ANTI_PHISHING_MIN} and ${ANTI_PHISHING_MAX} characters`;
  if (!ANTI_PHISHING_CHARS.test(v)) return 'Anti-phishing code may contain only letters, digits, spaces, - and _';
  return undefined;
}
