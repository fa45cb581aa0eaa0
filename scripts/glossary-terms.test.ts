/**
 * The glossary's terms hold in every catalog (docs/glossary.md): a message about the customer's
 * cash balance never calls it banknotes in a language where the everyday word for cash means
 * notes and coins.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function catalogs(dir: string, language: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return catalogs(path, language);
    return name === `${language}.po` ? [path] : [];
  });
}

/** Words for physical money, per language. */
const BANKNOTES: Record<string, RegExp> = { fr: /espèces/i, it: /contanti/i, nl: /contant geld/i };

describe('glossary terms in the catalogs', () => {
  for (const [language, banknotes] of Object.entries(BANKNOTES))
    it(`${language}: the cash balance is never called banknotes`, () => {
      const found: string[] = [];
      for (const file of catalogs('src', language)) {
        for (const m of readFileSync(file, 'utf8').matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g))
          if (banknotes.test(m[2] ?? '')) found.push(`${file}: "${m[1]}" -> "${m[2]}"`);
      }
      expect(found).toEqual([]);
    });
});
