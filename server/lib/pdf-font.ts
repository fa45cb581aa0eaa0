/**
 * The font the server's PDFs are drawn with (decision 299): DejaVu Sans, shipped in
 * server/assets/fonts with its licence, because pdf-lib's standard fonts only draw WinAnsi and
 * turn "Zażółć gęślą jaźń" into question marks. Each document embeds only the letters it uses
 * (subset), so a file stays a few tens of kilobytes.
 */
import { readFileSync } from 'node:fs';
import fontkit, { type GlyphRun } from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

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
 * shaping: substitutions, kerning, marks, the costliest step of an embedded font, more so the
 * longer the text) each time it measures it and again when it draws it; a statement measures its
 * thousands of cells to size the columns, then draws them (decision 466). A font is made per
 * document, so what it remembers goes with the document.
 */
const layingOutOnce: typeof fontkit = {
  ...fontkit,
  create(bytes, postscriptName) {
    const font = fontkit.create(bytes, postscriptName);
    const layout = font.layout.bind(font);
    const runs = new Map<string, GlyphRun>();
    font.layout = (text, features) => {
      // pdf-lib asks with the features the font was embedded with: none here.
      if (features !== undefined) return layout(text, features);
      let run = runs.get(text);
      if (!run) {
        run = layout(text);
        runs.set(text, run);
      }
      return run;
    };
    return font;
  },
};

/** Regular and bold, embedded in `doc` as subsets. */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(layingOutOnce);
  const [regular, bold] = await Promise.all([
    doc.embedFont(fontBytes('DejaVuSans.ttf'), { subset: true }),
    doc.embedFont(fontBytes('DejaVuSans-Bold.ttf'), { subset: true }),
  ]);
  return { regular, bold };
}
