/**
 * The account form rules of the specification (section 5) with their exact messages, used by the
 * forms in the browser and by the server's checks, so both refuse the same input the same way.
 * Each field rule returns the message to show under the field, or undefined when the value is fine.
 */
import { MIN_SIGN_UP_AGE_YEARS } from '../accounts.js';
import { hasNameChars, nameCharsMessage } from './names.js';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './password-strength.js';
import { SIGN_IN_MESSAGES } from './sign-in.js';

export { validateLogin } from './sign-in.js';

const NAME_MIN = 2;
const NAME_MAX = 50;
const PASSWORD_MIN = 8;
/** Longer passwords add nothing and cost hashing time. */
const PASSWORD_MAX = 128;
const EMAIL_MAX = 254;
export const DOB_MIN_YEAR = 1900;
export const DOB_MAX_LENGTH = 10;

export const VALIDATION_MESSAGES = {
  firstNameRequired: 'First name is required',
  firstNameLength: 'First name must be between 2 and 50 characters',
  firstNameChars: nameCharsMessage('First name'),
  lastNameRequired: 'Last name is required',
  lastNameLength: 'Last name must be between 2 and 50 characters',
  lastNameChars: nameCharsMessage('Last name'),
  emailRequired: SIGN_IN_MESSAGES.emailRequired,
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: SIGN_IN_MESSAGES.passwordRequired,
  passwordPolicy:
    'Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character',
  passwordTooLong: 'Password must be at most 128 characters',
  confirmRequired: 'Please confirm your password',
  confirmMismatch: 'Passwords do not match',
  dobRequired: 'Date of birth is required',
  dobFormat: 'Please enter date in YYYY-MM-DD format',
  dobInvalid: 'Please enter a valid date in YYYY-MM-DD format',
  dobFuture: 'Date of birth cannot be in the future',
  dobUnderAge: 'You must be at least 18 years old to create an account',
  fixErrors: 'Please fix all validation errors before proceeding',
  codeRequired: 'Code is required',
  codeNumeric: 'Code must be numeric',
  resetPasswordPolicy:
    'Password must be at least 8 characters and include uppercase, lowercase, number, and special character',
  verifyCodeRequired: 'Please enter the verification code',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  newPasswordLength: 'Password must be at least 8 characters',
  passwordControl: CONTROL_CHARACTER_MESSAGE,
} as const;

/**
 * Which rule refused a value: the key of its message. The server says the English message; the
 * app shows its own words for the key in the customer's language (src/lib/rule-text.ts).
 */
export type RuleKey = keyof typeof VALIDATION_MESSAGES;

const M = Object.fromEntries(Object.keys(VALIDATION_MESSAGES).map((k) => [k, k])) as { [K in RuleKey]: K };
type Rule = (value: string) => RuleKey | undefined;
type Errors<K extends string, V = string> = Partial<Record<K, V>>;

/** A rule's English message (the server's and the source text). */
const say = (key: RuleKey | undefined) => (key === undefined ? undefined : VALIDATION_MESSAGES[key]);

/** The English messages of a form's refused fields. */
function sayAll<K extends string>(keys: Errors<K, RuleKey>): Errors<K> {
  const out: Errors<K> = {};
  for (const k of Object.keys(keys) as K[]) out[k] = say(keys[k]);
  return out;
}

/**
 * No space, and nothing of Unicode's "other" category (control and format characters, lone
 * surrogates, private use): they make an address that looks like another or that a mail server
 * reads differently.
 */
const EMAIL = /^[^\s@\p{C}]+@[^\s@.\p{C}]+(\.[^\s@.\p{C}]+)+$/u;

export const emailRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return M.emailRequired;
  if (v.length > EMAIL_MAX || !EMAIL.test(v)) return M.emailInvalid;
  return undefined;
};
export const validateEmail = (value: string) => say(emailRule(value));

function nameRule(required: RuleKey, length: RuleKey, chars: RuleKey): Rule {
  return (value) => {
    const v = value.trim();
    if (!v) return required;
    if (v.length < NAME_MIN || v.length > NAME_MAX) return length;
    if (!hasNameChars(v)) return chars;
    return undefined;
  };
}

const firstNameRule = nameRule(M.firstNameRequired, M.firstNameLength, M.firstNameChars);
const lastNameRule = nameRule(M.lastNameRequired, M.lastNameLength, M.lastNameChars);
export const validateFirstName = (value: string) => say(firstNameRule(value));
export const validateLastName = (value: string) => say(lastNameRule(value));

