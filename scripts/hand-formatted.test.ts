import { describe, expect, it } from 'vitest';
import { handFormatted, handFormattedInScreens } from './hand-formatted.js';

describe('numbers on screens', () => {
  it('are written only by the formatting module, in the active language', () => {
    expect(handFormattedInScreens()).toEqual([]);
  });

  it('the rule catches a hand-formatted number, percentage, amount or date', () => {
    const caught = (code: string) => handFormatted(code).length > 0;
    expect(caught('const p = (rate * 100).toFixed(2);')).toBe(true);
    expect(caught('<span>{balance.toLocaleString()}</span>')).toBe(true);
    expect(caught("const f = new Intl.NumberFormat('de-DE');")).toBe(true);
    expect(caught("const r = new Intl.RelativeTimeFormat('en');")).toBe(true);
    expect(caught(`const text = \`\${value}%\`;`)).toBe(true);
    expect(caught('<button>{p}%</button>')).toBe(true);
    expect(caught(`const s = \`€\${amount}\`;`)).toBe(true);
    expect(caught(`const s = \`AU$\${amount}\`;`)).toBe(true);
    expect(caught('<b>\n  {currencySymbol(currency)}\n  {q}\n</b>')).toBe(true);
    expect(caught("import { formatFiat } from '../../../contract/fiat-format.js';")).toBe(true);
    expect(caught("import { currencySymbol } from '../../../contract/payments.js';")).toBe(true);
  });

  it('lets the formatting module and plain code through', () => {
    const caught = (code: string) => handFormatted(code).length > 0;
    expect(caught('<span>{formatPercent(change, { plus: true })}</span>')).toBe(false);
    expect(caught('<b>{formatFiatWhole(q, currency)}</b>')).toBe(false);
    expect(caught('const price = toFixed(divDecimal(a, b, 8), 8);')).toBe(false);
    expect(caught(`// was \`\${value}%\` before`)).toBe(false);
    expect(caught(`label={t\`Amount (\${symbol}, before the card fee)\`}`)).toBe(false);
  });
});
