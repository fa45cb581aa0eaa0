/**
 * The glossary's terms hold in every catalog and in every text the server sends (docs/glossary.md):
 * a message about the customer's cash balance never calls it banknotes in a language where the
 * everyday word for cash means notes and coins.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '../contract/languages.js';
import { allMailTexts, mailTextLeaves } from '../server/providers/mail/all-mail-texts.js';
import { catalogsUnder } from './project-files.js';

/** Words for physical money, per language. */
const BANKNOTES: Partial<Record<Language, RegExp>> = {
  fr: /espèces/i,
  it: /contanti/i,
  es: /efectivo/i,
  nl: /contant geld/i,
};

/** A catalog's messages as [English, translation] pairs. */
function messages(file: string): Array<[string, string]> {
  return [...readFileSync(file, 'utf8').matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)].map((m) => [
    m[1] ?? '',
    m[2] ?? '',
  ]);
}

/**
 * German words the glossary keeps to one meaning: "Überweisung" is a bank transfer (a crypto
 * transfer is a "Transfer"), and a wallet its owner holds is "selbst verwahrt", never "Self-Hosted".
 */
const GERMAN_MISUSES: Array<{ word: RegExp; unless?: RegExp; say: string }> = [
  { word: /Überweisung/, unless: /SEPA|bank|IBAN/i, say: 'a crypto transfer is a "Transfer"' },
  { word: /Self-Hosted/i, say: 'write "selbst verwahrt"' },
  { word: /Mindest\w*: mindestens/, say: 'the label says "minimum" already' },
];

/**
 * German terms of the portfolio a customer may take to a tax adviser: the cost basis is the
 * "Einstandswert", and a gain or loss is "(nicht) realisiert", never a loose synonym.
 */
const GERMAN_TERMS: Array<{ english: RegExp; german: RegExp; say: string }> = [
  { english: /cost basis/i, german: /Einstandswert/, say: 'cost basis is "Einstandswert"' },
  {
    english: /\bunrealised gain\/loss/i,
    german: /nicht realisierter Gewinn\/Verlust/i,
    say: 'write "nicht realisierter Gewinn/Verlust"',
  },
  {
    english: /(^|[^n])realised gain\/loss/i,
    german: /(^|[^t] )realisierter Gewinn\/Verlust/i,
    say: 'write "realisierter Gewinn/Verlust"',
  },
];

describe('glossary terms', () => {
  it('de: the portfolio speaks of Einstandswert and (nicht) realisierter Gewinn/Verlust', () => {
    const found: string[] = [];
    for (const file of catalogsUnder('src', 'de'))
      for (const [english, german] of messages(file))
        for (const term of GERMAN_TERMS)
          if (term.english.test(english) && !term.german.test(german)) found.push(`${file}: "${german}" (${term.say})`);
    expect(found).toEqual([]);
  });

  it('de: each term means one thing, as the glossary says', () => {
    const found: string[] = [];
    for (const file of catalogsUnder('src', 'de'))
      for (const [english, german] of messages(file))
        for (const { word, unless, say } of GERMAN_MISUSES)
          if (word.test(german) && !unless?.test(english)) found.push(`${file}: "${german}" (${say})`);
    expect(found).toEqual([]);
  });

  for (const [language, banknotes] of Object.entries(BANKNOTES) as [Language, RegExp][]) {
    it(`${language}: the app never calls the cash balance banknotes`, () => {
      const found: string[] = [];
      for (const file of catalogsUnder('src', language))
        for (const [english, translated] of messages(file))
          if (banknotes.test(translated)) found.push(`${file}: "${english}" -> "${translated}"`);
      expect(found).toEqual([]);
    });

    it(`${language}: the server's emails and files never call the cash balance banknotes`, async () => {
      const found: string[] = [];
      for (const { name, texts } of await allMailTexts())
        for (const [key, values] of mailTextLeaves(texts[language]))
          for (const text of values) if (banknotes.test(text)) found.push(`${name} ${key}: "${text}"`);
      expect(found).toEqual([]);
    });
  }
});
