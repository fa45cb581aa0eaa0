/**
 * A translation names the same values as its English message: "{symbol} kaufen" for "Buy {symbol}".
 * A value left out shows nothing where the amount should be; a value the English does not have, or
 * a translation that is not a message at all ("{'de': …}" pasted whole), shows its name or breaks
 * the screen. Messages are read with Lingui's own ICU compiler, so plural and select branches are
 * looked into and their words are not taken for values.
 */
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Catalog } from './english-left.js';

type Token = ReturnType<typeof compileMessageOrThrow>[number];

/**
 * The names of the values a message uses, in plural and select branches too; null if it is not a
 * message: ICU that does not compile, or braces left as text (the compiler reads "{'de': …}" so).
 */
export function valuesOf(message: string): string[] | null {
  const names = new Set<string>();
  let bracesAsText = false;
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        if (/[{}]/.test(token)) bracesAsText = true;
        continue;
      }
      const [name, , format] = token;
      names.add(name);
      if (format && typeof format === 'object')
        for (const [key, branch] of Object.entries(format)) if (key !== 'offset' && Array.isArray(branch)) walk(branch);
    }
  };
  try {
    walk(compileMessageOrThrow(message));
  } catch {
    return null;
  }
  return bracesAsText ? null : [...names].sort();
}

/** 'file: "message" (English {a}, translation {b})' for each translation whose values differ from the English's. */
export function mismatchedValues(
  catalogs: ReadonlyArray<{ file: string; en: Catalog; translated: Catalog }>,
): string[] {
  const found: string[] = [];
  for (const { file, en, translated } of catalogs)
    for (const [id, english] of en) {
      const translation = translated.get(id);
      if (!translation) continue;
      const want = valuesOf(english || id);
      const got = valuesOf(translation);
      if (got === null || want?.join() !== got.join())
        found.push(
          `${file}: "${id}" (English ${want?.join(', ') || 'none'}, translation ${got === null ? 'not a message' : got.join(', ') || 'none'})`,
        );
    }
  return found;
}
