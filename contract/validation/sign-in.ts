/**
 * The sign-in form's rule (specification section 5) and its 2FA box, on their own so the sign-in
 * page, the first screen most visitors load, carries none of the sign-up and password rules
 * (accounts.ts) nor the profile's texts.
 */

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

export function validateLogin(v: { email: string; password: string }): Partial<Record<'email' | 'password', string>> {
  const out: Partial<Record<'email' | 'password', string>> = {};
  if (!v.email.trim()) out.email = SIGN_IN_MESSAGES.emailRequired;
  if (!v.password) out.password = SIGN_IN_MESSAGES.passwordRequired;
  return out;
}

/** A sign-in or reset 2FA box: six digits, or a recovery code (letters, digits and a hyphen). */
export function cleanSecondFactorInput(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '').slice(0, 11);
}
