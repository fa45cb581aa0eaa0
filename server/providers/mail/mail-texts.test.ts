/**
 * Every email is written in every language of the app (decision 263): each table declared with
 * mailTexts has all seven languages, the same entries in each, and no entry of a translation left
 * as its English.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages.js';
import {
  allMailTexts,
  DECLARING,
  mailTextLeaves as leaves,
  SERVER_DIR as SERVER,
  serverSources as sources,
} from './all-mail-texts.js';
import { registeredMailTexts } from './texts.js';

/** Common English words no translation of ours contains (names and codes aside). */
const ENGLISH = /\b(the|your|you|please|been|which|with|would|when|will|this|that|from|account was)\b/i;

/**
 * Entries whose translation is, rightly, the English word: "Status" is German, Dutch and Polish,
 * "Transactions", "Date" and "Type" are French. Any other identical entry is a missed translation.
 */
const SAME_WORD = new Set([
  'statement files de columns.status',
  'statement files nl columns.status',
  'statement files pl columns.status',
  'statement files fr transactions',
  'statement files fr count',
  'statement files fr columns.date',
  'statement files fr columns.type',
]);

beforeAll(async () => {
  await allMailTexts();
});

describe('email texts', () => {
  it('are declared in the files that send them', () => {
    expect(DECLARING.length).toBeGreaterThan(10);
    expect(registeredMailTexts().length).toBeGreaterThanOrEqual(DECLARING.length);
  });

  it('have every language, with the same entries as English', () => {
    const problems: string[] = [];
    for (const { name, texts } of registeredMailTexts()) {
      const english = [...leaves(texts.en).keys()].sort();
      for (const language of LANGUAGES) {
        if (!texts[language]) {
          problems.push(`${name}: no ${language}`);
          continue;
        }
        const keys = [...leaves(texts[language]).keys()].sort();
        if (keys.join() !== english.join()) problems.push(`${name}: ${language} entries differ from English`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('leave no entry of a translation in English', () => {
    const problems: string[] = [];
    for (const { name, texts } of registeredMailTexts()) {
      const english = leaves(texts.en);
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        for (const [key, values] of leaves(texts[language] ?? {})) {
          const source = english.get(key) ?? [];
          values.forEach((text, i) => {
            if (text === source[i]) {
              if (!SAME_WORD.has(`${name} ${language} ${key}`))
                problems.push(`${name} ${language} ${key}: same as English`);
            } else if (ENGLISH.test(text.replaceAll('CoinVault', '')))
              problems.push(`${name} ${language} ${key}: "${text}"`);
          });
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('cover every file that builds an email', () => {
    // A MailContent built outside a table would carry English only; support's own copy is English on purpose.
    const outside = sources(SERVER)
      .filter((f) => /\):\s*MailContent\b/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(SERVER, f));
    expect(outside).toEqual(['modules/support/mail.ts']);
  });
});
