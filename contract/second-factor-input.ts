/**
 * The 2FA box of sign-in and password reset, on its own so the sign-in page loads none of the
 * profile's texts (contract/profile.ts).
 */

/** A sign-in or reset 2FA box: six digits, or a recovery code (letters, digits and a hyphen). */
export function cleanSecondFactorInput(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '').slice(0, 11);
}
