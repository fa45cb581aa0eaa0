/**
 * Finds a number, amount, percentage or date written by hand in a screen instead of through the
 * formatting module (src/lib/number-format.ts, money-format.ts, dates.ts; decision 260), which
 * writes them in the active language: a float's toFixed or toLocaleString, an Intl formatter of
 * the screen's own, a '%' glued after a number, a currency symbol glued to a number, or the
 * specification's English-only symbols taken from the contract. Used by hand-formatted.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { typescriptUnder } from './project-files.js';

/** Where screens live: the formatting module itself (src/lib) is outside. */
export const SCREEN_DIRS = ['src/features', 'src/ui', 'src/app'];

/** Per line: what a hand-formatted number looks like, and why it is wrong. */
export const BY_LINE: Array<[RegExp, string]> = [
  [/\.toFixed\(|\.toPrecision\(/, "a float's own decimals (English, and rounded through a float)"],
  [/\.toLocale(Date|Time)?String\(/, "the browser's formatting, not the app's language"],
  [/\bIntl\.(NumberFormat|DateTimeFormat|RelativeTimeFormat)\b/, 'an Intl formatter of its own'],
  [/\}\s?%/, "a '%' glued after a number (formatPercent writes the language's '1,5 %')"],
  [/(?:[$€£¥]|AU\$|US\$|C\$)\s?\$\{/, 'a currency symbol glued to a number'],
  [/from '[./]*contract\/fiat-format\.js'/, "the emails' English-only fiat writing"],
  [/\bcurrencySymbol\b.*from '[./]*contract\/payments\.js'/, "the specification's English-only symbols"],
];

/** Across lines: the symbol of currencySymbol() put right before a number (`{currencySymbol(c)}{q}`). */
export const SYMBOL_BEFORE_NUMBER = /currencySymbol\([^()]*\)\}?\s*\$?\{/;

/** The hand-formatted numbers of one file's source, as 'file:line: why: code'. */
export function handFormatted(source: string, file = 'file.tsx'): string[] {
  const found: string[] = [];
  const lines = source.split('\n');
  lines.forEach((line, i) => {
    if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
    for (const [pattern, why] of BY_LINE)
      if (pattern.test(line)) found.push(`${file}:${i + 1}: ${why}: ${line.trim()}`);
  });
  const code = lines.map((l) => (/^\s*(\/\/|\*|\/\*)/.test(l) ? '' : l)).join('\n');
  const glued = SYMBOL_BEFORE_NUMBER.exec(code);
  if (glued) {
    const line = code.slice(0, glued.index).split('\n').length;
    found.push(`${file}:${line}: a currency symbol glued to a number (formatFiat places it): ${glued[0]}`);
  }
  return found;
}

/** Every hand-formatted number in the screens under `root`. */
export function handFormattedInScreens(root = '.'): string[] {
  return SCREEN_DIRS.flatMap((dir) =>
    typescriptUnder(join(root, dir)).flatMap((path) => handFormatted(readFileSync(path, 'utf8'), relative(root, path))),
  );
}
