/**
 * README.md is what a newcomer reads first, in five minutes: the two commands on top, then at
 * most 150 lines. Long sections belong in docs/ files named for them, linked from it; a README
 * that grows past that fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const MAX_LINES = 150;

describe('README.md', () => {
  it(`has at most ${MAX_LINES} lines`, () => {
    expect(README.trimEnd().split('\n').length).toBeLessThanOrEqual(MAX_LINES);
  });

  it('opens with the two commands', () => {
    const block = README.split('```')[1] ?? '';
    expect(block).toMatch(/^sh\nnpm install && npm start\s/);
    expect(block).toMatch(/\nnpm test\s/);
  });

  it('links only files that exist', () => {
    const links = [...README.matchAll(/\]\(([^)#:]+)(#[^)]*)?\)/g)].map((m) => m[1] ?? '');
    expect(links.filter((link) => !existsSync(join(dirname(join(ROOT, 'README.md')), link)))).toEqual([]);
  });
});
