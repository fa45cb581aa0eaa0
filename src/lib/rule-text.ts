/**
 * The app's own words for the account form rules (contract/validation), keyed by the rule that
 * refused, never by its English message: the rules give the key, the server says the English, and
 * the forms show these in the customer's language. Its texts sit in the catalog that loads after
 * the sign-in page (lingui.config.ts), with the sign-up form, the reset and verify pages and the
 * signed-in frame; the sign-in form words its own two rules, so the first screen carries none of
 * these (decision 305).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RuleKey } from '../../contract/validation/accounts.js';

const RULE_TEXT: Record<RuleKey, MessageDescriptor> = {
  firstNameRequired: msg`First name is required`,
  firstNameLength: msg`First name must be between 2 and 50 characters`,
  firstNameChars: msg`First name may contain only letters, spaces and . ' - ( ), and must start with a letter`,
  lastNameRequired: msg`Last name is required`,
  lastNameLength: msg`Last name must be between 2 and 50 characters`,
  lastNameChars: msg`Last name may contain only letters, spaces and . ' - ( ), and must start with a letter`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Please enter a valid email address`,
  passwordRequired: msg`Password is required`,
  passwordPolicy: msg`Password must be at least 8 characters long and contain uppercase, lowercase, number, and special character`,
  passwordTooLong: msg`Password must be at most 128 characters`,
  passwordControl: msg`Password must not contain control characters or line breaks`,
  confirmRequired: msg`Please confirm your password`,
  confirmMismatch: msg`Passwords do not match`,
  dobRequired: msg`Date of birth is required`,
  // The app reads the date in the language's own format (decision 401), so it names that format;
  // the server, which takes ISO dates only, names ISO.
  dobFormat: msg({ message: 'Please enter the date as {format}' }),
  dobInvalid: msg({ message: 'Please enter a real date as {format}' }),
  dobFuture: msg`Date of birth cannot be in the future`,
  dobUnderAge: msg`You must be at least 18 years old to create an account`,
  fixErrors: msg`Please fix all validation errors before proceeding`,
  codeRequired: msg`Code is required`,
  codeNumeric: msg`Code must be numeric`,
  resetPasswordPolicy: msg`Password must be at least 8 characters and include uppercase, lowercase, number, and special character`,
  verifyCodeRequired: msg`Please enter the verification code`,
  currentPasswordRequired: msg`Current password is required`,
  newPasswordRequired: msg`New password is required`,
  newPasswordLength: msg`Password must be at least 8 characters`,
};

/** What a rule's text may name: the date format the field asks for ('TT.MM.JJJJ'). */
interface RuleValues {
  format?: string;
}

/** A form's refused fields in the customer's language. */
export function ruleTexts<K extends string>(
  keys: Partial<Record<K, RuleKey>>,
  values: RuleValues = {},
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const field of Object.keys(keys) as K[]) {
    const key = keys[field];
    if (key) out[field] = i18n._({ ...RULE_TEXT[key], values: { ...values } });
  }
  return out;
}

const WEAK = msg`This password is too easy to guess. Add another word or two that are less common.`;

/**
 * The strength rule's refusal: in English the estimator's own reason (which pattern, what to add);
 * its reasons exist in English only, so every other language says the rule in its own words.
 */
export function weakPasswordText(english: string): string {
  return !i18n.locale || i18n.locale === 'en' ? english : i18n._(WEAK);
}
