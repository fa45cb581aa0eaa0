/**
 * Every table of words the server declares with mailTexts (emails and PDF files), loaded and
 * walked for the tests that read them all: the completeness test and the glossary's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type MailTable, registeredMailTexts } from './texts.js';

export const SERVER_DIR = join(import.meta.dirname, '../..');

/** The server's source files below `dir`, tests aside. */
export function serverSources(dir = SERVER_DIR): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return serverSources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The files that declare texts with mailTexts: each is loaded, so none escapes the checks. */
export const DECLARING = serverSources().filter(
  (f) => f !== join(SERVER_DIR, 'providers/mail/texts.ts') && /\bmailTexts(<\w+>)?\(/.test(readFileSync(f, 'utf8')),
);

/** Every table, once every declaring file is loaded. */
export async function allMailTexts(): Promise<ReturnType<typeof registeredMailTexts>> {
  for (const file of DECLARING) await import(pathToFileURL(file).href);
  return registeredMailTexts();
}

/** Each entry's texts: a text as it is, a function's with sample values (7, then 1, for plurals). */
export function mailTextLeaves(table: MailTable, path = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of Object.entries(table)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') out.set(at, [value]);
    else if (typeof value === 'function') {
      const args = (n: number) => Array.from({ length: Math.max(value.length, 1) }, () => n);
      out.set(at, [value(...args(7)), value(...args(1))]);
    } else for (const [k, v] of mailTextLeaves(value, at)) out.set(k, v);
  }
  return out;
}
