/**
 * The sign-in form's rule (specification section 5) and its 2FA box, on their own so the sign-in
 * page, the first screen most visitors load, carries none of the sign-up and password rules
 * (accounts.ts) nor the profile's texts.
 */

export const SIGN_IN_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

type LoginRuleKey = keyof typeof SIGN_IN_MESSAGES;
type LoginValues = { email: string; password: string };

/** The sign-in rules that refuse, by field: the keys of their messages (the app words them itself). */
export function loginRules(v: LoginValues): Partial<Record<'email' | 'password', LoginRuleKey>> {
  const out: Partial<Record<'email' | 'password', LoginRuleKey>> = {};
  if (!v.email.trim()) out.email = 'emailRequired';
  if (!v.password) out.password = 'passwordRequired';
  return out;
}

/** loginRules' English messages (the server's). */
export function validateLogin(v: LoginValues): Partial<Record<'email' | 'password', string>> {
  const keys = loginRules(v);
  return {
    ...(keys.email ? { email: SIGN_IN_MESSAGES[keys.email] } : {}),
    ...(keys.password ? { password: SIGN_IN_MESSAGES[keys.password] } : {}),
  };
}

/** A sign-in or reset 2FA box: six digits, or a recovery code (letters, digits and a hyphen). */
export function cleanSecondFactorInput(value: string): string {
  return value.replace(/[^A-Za-z0-9-]/g, '').slice(0, 11);
}
