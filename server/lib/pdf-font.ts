/**
 * The font the server's PDFs are drawn with (decision 299): DejaVu Sans, shipped in
 * server/assets/fonts with its licence, because pdf-lib's standard fonts only draw WinAnsi and
 * turn "Zażółć gęślą jaźń" into question marks. Each document embeds only the letters it uses
 * (subset), so a file stays a few tens of kilobytes.
 */
import { readFileSync } from 'node:fs';
import fontkit, { type GlyphRun } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { remembered } from '../../contract/remembered.js';

interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Beside this file in the sources; from dist-server/server/lib, back up to the sources' folder. */
const FOLDERS = ['../assets/fonts/', '../../../server/assets/fonts/'];

const cache = new Map<string, Uint8Array>();

function fontBytes(file: string): Uint8Array {
  const cached = cache.get(file);
  if (cached) return cached;
  for (const folder of FOLDERS) {
    try {
      const bytes = new Uint8Array(readFileSync(new URL(folder + file, import.meta.url)));
      cache.set(file, bytes);
      return bytes;
    } catch {
      // Not in this folder: the next one.
    }
  }
  throw new Error(`The PDF font ${file} is missing from server/assets/fonts.`);
}

/**
 * fontkit, each font it makes laying out each distinct text once. pdf-lib lays a text out (fontkit's
 * shaping, the costliest step of an embedded font, more so the longer the text) each time it
 * measures it and again when it draws it; a statement measures its thousands of cells to size the
 * columns, then draws them (decision 466). A font is made per document, so what it remembers goes
 * with the document.
 */
const layingOutOnce: typeof fontkit = {
  ...fontkit,
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    const layout = font.layout.bind(font);
    // pdf-lib asks each font with the one features object it was embedded with.
    const runs = new Map<unknown, Map<string, GlyphRun>>();
    font.layout = (text, features) =>
      remembered(
        remembered(runs, features, () => new Map<string, GlyphRun>()),
        text,
        () => layout(text, features),
      );
    return font;
  },
};

/**
 * The layout features that only move glyphs from their places: kerning, marks on their bases,
 * cursive joins. pdf-lib reads a layout's glyphs (which to draw, each at its own advance) and never
 * the positions these give, so they are left out: a text lays out in half the time, into the same
 * glyphs. The substitutions (ligatures, composed letters) still apply.
 */
const UNREAD_POSITIONING = { kern: false, mark: false, mkmk: false, curs: false };

/** Regular and bold, embedded in `doc` as subsets. */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(layingOutOnce);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes('DejaVuSans.ttf'), { subset: true, features: UNREAD_POSITIONING }),
    doc.embedFont(fontBytes('DejaVuSans-Bold.ttf'), { subset: true, features: UNREAD_POSITIONING }),
  ]);
  return { regular, bold };
}
