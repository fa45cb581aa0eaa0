import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvField, neutraliseFormula, parseCsv, toCsv } from './csv.js';

describe('CSV writer', () => {
  it('quotes commas, quotes and line breaks, and ends records with CRLF', () => {
    const csv = toCsv([
      ['a', 'b,c', 'say "hi"'],
      ['line\nbreak', 'cr\rlf\r\n', ''],
    ]);
    expect(csv).toBe(`${CSV_BOM}a,"b,c","say ""hi"""\r\n"line\nbreak","cr\rlf\r\n",\r\n`);
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const v of ['=SUM(A1:A2)', '+1', '-2+3', '-1-cmd', '@cmd', '\tx', '\rx'])
      expect(neutraliseFormula(v)).toBe(`'${v}`);
    for (const v of ['1', 'a=b', 'Deposit', '', "'already"]) expect(neutraliseFormula(v)).toBe(v);
  });

  it('keeps the sign of a negative amount, which is a number and not a formula', () => {
    for (const v of ['-2', '-0.01', '-1234.56789']) expect(neutraliseFormula(v)).toBe(v);
    expect(csvField('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('keeps surrounding spaces by quoting them', () => {
    expect(csvField(' padded ')).toBe('" padded "');
  });

  it('round-trips any text: parse(write(rows)) gives the rows back (formulas neutralised)', () => {
    const cell = fc.string({
      unit: fc.constantFrom('a', 'Z', '1', ',', '"', '\n', '\r', ' ', '=', '-', '@', '+', 'é', '€'),
    });
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (rows) => {
        // A record of one empty field is written as an empty line, which reads back as one empty field.
        expect(parseCsv(toCsv(rows))).toEqual(rows.map((r) => r.map(neutraliseFormula)));
      }),
      { numRuns: 300 },
    );
  });

  it('refuses a file that ends inside a quoted field', () => {
    expect(() => parseCsv('"open')).toThrow(/quoted/);
  });
});
