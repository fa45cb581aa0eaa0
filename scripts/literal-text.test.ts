import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { literalTexts, readSource, screenFiles } from './literal-text.js';

/**
 * The files not converted to the catalogs yet (a ratchet: the list only shrinks). A file not on it
 * with literal text fails; a file on it with none left fails too, so it is taken off.
 */
const LIST = 'scripts/literal-text-unconverted.txt';
const unconverted = readFileSync(LIST, 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'));

describe('literal text in screens', () => {
  const files = screenFiles();
  const withLiterals = new Map(
    files.map((f) => [f, literalTexts(readSource(f), f)] as const).filter(([, found]) => found.length > 0),
  );

  it('every file with literal user-visible text is on the list of files not converted yet', () => {
    const offenders = [...withLiterals]
      .filter(([f]) => !unconverted.includes(f))
      .map(([f, found]) => `${f}:${found[0]?.line} "${found[0]?.text}" (mark it for translation: docs/translating.md)`);
    expect(offenders).toEqual([]);
  });

  it('a file on the list still has literal text (else it is taken off the list)', () => {
    const done = unconverted.filter((f) => !withLiterals.has(f));
    if (done.length > 0 && process.env.UPDATE_LITERAL_LIST === '1') {
      writeFileSync(
        LIST,
        readFileSync(LIST, 'utf8')
          .split('\n')
          .filter((l) => !done.includes(l.trim()))
          .join('\n'),
      );
    }
    expect(done).toEqual([]);
  });

  it('finds text children, read attributes and toasts, not code', () => {
    const found = literalTexts(
      [
        'const a = <p className="x">Hello</p>;',
        'const b = <button aria-label="Close">{t`Close`}</button>;',
        "toast.error('Failed');",
        'toast.error(t`Failed`);',
        'const c = <input placeholder={"Search"} type="text" />;',
        'const d = <span>{count} · 42</span>;',
        'const e = <p><Trans>Hello <strong>{name}</strong></Trans></p>;',
      ].join('\n'),
    ).map((l) => l.text);
    expect(found).toEqual(['Hello', 'Close', "'Failed'", 'Search']);
  });
});
