import { describe, expect, it } from 'vitest';
import { literalTexts, readSource, screenFiles } from './literal-text.js';

/**
 * Every screen and shared file is in the catalogs (decision 228): literal user-visible text in any
 * of them fails, with where it is and what to do.
 */
describe('literal text in screens', () => {
  it('no file has literal user-visible text', () => {
    const offenders = screenFiles()
      .map((f) => [f, literalTexts(readSource(f), f)] as const)
      .filter(([, found]) => found.length > 0)
      .map(([f, found]) => `${f}:${found[0]?.line} "${found[0]?.text}" (mark it for translation: docs/translating.md)`);
    expect(offenders).toEqual([]);
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

  it("finds a constant list's code values shown as they are ('24h' on a range button)", () => {
    const found = literalTexts(
      [
        'const a = PRICE_RANGES.map((r) => <button key={r}>{r}</button>);',
        'const b = PRICE_RANGES.map((r) => <button key={r}>{rangeLabel(r)}</button>);',
        'const c = PRICE_RANGES.map((r) => <button key={r} aria-label={r} />);',
        'const d = items.map((r) => <li key={r}>{r}</li>);',
      ].join('\n'),
    ).map((l) => l.text);
    expect(found).toEqual(['{r} (a code value of PRICE_RANGES)', '{r} (a code value of PRICE_RANGES)']);
  });
});
