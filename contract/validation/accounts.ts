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
} as const;

const M = VALIDATION_MESSAGES;
type Rule = (value: string) => string | undefined;

/**
 * No space, and nothing of Unicode's "other" category (control and format characters, lone
 * surrogates, private use): they make an address that looks like another or that a mail server
 * reads differently.
 */
const EMAIL = /^[^\s@\p{C}]+@[^\s@.\p{C}]+(\.[^\s@.\p{C}]+)+$/u;

export const validateEmail: Rule = (value) => {
  const v = value.trim();
  if (!v) return M.emailRequired;
  if (v.length > EMAIL_MAX || !EMAIL.test(v)) return M.emailInvalid;
  return undefined;
};

function nameRule(required: string, length: string, chars: string): Rule {
  return (value) => {
    const v = value.trim();
    if (!v) return required;
    if (v.length < NAME_MIN || v.length > NAME_MAX) return length;
    if (!hasNameChars(v)) return chars;
    return undefined;
  };
}

export const validateFirstName = nameRule(M.firstNameRequired, M.firstNameLength, M.firstNameChars);
export const validateLastName = nameRule(M.lastNameRequired, M.lastNameLength, M.lastNameChars);

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

export const validatePassword: Rule = (value) => {
  if (!value) return M.passwordRequired;
  if (value.length > PASSWORD_MAX) return M.passwordTooLong;
  if (hasControlCharacter(value)) return CONTROL_CHARACTER_MESSAGE;
  if (!meetsPasswordPolicy(value)) return M.passwordPolicy;
  return undefined;
};

function validateConfirmPassword(password: string, confirm: string): string | undefined {
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

function validateAdultDob(value: string, today: string): string | undefined {
  const base = validateDob(value, today);
  if (base) return base;
  return isAdult(value.trim(), today) ? undefined : M.dobUnderAge;
}

type Errors<K extends string> = Partial<Record<K, string>>;

function collect<K extends string>(entries: Array<[K, string | undefined]>): Errors<K> {
  const out: Errors<K> = {};
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

/** Every sign-up rule; confirmPassword only when given (the server never receives it). */
export function validateSignUp(v: SignUpValues, today: string): Errors<SignUpField> {
  return collect<SignUpField>([
    ['first_name', validateFirstName(v.first_name)],
    ['last_name', validateLastName(v.last_name)],
    ['email', validateEmail(v.email)],
    ['password', validatePassword(v.password)],
    [
      'confirmPassword',
      v.confirmPassword === undefined ? undefined : validateConfirmPassword(v.password, v.confirmPassword),
    ],
    ['dob', validateAdultDob(v.dob, today)],
  ]);
}

export const validateCode: Rule = (value) => {
  const v = value.trim();
  if (!v) return M.codeRequired;
  if (!/^\d+$/.test(v)) return M.codeNumeric;
  return undefined;
};

export const validateVerifyCode: Rule = (value) => (value.trim() ? undefined : M.verifyCodeRequired);

function validateResetPassword(value: string): string | undefined {
  if (!value) return M.passwordRequired;
  if (value.length > PASSWORD_MAX) return M.passwordTooLong;
  if (hasControlCharacter(value)) return CONTROL_CHARACTER_MESSAGE;
  if (!meetsPasswordPolicy(value)) return M.resetPasswordPolicy;
  return undefined;
}

type ResetField = 'email' | 'otp' | 'password' | 'confirmPassword';

/** The reset confirmation form; confirmPassword only when given. */
export function validateReset(v: {
  email: string;
  otp: string;
  password: string;
  confirmPassword?: string;
}): Errors<ResetField> {
  return collect<ResetField>([
    ['email', validateEmail(v.email)],
    ['otp', validateCode(v.otp)],
    ['password', validateResetPassword(v.password)],
    [
      'confirmPassword',
      v.confirmPassword === undefined ? undefined : validateConfirmPassword(v.password, v.confirmPassword),
    ],
  ]);
}

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmPassword';

/**
 * The change-password modal. The specification asks only for 8 characters here; the sign-up
 * policy is applied as well so that a change cannot weaken a password below what sign-up allows.
 */
export function validateChangePassword(v: {
  oldPassword: string;
  newPassword: string;
  confirmPassword?: string;
}): Errors<ChangePasswordField> {
  let newPassword: string | undefined;
  if (!v.newPassword) newPassword = M.newPasswordRequired;
  else if (v.newPassword.length < PASSWORD_MIN) newPassword = M.newPasswordLength;
  else if (v.newPassword.length > PASSWORD_MAX) newPassword = M.passwordTooLong;
  else if (hasControlCharacter(v.newPassword)) newPassword = CONTROL_CHARACTER_MESSAGE;
  else if (!meetsPasswordPolicy(v.newPassword)) newPassword = M.passwordPolicy;
  return collect<ChangePasswordField>([
    ['oldPassword', v.oldPassword ? undefined : M.currentPasswordRequired],
    ['newPassword', newPassword],
    [
      'confirmPassword',
      v.confirmPassword === undefined ? undefined : validateConfirmPassword(v.newPassword, v.confirmPassword),
    ],
  ]);
}
