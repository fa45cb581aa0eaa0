/**
 * The one rule for the names people type: a customer's first and last name (sign-up, the admin
 * tool) and the city and state of the profile's address. Letters of any script with their
 * accents, spaces, and the apostrophe, hyphen, period and brackets that real names use; it starts
 * with a letter. So nothing typed as a name can run as a spreadsheet formula (=, +, -, @) in an
 * export, or carry markup or control characters into an email.
 */
import { isPlainText } from './plain-text.js';

const NAME_CHARS = /^\p{L}[\p{L}\p{M} .'’\-()]*$/u;

/** What a name may hold, said the same way under every field that uses the rule. */
export function nameCharsMessage(label: string): string {
  return `${label} may contain only letters, spaces and . ' - ( ), and must start with a letter`;
}

/** Whether the trimmed `value` is made of the characters a name may hold ('' passes: required is apart). */
export function hasNameChars(value: string): boolean {
  const v = value.trim();
  // The plain text rule of every name and label, then the letters a person's name is made of.
  return v === '' || (isPlainText(v) && NAME_CHARS.test(v));
}
