import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../../test/pdf-text.js';
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
});
