import { describe, expect, it } from 'vitest';
import { CELL_PADDING, fontMeasure, layoutTable, type Measure, wrapCell } from './pdf-table.js';

/** Every letter one point wide at size 1, the header's a little wider, as a bold font is. */
const measure: Measure = (text, size, header) => text.length * size * (header ? 1.1 : 1);

const header = ['Datum (Europe/Berlin)', 'Art', 'Status', 'Gesendet', 'Erhalten', 'Gebühr', 'Referenz'];
const row = [
  '17.05.2026, 14:05',
  'Auszahlung',
  'Abgeschlossen',
  '1.000,50\u00a0€',
  '0,00254612\u00a0ETH',
  '0,00254612\u00a0ETH',
  'TX-7F3K-9Q2M-ABCD-EFGH',
];

/** Every line a cell is drawn in fits its column. */
function fits(width: number, anywhere = new Set<number>()) {
  const { size, widths } = layoutTable(measure, header, [row], width, anywhere);
  expect(widths.reduce((s, w) => s + w, 0)).toBeLessThanOrEqual(width + 1e-6);
  const cells = [...header.map((t, i) => ({ t, i, h: true })), ...row.map((t, i) => ({ t, i, h: false }))];
  for (const { t, i, h } of cells) {
    const lines = wrapCell(measure, t, size, widths[i] ?? 0, h);
    for (const l of lines) expect(measure(l, size, h), l).toBeLessThanOrEqual((widths[i] ?? 0) - CELL_PADDING + 1e-6);
    // Nothing left out, nothing added: the lines are the cell.
    expect(lines.join(' ').replace(/ /g, '')).toBe(t.replace(/ /g, ''));
  }
  return { size, widths };
}

describe('the table of a customer PDF', () => {
  it('gives each column its widest cell where the page has room', () => {
    const { size, widths } = fits(2000);
    expect(size).toBe(8);
    expect(widths[2]).toBe(measure('Abgeschlossen', 8, false) + CELL_PADDING);
  });

  it('wraps the longer texts at spaces on a narrower page, amounts and words staying whole', () => {
    const { size } = fits(900);
    expect(size).toBe(8);
    const narrow = layoutTable(measure, header, [row], 900);
    expect(wrapCell(measure, row[2] ?? '', 8, narrow.widths[2] ?? 0)).toEqual(['Abgeschlossen']);
    expect(wrapCell(measure, row[3] ?? '', 8, narrow.widths[3] ?? 0)).toEqual(['1.000,50\u00a0€']);
  });

  it('draws smaller, then breaks ids, rather than cut a cell', () => {
    expect(fits(700).size).toBeLessThan(8);
    fits(400, new Set([6]));
    fits(200);
  });
});

describe("a table's measure of its fonts", () => {
  it('asks each font once per text, at 1 pt, and scales: the same widths at every size', () => {
    const asked: string[] = [];
    const font = (perChar: number) => ({
      widthOfTextAtSize: (text: string, size: number) => {
        asked.push(`${perChar}:${text}@${size}`);
        return text.length * perChar * size;
      },
    });
    const measure = fontMeasure(font(0.5), font(0.6));
    expect(measure('Swap', 8, false)).toBeCloseTo(16);
    expect(measure('Swap', 6, false)).toBeCloseTo(12);
    expect(measure('Swap', 8, true)).toBeCloseTo(19.2);
    expect(measure('Swap', 7, true)).toBeCloseTo(16.8);
    expect(asked).toEqual(['0.5:Swap@1', '0.6:Swap@1']);
  });

  it('wraps a cell that fits with one measure of it, and the same lines as word by word', () => {
    let calls = 0;
    const counted: Measure = (t, size) => {
      calls++;
      return t.length * size * 0.5;
    };
    expect(wrapCell(counted, 'Swap  (limit order)', 8, 200)).toEqual(['Swap (limit order)']);
    expect(calls).toBe(1);
    expect(wrapCell(counted, 'Swap (limit order)', 8, 40)).toEqual(['Swap', '(limit', 'order)']);
  });

  it('measures the words of the cells only when the widest cells do not fit side by side', () => {
    const asked = new Set<string>();
    const counted: Measure = (t, size, h) => {
      asked.add(t);
      return measure(t, size, h);
    };
    const rows = [row, ['17.05.2026, 14:06', 'Swap (limit order)', 'Abgeschlossen', '', '', '', 'TX-1']];
    layoutTable(counted, header, rows, 2000);
    expect([...asked].sort()).toEqual([...new Set([...header, ...rows.flat()])].sort());
    // Narrower, the words count: a cell wraps at spaces down to its longest word.
    layoutTable(counted, header, rows, 700);
    expect(asked).toContain('(limit');
  });
});
