/**
 * Every email is written in every language of the app (decision 263): each table declared with
 * mailTexts has all seven languages, the same entries in each, and no entry of a translation left
 * as its English.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages.js';
import { type MailTable, registeredMailTexts } from './texts.js';

const SERVER = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files that declare email texts: every one is loaded, so none escapes the checks. */
const DECLARING = sources(SERVER).filter(
  (f) => !f.endsWith('texts.ts') && /\bmailTexts\(/.test(readFileSync(f, 'utf8')),
);

/** Common English words no translation of ours contains (names and codes aside). */
const ENGLISH = /\b(the|your|you|please|been|which|with|would|when|will|this|that|from|account was)\b/i;

/** Each entry's texts: a text as it is, a function's with sample values (7, then 1, for plurals). */
function leaves(table: MailTable, path = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(table)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') out.set(at, [value]);
    else if (typeof value === 'function') {
      const args = (n: number) => Array.from({ length: Math.max(value.length, 1) }, () => n);
      out.set(at, [value(...args(7)), value(...args(1))]);
    } else for (const [k, v] of leaves(value, at)) out.set(k, v);
  }
  return out;
}

beforeAll(async () => {
  for (const file of DECLARING) await import(pathToFileURL(file).href);
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
            if (text === source[i]) problems.push(`${name} ${language} ${key}: same as English`);
            else if (ENGLISH.test(text.replaceAll('CoinVault', '')))
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
