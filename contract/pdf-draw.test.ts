/** Text drawn as pdf-lib's drawText draws it, each text encoded once per font and each font named once per page. */
import {
  PDFArray,
  PDFContentStream,
  PDFDict,
  PDFDocument,
  type PDFFont,
  PDFName,
  type PDFPage,
  type PDFRef,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { drawText } from './pdf-draw.js';
import { drawable } from './pdf-text.js';

/** A page's drawing, each font given by its object in the file rather than its name on the page. */
function drawing(page: PDFPage): string {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const objects = new Map((fonts?.entries() ?? []).map(([name, ref]) => [name.asString(), String(ref)]));
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [];
  return streams
    .map((ref) => page.doc.context.lookup(ref as PDFRef))
    .map((s) =>
      s instanceof PDFContentStream ? Array.from(s.getUnencodedContents(), (b) => String.fromCharCode(b)).join('') : '',
    )
    .join('\n')
    .replace(/\/[^\s/]+(?= [\d.]+ Tf)/g, (name) => objects.get(name) ?? name);
}

const fontNamesOn = (page: PDFPage) => page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)?.keys() ?? [];

const SAMPLES = [
  'Gebühr 1.000,50\u00a0€',
  'Größe der Überweisung',
  'Ça coûte 12,30\u00a0€',
  'Año: señal',
  'Zażółć gęślą jaźń',
  'Two\nlines',
  'A\ttab',
  '',
];

let doc: PDFDocument;
let regular: PDFFont;
let bold: PDFFont;
beforeEach(async () => {
  doc = await PDFDocument.create();
  regular = await doc.embedFont(StandardFonts.Helvetica);
  bold = await doc.embedFont(StandardFonts.HelveticaBold);
});

describe('text drawn on a PDF page', () => {
  it("writes the operators pdf-lib's own drawText writes, in every language the font draws", () => {
    const theirs = doc.addPage();
    const ours = doc.addPage();
    SAMPLES.forEach((sample, i) => {
      for (const [font, size, color] of [
        [regular, 8, rgb(0.1, 0.12, 0.16)],
        [bold, 7.5, rgb(0.4, 0.43, 0.48)],
      ] as const) {
        const text = drawable(font, sample);
        const style = { x: 36 + i, y: 500 - 12 * i, size, font, color };
        theirs.drawText(text, style);
        drawText(ours, text, style);
      }
    });
    expect(drawing(ours)).toBe(drawing(theirs));
    // 'Gebühr 1.000,50 €' in WinAnsi: the ü, the no-break space and the euro sign kept.
    expect(drawing(ours)).toContain('<476562FC687220312E3030302C3530A080> Tj');
  });

  it('encodes each text once per font and names each font once per page', () => {
    const encodedRegular = vi.spyOn(regular, 'encodeText');
    const encodedBold = vi.spyOn(bold, 'encodeText');
    const pages = [doc.addPage(), doc.addPage()];
    for (const page of pages)
      for (let row = 0; row < 20; row++) {
        drawText(page, '17.05.2026', { x: 36, y: 500 - row * 10, size: 8, font: regular, color: rgb(0, 0, 0) });
        drawText(page, 'BTC', { x: 100, y: 500 - row * 10, size: 8, font: regular, color: rgb(0, 0, 0) });
        drawText(page, 'BTC', { x: 140, y: 500 - row * 10, size: 7, font: bold, color: rgb(0.4, 0.4, 0.4) });
      }
    expect(encodedRegular.mock.calls.map(([t]) => t)).toEqual(['17.05.2026', 'BTC']);
    expect(encodedBold.mock.calls.map(([t]) => t)).toEqual(['BTC']);
    for (const page of pages) expect(fontNamesOn(page)).toHaveLength(2);
  });
});
