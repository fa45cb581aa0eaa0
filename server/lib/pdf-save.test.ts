/** A server PDF's pages compressed by Node's zlib (decision 466): the same drawing, read by any reader. */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, rgb, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { drawText } from '../../contract/pdf-draw.js';
import { pdfTextLines } from '../test/pdf-text.js';
import { savePdf } from './pdf-save.js';

/** Two pages of text, drawn the same way each time. */
async function twoPages() {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const words of ['Gebühr 1.000,50\u00a0€', 'Größe']) {
    const page = doc.addPage();
    for (let row = 0; row < 50; row++)
      drawText(page, `${words} ${row}`, { x: 36, y: 780 - row * 14, size: 9, font, color: rgb(0, 0, 0) });
  }
  return doc;
}

/** Each page's drawing as the file holds it, decompressed. */
async function drawings(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().flatMap((page) => {
    const contents = page.node.Contents();
    return (contents instanceof PDFArray ? contents.asArray() : [])
      .map((ref) => doc.context.lookup(ref))
      .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''));
  });
}

describe("a server PDF's bytes", () => {
  it("hold each page's drawing compressed, as pdf-lib's own save does, without its deflate", async () => {
    const ours = await twoPages();
    const refs = ours.getPages().flatMap((p) => (p.node.Contents() as PDFArray).asArray());
    const bytes = await savePdf(ours);
    // Compressed before pdf-lib writes: the file's streams are the ones made here.
    for (const ref of refs) expect(ours.context.lookup(ref)).toBeInstanceOf(PDFRawStream);
    const theirs = await (await twoPages()).save();
    expect(await drawings(bytes)).toEqual(await drawings(theirs));
    expect(await pdfTextLines(bytes)).toEqual(await pdfTextLines(theirs));
    expect((await pdfTextLines(bytes))[0]).toBe('Gebühr 1.000,50\u00a0€ 0');
    expect(bytes.length).toBeLessThan(theirs.length * 1.2);
  });
});
