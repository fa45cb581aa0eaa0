import { describe, expect, it } from 'vitest';
import { pdfPages, pdfTextLines } from '../../test/pdf-text.js';
import { buildRecordPdf } from './record-pdf.js';

describe('the Travel Rule record PDF', () => {
  it('draws every letter of an EU name, in a small file', async () => {
    const name = 'Zażółć gęślą jaźń';
    const bytes = await buildRecordPdf('Transfer record 42', [['Customer', name]], {
      originator: { originatorPerson: [{ naturalPerson: { name: { primaryIdentifier: 'Łukasz Ørsted-SSøe' } } }] },
    });
    const lines = await pdfTextLines(bytes);
    expect(lines).toContain(`Customer: ${name}`);
    expect(lines).toContain('originator.originatorPerson[0].naturalPerson.name.primaryIdentifier: Łukasz Ørsted-SSøe');
    expect(lines.join('\n')).not.toContain('?');
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('draws every text in order, on the same pages, each font named once per page (decision 477)', async () => {
    const facts = Array.from({ length: 40 }, (_, i): [string, string] => [`Fact ${i + 1}`, `value ${i + 1}`]);
    facts.push(['Transaction hash', `0x${'ab'.repeat(200)}`]);
    const payload = {
      originator: {
        originatorPerson: Array.from({ length: 30 }, (_, i) => ({ naturalPerson: { name: `Zażółć ${i}` } })),
      },
    };
    const person = (i: number) => `originator.originatorPerson[${i}].naturalPerson.name: Zażółć ${i}`;
    const pages = await pdfPages(await buildRecordPdf('Travel Rule record', facts, payload));
    const first = pages[0]?.lines ?? [];
    expect(first.slice(0, 41)).toEqual(['Travel Rule record', ...facts.slice(0, 40).map(([k, v]) => `${k}: ${v}`)]);
    // The label on its line, then the hash, a word wider than the line, broken where the width runs out.
    expect(first[41]).toBe('Transaction hash:');
    expect(first.slice(42, 47).map((l) => l.length)).toEqual([91, 91, 91, 91, 38]);
    expect(first.slice(42, 47).join('')).toBe(`0x${'ab'.repeat(200)}`);
    expect(first.slice(47)).toEqual([
      'Travel Rule information (IVMS101)',
      ...Array.from({ length: 8 }, (_, i) => person(i)),
      'Page 1 of 2',
    ]);
    expect(pages[1]?.lines).toEqual([...Array.from({ length: 22 }, (_, i) => person(i + 8)), 'Page 2 of 2']);
    // One entry per font on each page, not one per line drawn (decision 466).
    expect(pages.map((p) => p.fontNames)).toEqual([2, 1]);

    const empty = await pdfPages(await buildRecordPdf('Travel Rule record', [['Customer', 'A']], null));
    expect(empty).toEqual([
      {
        lines: [
          'Travel Rule record',
          'Customer: A',
          'Travel Rule information (IVMS101)',
          'None received or given.',
          'Page 1 of 1',
        ],
        fontNames: 2,
      },
    ]);
  });

  it('keeps every value whole and every name in whole words, however long (decision 484)', async () => {
    // A beneficiary's full name as a counterparty may send it, and a payload field of 1,200 characters.
    const name = 'Łukasz Żółć-Brzęczyszczykiewicz '.repeat(12).trim();
    const long = `bc1q${'x'.repeat(1_196)}`;
    const pages = await pdfPages(await buildRecordPdf('Travel Rule record', [['Beneficiary', name]], { note: long }));
    const lines = pages.flatMap((p) => p.lines);
    const at = lines.indexOf('Travel Rule information (IVMS101)');
    // The name: broken between words only, every word of it drawn.
    const nameLines = lines.slice(1, at);
    expect(nameLines.join(' ')).toBe(`Beneficiary: ${name}`);
    for (const line of nameLines.slice(1)) expect(line.startsWith('Łukasz') || line.startsWith('Żółć')).toBe(true);
    // The long value: more lines than six, nothing cut.
    const valueLines = lines.slice(at + 1, -1);
    expect(valueLines[0]).toBe('note:');
    expect(valueLines.length).toBeGreaterThan(7);
    expect(valueLines.slice(1).join('')).toBe(long);
  });
});
