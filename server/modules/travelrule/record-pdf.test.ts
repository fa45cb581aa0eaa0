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
    // The hash broken where the width runs out, five lines of the six a value may take.
    expect(first.slice(41, 46).map((l) => l.length)).toEqual([95, 91, 91, 91, 52]);
    expect(first.slice(41, 46).join('')).toBe(`Transaction hash: 0x${'ab'.repeat(200)}`);
    expect(first.slice(46)).toEqual([
      'Travel Rule information (IVMS101)',
      ...Array.from({ length: 9 }, (_, i) => person(i)),
      'Page 1 of 2',
    ]);
    expect(pages[1]?.lines).toEqual([...Array.from({ length: 21 }, (_, i) => person(i + 9)), 'Page 2 of 2']);
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
});