/** Lowercase, uppercase, digit and a character that is none of those. */
function meetsPasswordPolicy(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

const passwordRule: Rule = (value) => {
  if (!value) return M.passwordRequired;
  if (value.length > PASSWORD_MAX) return M.passwordTooLong;
  if (hasControlCharacter(value)) return M.passwordControl;
  if (!meetsPasswordPolicy(value)) return M.passwordPolicy;
  return undefined;
};
export const validatePassword = (value: string) => say(passwordRule(value));

function confirmRule(password: string, confirm: string): RuleKey | undefined {
  if (!confirm) return M.confirmRequired;
  if (confirm !== password) return M.confirmMismatch;
  return undefined;
}

/** Today's calendar date, YYYY-MM-DD, in the caller's time zone (browser) or UTC (server). */
export function isoDate(d: Date, utc = false): string {
  const y = utc ? d.getUTCFullYear() : d.getFullYear();
  const m = (utc ? d.getUTCMonth() : d.getMonth()) + 1;
  const day = utc ? d.getUTCDate() : d.getDate();
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function realDate(value: string): boolean {
  const [y = Number.NaN, m = Number.NaN, d = Number.NaN] = value.split('-').map(Number);
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/**
 * Date of birth: YYYY-MM-DD, a real date, year 1900 or later, not after `today` (YYYY-MM-DD).
 * The age rule is separate (validateAdult) so the form can show the specification's messages
 * first and the terms' age rule after.
 */
export function validateDob(value: string, today: string): string | undefined {
  return say(dobRule(value, today));
}

function dobRule(value: string, today: string): RuleKey | undefined {
  const v = value.trim();
  if (!v) return M.dobRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return M.dobFormat;
  if (!realDate(v) || Number(v.slice(0, 4)) < DOB_MIN_YEAR) return M.dobInvalid;
  if (v > today) return M.dobFuture;
  return undefined;
}

/** Whether someone born on `dob` is at least 18 on `today` (both YYYY-MM-DD). */
export function isAdult(dob: string, today: string): boolean {
  const turns = `${String(Number(dob.slice(0, 4)) + MIN_SIGN_UP_AGE_YEARS).padStart(4, '0')}${dob.slice(4)}`;
  // Someone born on 29 February comes of age on 1 March of a non-leap year: string order does that.
  return turns <= today;
}

function adultDobRule(value: string, today: string): RuleKey | undefined {
  const base = dobRule(value, today);
  if (base) return base;
  return isAdult(value.trim(), today) ? undefined : M.dobUnderAge;
}

function collect<K extends string>(entries: Array<[K, RuleKey | undefined]>): Errors<K, RuleKey> {
  const out: Errors<K, RuleKey> = {};
  for (const [k, msg] of entries) if (msg) out[k] = msg;
  return out;
}

interface SignUpValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  confirmPassword?: string;
  dob: string;
}

type SignUpField = 'first_name' | 'last_name' | 'email' | 'password' | 'confirmPassword' | 'dob';

/** Every sign-up rule that refuses, by field; confirmPassword only when given (the server never receives it). */
export function signUpRules(v: SignUpValues, today: string): Errors<SignUpField, RuleKey> {
  return collect<SignUpField>([
    ['first_name', firstNameRule(v.first_name)],
    ['last_name', lastNameRule(v.last_name)],
    ['email', emailRule(v.email)],
    ['password', passwordRule(v.password)],
    ['confirmPassword', v.confirmPassword === undefined ? undefined : confirmRule(v.password, v.confirmPassword)],
    ['dob', adultDobRule(v.dob, today)],
  ]);
}

/** signUpRules' English messages. */
export const validateSignUp = (v: SignUpValues, today: string): Errors<SignUpField> => sayAll(signUpRules(v, today));

const codeRule: Rule = (value) => {
  const v = value.trim();
  if (!v) return M.codeRequired;
  if (!/^\d+$/.test(v)) return M.codeNumeric;
  return undefined;
};
export const validateCode = (value: string) => say(codeRule(value));

export const verifyCodeRule: Rule = (value) => (value.trim() ? undefined : M.verifyCodeRequired);

function resetPasswordRule(value: string): RuleKey | undefined {
  if (!value) return M.passwordRequired;
  if (value.length > PASSWORD_MAX) return M.passwordTooLong;
  if (hasControlCharacter(value)) return M.passwordControl;
  if (!meetsPasswordPolicy(value)) return M.resetPasswordPolicy;
  return undefined;
}

type ResetField = 'email' | 'otp' | 'password' | 'confirmPassword';

interface ResetValues {
  email: string;
  otp: string;
  password: string;
  confirmPassword?: string;
}

/** The reset confirmation form's refusals by field; confirmPassword only when given. */
export function resetRules(v: ResetValues): Errors<ResetField, RuleKey> {
  return collect<ResetField>([
    ['email', emailRule(v.email)],
    ['otp', codeRule(v.otp)],
    ['password', resetPasswordRule(v.password)],
    ['confirmPassword', v.confirmPassword === undefined ? undefined : confirmRule(v.password, v.confirmPassword)],
  ]);
}

/** resetRules' English messages. */
export const validateReset = (v: ResetValues): Errors<ResetField> => sayAll(resetRules(v));

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword?: string;
}

/**
 * The change-password modal. The specification asks only for 8 characters here; the sign-up
 * policy is applied as well so that a change cannot weaken a password below what sign-up allows.
 */
export function changePasswordRules(v: ChangePasswordValues): Errors<ChangePasswordField, RuleKey> {
  let newPassword: RuleKey | undefined;
  if (!v.newPassword) newPassword = M.newPasswordRequired;
  else if (v.newPassword.length < PASSWORD_MIN) newPassword = M.newPasswordLength;
  else if (v.newPassword.length > PASSWORD_MAX) newPassword = M.passwordTooLong;
  else if (hasControlCharacter(v.newPassword)) newPassword = M.passwordControl;
  else if (!meetsPasswordPolicy(v.newPassword)) newPassword = M.passwordPolicy;
  return collect<ChangePasswordField>([
    ['oldPassword', v.oldPassword ? undefined : M.currentPasswordRequired],
    ['newPassword', newPassword],
    ['confirmPassword', v.confirmPassword === undefined ? undefined : confirmRule(v.newPassword, v.confirmPassword)],
  ]);
}

/** changePasswordRules' English messages. */
export const validateChangePassword = (v: ChangePasswordValues): Errors<ChangePasswordField> =>
  sayAll(changePasswordRules(v));
