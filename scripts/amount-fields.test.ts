/**
 * Every amount field of the app is the AmountInput that Buy uses, so one reading of the
 * customer's writing ('90.000' in German is ninety thousand) holds on every screen. A plain text
 * field asking for a decimal, or a form turning typed text into an amount on its own, would be a
 * second reading that can drift from it.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { typescriptUnder } from './project-files.js';

const ROOT = join(import.meta.dirname, '..', 'src');

/** What in a file reads an amount outside the one amount field. */
function ownAmountReading(code: string): string[] {
  const found: string[] = [];
  if (/inputMode="decimal"/.test(code)) found.push('a text field of its own for a decimal');
  if (/\bparseFloat\(|\bNumber\.parseFloat\(/.test(code)) found.push('parseFloat');
  if (/\b(parseAmountText|filterFiatAmount|filterCryptoAmount)\(/.test(code)) found.push('a form-side amount reading');
  return found;
}

describe('amount fields', () => {
  it('are all the one AmountInput, reading the customer writing the way Buy does', () => {
    const own = typescriptUnder(ROOT)
      .filter((f) => !f.endsWith(join('ui', 'AmountInput.tsx')) && !f.endsWith(join('lib', 'amount-input.ts')))
      .map((f) => [relative(ROOT, f), ownAmountReading(readFileSync(f, 'utf8'))] as const)
      .filter(([, found]) => found.length > 0);
    expect(own).toEqual([]);
  });

  it('the rule catches a field or form reading an amount by itself', () => {
    expect(ownAmountReading('<Field inputMode="decimal" value={v} />')).toHaveLength(1);
    expect(ownAmountReading('const v = parseAmountText(text);')).toHaveLength(1);
    expect(ownAmountReading('const n = parseFloat(price);')).toHaveLength(1);
    expect(ownAmountReading('<AmountInput mode="fiat" value={v} onValueChange={set} />')).toEqual([]);
  });
});
