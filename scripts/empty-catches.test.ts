/**
 * A failure dropped with `.catch(() => {})` is lost unless nothing is: each one in the product's
 * code says why on the line or just above it (the work is retried, a best-effort cleanup, the
 * failure shows elsewhere). A new silent catch without its reason fails here; one that loses
 * something handles the error or logs it once instead.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typescriptUnder } from './project-files.js';

const ROOT = join(import.meta.dirname, '..');
const FOLDERS = ['src', 'sw', 'server', 'contract', 'scripts', 'bench', 'tests'];
const EMPTY_CATCH = /\.catch\(\(\) => \{\s*\}\)/;

/** The empty catches of a file that no comment on their line or the four above explains. */
function unexplained(text: string): number[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    if (!EMPTY_CATCH.test(line)) return [];
    const near = lines.slice(Math.max(0, i - 4), i + 1);
    return near.some((l) => l.includes('//')) ? [] : [i + 1];
  });
}

describe('silent catches', () => {
  it('each says why nothing is lost', () => {
    const found = FOLDERS.flatMap((f) => typescriptUnder(join(ROOT, f))).flatMap((file) =>
      unexplained(readFileSync(file, 'utf8')).map((n) => `${relative(ROOT, file)}:${n}`),
    );
    expect(found).toEqual([]);
  });

  it('reads a reason on the line or just above it', () => {
    expect(unexplained('a.catch(() => {});')).toEqual([1]);
    expect(unexplained('// retried at the next tick\na.catch(() => {});')).toEqual([]);
    expect(unexplained('a.catch(() => {}); // best effort')).toEqual([]);
    expect(unexplained('a.catch((e) => log(e));')).toEqual([]);
  });
});
