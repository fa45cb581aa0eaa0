/**
 * The name-matching rule (decision 249): a name sent with a transfer matches the customer's
 * verified name when both have the same words, whatever their order, accents, case, hyphens,
 * apostrophes and spacing. 'José-María García' matches 'garcia jose maria'; 'Jose Garcia' does not
 * match 'José María García' (a missing word is a mismatch: review decides, never a guess).
 */

/** Letters with no decomposition that differ from their plain form only by a mark. */
const FOLDS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/** The name's words, folded to plain lower-case letters, in alphabetical order. */
export function nameWords(name: string): string[] {
  const folded = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðþłı]/g, (c) => FOLDS[c] ?? c);
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .sort();
}

export function namesMatch(a: string, b: string): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  return x.length > 0 && x.length === y.length && x.every((w, i) => w === y[i]);
}
