/**
 * The one reading of a person's name for matching it against the verified name (decisions 249
 * and 364): its words, compatibility-normalised (NFKC, so full-width 'Ｚｏｅ' is 'zoe'), case-folded
 * and without accents, whatever the order, hyphens, apostrophes, commas and spacing. A name that
 * carries control, invisible or text-direction characters is no name: it has no words, so it
 * matches nothing ('Alex Morgan' followed by a right-to-left override is not Alex Morgan).
 */
import { isPlainText } from '../../contract/validation/plain-text.js';

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

/** The name's words, folded to plain lower-case letters, in the order written; none for a deceptive name. */
export function nameWords(name: string): string[] {
  if (!isPlainText(name)) return [];
  const folded = name
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøđðþłı]/g, (c) => FOLDS[c] ?? c);
  return folded.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** The same words, each as often, in any order: no word missing, none added. */
export function namesMatch(a: string, b: string): boolean {
  const x = nameWords(a).sort();
  const y = nameWords(b).sort();
  return x.length > 0 && x.length === y.length && x.every((w, i) => w === y[i]);
}
