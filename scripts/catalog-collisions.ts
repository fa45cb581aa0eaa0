/**
 * One translation per message and language. Catalogs loaded together share one table of messages
 * (Lingui keys a message by its English and its context), so a message translated one way in one
 * feature's catalog and another way in the next is shown in whichever was loaded last: German
 * customers read "Reihenfolge" or "Order" for the same trading order depending on the screens
 * they opened before. The same English meaning two things takes a context (`msg({ message,
 * context })`); meaning one thing, it takes one translation everywhere.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { catalogsUnder } from './project-files.js';

export interface PoEntry {
  context: string;
  id: string;
  text: string;
}

const ENTRY = /(?:msgctxt "((?:[^"\\]|\\.)*)"\n)?msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g;
const unquote = (s: string) => JSON.parse(`"${s}"`) as string;

/** The entries of one .po file (the header, with an empty msgid, left out). */
export function poEntries(text: string): PoEntry[] {
  return [...text.matchAll(ENTRY)]
    .filter((m) => m[2])
    .map((m) => ({ context: unquote(m[1] ?? ''), id: unquote(m[2] ?? ''), text: unquote(m[3] ?? '') }));
}

export interface Collision {
  language: string;
  context: string;
  id: string;
  /** Catalog (relative to the root) -> its translation. */
  texts: Record<string, string>;
}

/** The messages of a language translated differently in two catalogs (untranslated entries aside). */
export function collisions(catalogs: ReadonlyMap<string, string>, language: string): Collision[] {
  const seen = new Map<string, Collision>();
  for (const [file, text] of catalogs)
    for (const e of poEntries(text)) {
      if (!e.text) continue;
      const key = `${e.context}\u0004${e.id}`;
      const c = seen.get(key) ?? { language, context: e.context, id: e.id, texts: {} };
      c.texts[file] = e.text;
      seen.set(key, c);
    }
  return [...seen.values()].filter((c) => new Set(Object.values(c.texts)).size > 1);
}

/** The collisions of every language of the app's catalogs below `root`. */
export function appCollisions(root: string, languages: readonly string[]): Collision[] {
  return languages.flatMap((language) => {
    const files = catalogsUnder(root, language);
    return collisions(new Map(files.map((f) => [relative(root, f), readFileSync(f, 'utf8')])), language);
  });
}
