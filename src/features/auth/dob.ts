/**
 * Date-of-birth typing: digits only, hyphens put in as YYYY-MM-DD, at most 10 characters.
 * Typing forward adds the hyphen as soon as the year or month is complete; deleting never leaves
 * the caret stuck behind an automatic hyphen.
 */
import { DOB_MAX_LENGTH } from '../../../contract/validation/accounts.js';

export function formatDobInput(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  let out = digits.slice(0, 4);
  if (digits.length > 4) out += `-${digits.slice(4, 6)}`;
  if (digits.length > 6) out += `-${digits.slice(6, 8)}`;
  const typingForward = raw.length > previous.length;
  if (typingForward && (digits.length === 4 || digits.length === 6)) out += '-';
  return out.slice(0, DOB_MAX_LENGTH);
}
