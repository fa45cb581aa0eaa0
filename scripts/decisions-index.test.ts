/**
 * docs/decisions/README.md lists every decision by topic, and a decision's line names the
 * decisions its Status line amends, extends or supersedes (or is superseded by): a new decision
 * left out of the index, a link to a file that is gone, or a chain the index no longer shows,
 * fails here. Each decision names its topic on a `Topic:` line under its title, and the index lists
 * it under that topic's heading: a decision filed under whatever section came last fails too.
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

/** The index's topic heading (`## Topic`) each listed decision sits under, by its file. */
function indexTopics(markdown: string): Map<string, string> {
  const topics = new Map<string, string>();
  let heading = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) heading = line.slice(3).trim();
    const file = /^- \[\d{3}\]\((\d{3}-[^)]+\.md)\)/.exec(line)?.[1];
    if (file) topics.set(file, heading);
  }
  return topics;
}

/** The topic a decision names on its `Topic:` line, if it has one. */
function topicLine(text: string): string | undefined {
  return /^Topic: (.+)$/m.exec(text)?.[1]?.trim();
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

  it('lists each decision under the topic its Topic line names', () => {
    const topics = indexTopics(readFileSync(join(DIR, 'README.md'), 'utf8'));
    const misfiled = files.flatMap((f) => {
      const named = topicLine(readFileSync(join(DIR, f), 'utf8'));
      if (!named) return [`${f}: no Topic line (one of the index's headings)`];
      const listed = topics.get(f);
      return listed === named ? [] : [`${f}: Topic "${named}", listed under "${listed}"`];
    });
    expect(misfiled).toEqual([]);
  });

  it('folds a chain into a record in force: each record marked history names one that is accepted', () => {
    const statusOf = (f: string) =>
      readFileSync(join(DIR, f), 'utf8')
        .split('\n')
        .find((l) => l.startsWith('Status:')) ?? '';
    const byNumber = new Map(files.map((f) => [DECISION_FILE.exec(f)?.[1], f]));
    const broken = files.flatMap((f) => {
      const status = statusOf(f);
      if (!status.startsWith('Status: history')) return [];
      const into = /folded into decision (\d{3})/.exec(status)?.[1];
      const current = into ? byNumber.get(into) : undefined;
      if (!current) return [`${f}: history without the record it was folded into`];
      return statusOf(current).startsWith('Status: accepted') ? [] : [`${f}: folded into ${current}, not in force`];
    });
    expect(broken).toEqual([]);
  });

  it('reads index lines and Status lines as the files write them', () => {
    const read = indexLines('## Topic\n\n- [163](163-gate.md): The gate (supersedes 122)\n- 999 in prose\n');
    expect([...read]).toEqual([['163-gate.md', ['- [163](163-gate.md): The gate (supersedes 122)']]]);
    const text = '# 163: The gate\n\nDate: 2026-11-23\nStatus: accepted (supersedes decisions 122 and 123)\n\n170 ms';
    expect(statusReferences('163-gate.md', text)).toEqual(['122', '123']);
    const index = '## Lighthouse gate\n\n- [163](163-gate.md): The gate\n\n## Tests\n\n- [079](079-e2e.md): Setup\n';
    expect([...indexTopics(index)]).toEqual([
      ['163-gate.md', 'Lighthouse gate'],
      ['079-e2e.md', 'Tests'],
    ]);
    expect(topicLine('# 163: The gate\n\nTopic: Lighthouse gate\nDate: 2026-11-23\n')).toBe('Lighthouse gate');
  });
});
