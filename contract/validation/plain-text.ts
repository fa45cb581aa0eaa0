/**
 * The one rule for text a person types as a name or a label (an account holder, a bank account's
 * or an address's label, a passkey's name, the sender named for a deposit): it is shown on
 * screens, in emails, in staff tools and in exported spreadsheets, so it may hold nothing that
 * reads differently there than it does here.
 *
 * - No control characters (NUL, tabs, line breaks, C1), no invisible characters (zero-width space,
 *   word joiner, byte-order mark) and no text-direction controls (the bidi embeddings, overrides
 *   and isolates, U+202E among them), nor half of a surrogate pair: 'Alex Morgan' followed by a
 *   right-to-left override is not 'Alex Morgan'. The zero-width joiner and non-joiner stay: some
 *   scripts spell words with them.
 * - It does not start with = + - or @ (after NFKC, so a full-width '＝' counts): a spreadsheet
 *   would run it as a formula. Refused rather than quietly changed, so what is stored is what the
 *   person typed and saw (decision 363).
 */

const HIDDEN = /[\p{Cc}\p{Cs}\u00ad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/u;
const FORMULA_START = /^[=+\-@]/;

type PlainTextProblem = 'hidden' | 'formula';

/** What keeps `value` (as it will be stored, trimmed) from being plain text; null when nothing does. */
export function plainTextProblem(value: string): PlainTextProblem | null {
  if (HIDDEN.test(value)) return 'hidden';
  if (FORMULA_START.test(value.trim().normalize('NFKC'))) return 'formula';
  return null;
}

export function isPlainText(value: string): boolean {
  return plainTextProblem(value) === null;
}

/** The server's words for a refusal, the same under every field (the app says its own, translated). */
export const PLAIN_TEXT_MESSAGES: Record<PlainTextProblem, string> = {
  hidden: 'Use visible characters only: no control, invisible or text-direction characters.',
  formula: 'Do not start with =, +, - or @.',
};
