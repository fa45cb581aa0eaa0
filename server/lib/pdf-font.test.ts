/**
 * The server's PDF font (decision 299) as the files draw it (decision 466): each text laid out once,
 * without the positions pdf-lib never draws, into the glyphs and widths the font gives as it comes.
 */
import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFFont, PDFRawStream, rgb } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawText } from '../../contract/pdf-draw.js';
import { fontMeasure } from '../../contract/pdf-table.js';
import { drawable } from '../../contract/pdf-text.js';
import { pdfTextLines } from '../test/pdf-text.js';
import { embedPdfFonts } from './pdf-font.js';

/** A line in each of the seven languages, the euro and no-break spaces, a ligature and kerned pairs. */
const SAMPLES = [
  'Jährliche Steuerübersicht: Gebühr 1.000,50\u00a0€',
  'Zażółć gęślą jaźń, opłata 1\u00a0234,50\u00a0zł',
  'Relevé annuel : frais 12,30\u00a0€, coût évalué',
  'Año fiscal: comisión 0,00254612\u00a0ETH',
  'Commissione perché così, più 99,00\u00a0€',
  'Jaaroverzicht: één ĳsje, vergoeding € 5',
  'Office affiche fl ffi: AV Te Wo',
  'CV-40E3-162E-2BD9 (value: recorded price)',
];

const font = (name: string) => readFileSync(new URL(`../assets/fonts/${name}`, import.meta.url));

/** The fonts as pdf-lib embeds them by itself, with fontkit as it comes. */
async function plainFonts(doc: PDFDocument) {
  doc.registerFontkit(fontkit);
  return {
    regular: await doc.embedFont(font('DejaVuSans.ttf'), { subset: true }),
    bold: await doc.embedFont(font('DejaVuSans-Bold.ttf'), { subset: true }),
  };
}

/** Each sample in both fonts, measured, then drawn with `draw`; the widths and the file. */
async function drawn(
  fonts: (doc: PDFDocument) => Promise<{ regular: PDFFont; bold: PDFFont }>,
  draw: (page: ReturnType<PDFDocument['addPage']>, text: string, font: PDFFont, y: number) => void,
) {
  const doc = await PDFDocument.create();
  const { regular, bold } = await fonts(doc);
  const page = doc.addPage();
  const widths: number[] = [];
  SAMPLES.forEach((sample, i) => {
    for (const [n, f] of [regular, bold].entries()) {
      const text = drawable(f, sample);
      widths.push(f.widthOfTextAtSize(text, 8));
      draw(page, text, f, 800 - 20 * i - 10 * n);
    }
  });
  const bytes = await doc.save();
  return { widths, glyphs: await glyphsShown(bytes), lines: await pdfTextLines(bytes) };
}

/** The glyph numbers each text-showing operator of the file shows. */
async function glyphsShown(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc
    .getPages()
    .flatMap((p) => {
      const contents = p.node.Contents();
      return contents instanceof PDFArray ? contents.asArray() : [];
    })
    .map((ref) => doc.context.lookup(ref))
    .flatMap((s) => (s instanceof PDFRawStream ? [Buffer.from(decodePDFRawStream(s).decode()).toString('latin1')] : []))
    .flatMap((content) => [...content.matchAll(/<([0-9A-F]*)> Tj/g)].map((m) => m[1] ?? ''));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the customers' PDF font", () => {
  it("measures and draws every language's letters as the font embedded by pdf-lib alone does", async () => {
    const ink = rgb(0, 0, 0);
    const theirs = await drawn(plainFonts, (page, text, f, y) =>
      page.drawText(text, { x: 36, y, size: 8, font: f, color: ink }),
    );
    const ours = await drawn(embedPdfFonts, (page, text, f, y) =>
      drawText(page, text, { x: 36, y, size: 8, font: f, color: ink }),
    );
    expect(ours.widths).toEqual(theirs.widths);
    expect(ours.glyphs).toEqual(theirs.glyphs);
    expect(ours.glyphs).toHaveLength(2 * SAMPLES.length);
    expect(ours.lines).toEqual(theirs.lines);
    expect(ours.lines).toEqual(SAMPLES.flatMap((s) => [s, s]));
  });

  it('lays each distinct text out once, however often it is measured and drawn', async () => {
    const laidOut: string[] = [];
    const create = fontkit.create;
    vi.spyOn(fontkit, 'create').mockImplementation((bytes, name) => {
      const made = create(bytes, name);
      const layout = made.layout.bind(made);
      made.layout = (text, features) => {
        laidOut.push(text);
        return layout(text, features);
      };
      return made;
    });
    const doc = await PDFDocument.create();
    const { regular, bold } = await embedPdfFonts(doc);
    const measure = fontMeasure(regular, bold);
    const page = doc.addPage();
    const cells = ['17.05.2026, 14:05', 'Swap', '0,01\u00a0BTC', 'Swap', '17.05.2026, 14:05', '0,01\u00a0BTC'];
    for (const [row, cell] of cells.entries())
      for (const size of [8, 7.5]) {
        measure(cell, size, false);
        drawText(page, cell, { x: 36, y: 700 - row * 10, size, font: regular, color: rgb(0, 0, 0) });
      }
    measure('Swap', 8, true);
    drawText(page, 'Swap', { x: 36, y: 600, size: 8, font: bold, color: rgb(0, 0, 0) });
    await doc.save();
    // Once per font: the regular font's three texts and the bold font's one.
    expect(laidOut.sort()).toEqual(['0,01\u00a0BTC', '17.05.2026, 14:05', 'Swap', 'Swap']);
  });
});
