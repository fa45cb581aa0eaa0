/**
 * docs/decisions/README.md lists every decision by topic, and a decision's line names the
 * decisions its Status line amends, extends or supersedes (or is superseded by): a new decision
 * left out of the index, a link to a file that is gone, or a chain the index no longer shows,
 * fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const DECISION_FILE = /^(\d{3})-.+\.md$/;

/** The index's list lines, by the file each links: `- [NNN](NNN-title.md): ...`. */
function indexLines(markdown: string): Map<string, string[]> {
  const lines = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    const file = /^- \[\d{3}\]\((\d{3}-[^)]+\.md)\)/.exec(line)?.[1];
    if (file) lines.set(file, [...(lines.get(file) ?? []), line]);
  }
  return lines;
}

/** The decision numbers a decision's Status line names, other than its own. */
function statusReferences(file: string, text: string): string[] {
  const own = DECISION_FILE.exec(file)?.[1];
  const status = text.split('\n').find((l) => l.startsWith('Status:')) ?? '';
  return [...new Set(status.match(/\b\d{3}\b/g) ?? [])].filter((n) => n !== own);
}

describe('docs/decisions/README.md', () => {
  const files = readdirSync(DIR).filter((f) => DECISION_FILE.test(f));
  const lines = indexLines(readFileSync(join(DIR, 'README.md'), 'utf8'));

  it('lists every decision once', () => {
    expect(
      files.filter((f) => !lines.has(f)),
      'decisions missing from the index',
    ).toEqual([]);
    expect(
      [...lines].filter(([, l]) => l.length > 1).map(([f]) => f),
      'decisions listed more than once',
    ).toEqual([]);
  });

  it('links only decisions that exist', () => {
    expect([...lines.keys()].filter((f) => !files.includes(f))).toEqual([]);
  });

  it("names on each decision's line the decisions its Status line amends or supersedes", () => {
    const unnamed = files.flatMap((f) => {
      const line = lines.get(f)?.[0] ?? '';
      const named = new Set(line.replace(/^- \[\d{3}\]\([^)]+\)/, '').match(/\b\d{3}\b/g) ?? []);
      const missing = statusReferences(f, readFileSync(join(DIR, f), 'utf8')).filter((n) => !named.has(n));
      return missing.length > 0 ? [`${f}: ${missing.join(', ')}`] : [];
    });
    expect(unnamed).toEqual([]);
  });

  it('reads index lines and Status lines as the files write them', () => {
    const read = indexLines('## Topic\n\n- [163](163-gate.md): The gate (supersedes 122)\n- 999 in prose\n');
    expect([...read]).toEqual([['163-gate.md', ['- [163](163-gate.md): The gate (supersedes 122)']]]);
    const text = '# 163: The gate\n\nDate: 2026-11-23\nStatus: accepted (supersedes decisions 122 and 123)\n\n170 ms';
    expect(statusReferences('163-gate.md', text)).toEqual(['122', '123']);
  });
});
