/**
 * Errors are told apart by their code, never by their wording: a text can be reworded (or
 * translated) without anyone noticing that a branch read it. This reads the product's source
 * (src/, server/, contract/) and the server's tests, and fails on a comparison of an error's
 * message or of a message constant.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typescriptUnder } from './project-files.js';

const ROOT = join(import.meta.dirname, '..');
const DIRS = ['src', 'server', 'contract'];

/**
 * Errors of other libraries that carry no code: their wording is all there is to read. Each is
 * read in one place, which says why.
 */
const FOREIGN_WORDING = new Set([
  // The database drivers (pg, PGlite) say "closed" or "terminated" in words only.
  'server/db/faults.ts',
  // The ivms101 package's schema names an IVMS101 constraint (C1, C4) only in its issue's message.
  'server/modules/travelrule/ivms.ts',
]);

const COMPARISONS: Array<[RegExp, string]> = [
  // Whether there is a message (undefined, null, of type string) is not its wording.
  [
    /\.message\s*[!=]==?(?!=)(?!\s*(undefined\b|null\b|'string'))|(===|!==|==|!=)\s*[\w.?]*\.message\b/,
    "an error's message compared",
  ],
  [/\.message\??\.(startsWith|endsWith|includes|match|search|indexOf|localeCompare)\(/, "an error's message searched"],
  [/\.test\([\w.?]*\.message\)/, "an error's message matched"],
  [/\b[A-Z_]*MESSAGES?\.\w+\s*(===|!==|==|!=)|(===|!==|==|!=)\s*[A-Z_]*MESSAGES?\.\w+/, 'a message constant compared'],
  [/\b(M|UI|TEXT|TEXTS)\.\w+\s*(===|!==)|(===|!==)\s*(M|UI|TEXT|TEXTS)\.\w+\b/, 'a screen text compared'],
];

function comparisons(text: string): string[] {
  return COMPARISONS.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

function breaches(): string[] {
  const found: string[] = [];
  for (const dir of DIRS)
    for (const path of typescriptUnder(join(ROOT, dir), { tests: true })) {
      const file = relative(ROOT, path);
      if (FOREIGN_WORDING.has(file)) continue;
      // The client's tests check what a screen shows; the server's check behaviour.
      if (file.startsWith('src/') && /\.test\.tsx?$/.test(file)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line)) return;
          for (const what of comparisons(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim()}`);
        });
    }
  return found;
}

describe('errors by code', () => {
  it('no branch reads the wording of an error', () => {
    expect(breaches()).toEqual([]);
  });
  it('the rule catches a comparison of wording and lets a code through', () => {
    const caught = (line: string) => comparisons(line).length > 0;
    expect(caught('if (e.message === BUY_MESSAGES.kycRejected)')).toBe(true);
    expect(caught("if (e instanceof GatewayError && e.message.startsWith('gateway answered 404')) return null;")).toBe(
      true,
    );
    expect(caught('e instanceof Error && /counter/i.test(e.message) ? a : b')).toBe(true);
    expect(caught('if (e.payload?.error === KYC_MESSAGES.notAuthorized) {')).toBe(true);
    expect(caught('if (message === M.accountDeleted) leave();')).toBe(true);
    expect(caught("req.on('error', (e) => (e.message.includes('EPIPE') ? undefined : reject(e)));")).toBe(true);
    expect(caught("if (e.code === 'KYC_REJECTED') return;")).toBe(false);
    expect(caught('toast.error(e instanceof ApiCallError ? e.message : M.failed);')).toBe(false);
    expect(caught('if (e instanceof GatewayError && e.status === 404) return null;')).toBe(false);
    expect(caught("message: typeof c.message === 'string' ? c.message : null,")).toBe(false);
    expect(caught('if (result.message !== undefined) answer.message = result.message;')).toBe(false);
  });
});
