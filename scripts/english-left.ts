/**
 * "No word of English on a translated screen" as a check: every English message of the app's
 * catalogs whose German differs is looked for, verbatim, in a text the customer reads (a page's
 * visible text, an email). A message with values ("Buy {symbol}") is looked for with any text in
 * place of each value. One-word messages count only as a whole line of the page ("Swap" as a
 * button), so a German sentence that happens to contain an English word is not taken for one.
 */
import { readFileSync } from 'node:fs';
import { catalogsUnder } from './project-files.js';

export type Catalog = Map<string, string>;

/** msgid -> msgstr of one .po file (plain entries; the app's catalogs have no contexts or plurals forms). */
export function parsePo(text: string): Catalog {
  const out: Catalog = new Map();
  const unquote = (s: string) => JSON.parse(`"${s}"`) as string;
  for (const m of text.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g))
    if (m[1]) out.set(unquote(m[1]), unquote(m[2] ?? ''));
  return out;
}

/** English and German of every catalog of the app, paired per catalog. */
export function appCatalogs(root = 'src'): Array<{ en: Catalog; de: Catalog }> {
  return catalogsUnder(root, 'en').map((file) => ({
    en: parsePo(readFileSync(file, 'utf8')),
    de: parsePo(readFileSync(file.replace(/en\.po$/, 'de.po'), 'utf8')),
  }));
}

/**
 * Words each language writes as English does: names, codes and loanwords its customers read as
 * their own. A translation that is the English message copied is English left on the screen unless
 * it is one of these (docs/glossary.md has the terms themselves).
 */
const SAME_AS_ENGLISH: Record<string, readonly string[]> = {
  de: ['Admin', 'Compliance', 'Status', 'Support', 'Code', 'Passkeys', 'OK', 'Wallet', 'Transfer'].concat(
    // A trading desk's words, as German brokers write them ("Limit-Order", "Stop-Order").
    ['Order', 'Orders', 'Limit', 'Stop'],
  ),
  fr: [
    'Action',
    'Actions',
    'Note',
    'Transaction',
    'Transactions',
    'Code',
    'Message',
    'Notifications',
    'Crypto',
    'Max',
    'Min',
  ].concat(['OK', 'Total', 'Type', '{minutes, plural, one {# minute} other {# minutes}}', 'Signature', 'Stop']),
  es: ['Back office', 'Error', 'No', 'Total', 'Stop'],
  it: ['Back office', 'Compliance', 'Email', 'Staff', 'Password', 'Account', 'Max', 'Min', 'No', 'OK', 'Wallet'].concat(
    ['Block explorer', 'Stop'],
  ),
  nl: ['{passkeys, plural, one {# passkey} other {# passkeys}}', 'Compliance', 'Open', 'Status', 'Support']
    .concat(['Week', 'Code', 'Help', 'Account', 'Label', 'Passkeys', 'Postcode', 'postcode', 'Crypto', 'Max', 'Min'])
    .concat(['OK', 'Type', 'Wallet', 'Order', 'Orders', 'Open orders', 'Stop']),
  pl: ['Status', 'OK', 'Limit', 'Stop'],
};

/** Bank and payment names and currency names are the same in every language. */
const NAMES = new Set(['BIC', 'BSB', 'IBAN', 'PayID', 'Euro (EUR)']);

/** Every catalog of the app in English and in `language`, paired, with the translation's file. */
export function translatedCatalogs(language: string): Array<{ file: string; en: Catalog; translated: Catalog }> {
  return catalogsUnder('src', 'en').map((file) => ({
    file: file.replace(/en\.po$/, `${language}.po`),
    en: parsePo(readFileSync(file, 'utf8')),
    translated: parsePo(readFileSync(file.replace(/en\.po$/, `${language}.po`), 'utf8')),
  }));
}

/**
 * The messages of `language` whose translation is the English copied, as 'file: "message"', leaving
 * out those the language writes the same (SAME_AS_ENGLISH) and messages with no word in them.
 */
export function untranslatedCopies(language: string, catalogs = translatedCatalogs(language)): string[] {
  const same = new Set([...(SAME_AS_ENGLISH[language] ?? []), ...NAMES]);
  const found: string[] = [];
  for (const { file, en, translated } of catalogs)
    for (const [id, english] of en) {
      const message = english || id;
      const words = message.replace(VALUE, '');
      if (translated.get(id) === message && /\p{L}{2}/u.test(words) && !same.has(message))
        found.push(`${file}: "${message}"`);
    }
  return found;
}

export interface EnglishText {
  /** The message, its values shown as "…". */
  text: string;
  /** The message as a pattern: its fixed parts verbatim, any text for each value. */
  pattern: RegExp;
}

const VALUE = /\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/g;
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message's fixed parts, in order (values and tags taken out). */
function parts(message: string): string[] {
  return message.split(VALUE).map((s) => s.replace(/\s+/g, ' '));
}

/** The message with its values as "…", for comparing and for the report. */
function shape(message: string): string {
  return parts(message).join('…').trim();
}

/**
 * The English texts to look for: those whose German is not the same words. A message of one word
 * and no values is looked for as a whole line only; any other as a run of words within a line.
 */
export function englishTexts(catalogs: Array<{ en: Catalog; de: Catalog }>): EnglishText[] {
  const german = new Set<string>();
  for (const { de } of catalogs) for (const s of de.values()) german.add(shape(s));
  const out = new Map<string, EnglishText>();
  for (const { en, de } of catalogs)
    for (const [id, english] of en) {
      const message = english || id;
      const text = shape(message);
      const fixed = parts(message).join('').trim();
      // Too short to mean anything alone, only the words between values ("{a} for {b}"), the same in
      // German, or German somewhere else.
      const glue = /^(for|and|or|to|of|in|at|on|by|x|·|\/|-|–|:|,|\s)*$/i.test(fixed);
      if (fixed.length < 3 || glue || !/[a-z]{2}/i.test(fixed) || text === shape(de.get(id) ?? '') || german.has(text))
        continue;
      const body = parts(message)
        .map((p) => literal(p.trim()))
        .join('\\s*.+?\\s*')
        .replace(/^(\\s\*\.\+\?\\s\*)+|(\\s\*\.\+\?\\s\*)+$/g, '');
      const oneWord = !/\s/.test(text) && !text.includes('…');
      const pattern = oneWord ? new RegExp(`^${body}$`, 'm') : new RegExp(`(^|[^\\p{L}])${body}($|[^\\p{L}])`, 'mu');
      out.set(text, { text, pattern });
    }
  return [...out.values()];
}

/**
 * Common English words no German text of ours contains: they catch English that is in no catalog
 * (a rule's message from contract/, a server's text shown as it came).
 */
const ENGLISH_WORDS = /\b(the|your|you|please|been|which|with|would|when|will|this|that|from|must|cannot)\b/i;

/** The English texts found in `shown`, a page's visible text or an email, line by line. */
export function englishIn(shown: string, texts: readonly EnglishText[]): string[] {
  const lines = shown.split('\n').map((l) => l.replace(/\s+/g, ' ').trim());
  const text = lines.join('\n');
  return [
    ...texts.filter((e) => e.pattern.test(text)).map((e) => e.text),
    ...lines.filter((l) => ENGLISH_WORDS.test(l)).map((l) => `(not in a catalog) ${l}`),
  ].sort();
}
