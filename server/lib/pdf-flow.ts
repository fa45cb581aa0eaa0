/**
 * A PDF of flowing text, the one path of the staff's report drafts and the Travel Rule records
 * (decision 484): A4 portrait, each paragraph broken between words where the width runs out (a
 * word wider than the line, an address or a hash, is broken across lines, never cut short), new
 * pages as the text runs on, numbered at the foot, in the fonts that draw every EU name (decision
 * 299), drawn and saved as the customers' statements are (decision 477).
 */
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { drawText } from '../../contract/pdf-draw.js';
import { drawable, numberPages, wrapText } from '../../contract/pdf-text.js';
import { embedPdfFonts } from './pdf-font.js';
import { savePdf } from './pdf-save.js';

const PAGE: [number, number] = [595.28, 841.89]; // A4 portrait
const MARGIN = 40;
const SIZE = 9;
/** A word is broken across this many lines at most: about 4,000 characters at SIZE. */
const WORD_LINES = 40;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.4, 0.43, 0.48);

interface FlowWriter {
  /** One paragraph, in as many lines as it needs. */
  write(text: string, style?: { size?: number; bold?: boolean; muted?: boolean }): void;
  /** Space before what comes next, in points. */
  gap(points: number): void;
}

/** Lines broken between words where they fit; a word wider than the line is broken where the width runs out. */
function wordWrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(font, text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.flatMap((l) => wrapText(font, l, size, width, WORD_LINES));
}

export async function flowingPdf(title: string, body: (writer: FlowWriter) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('CoinVault');
  doc.setProducer('CoinVault');
  const { regular, bold } = await embedPdfFonts(doc);
  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;
  body({
    write(text, style = {}) {
      const size = style.size ?? SIZE;
      const font = style.bold ? bold : regular;
      for (const part of wordWrap(font, text, size, width)) {
        if (y < MARGIN + size * 2) {
          page = doc.addPage(PAGE);
          y = PAGE[1] - MARGIN;
        }
        drawText(page, part, { x: MARGIN, y, size, font, color: style.muted ? MUTED : INK });
        y -= size + 4;
      }
    },
    gap(points) {
      y -= points;
    },
  });
  numberPages(doc, regular, MUTED, PAGE[0], MARGIN);
  return savePdf(doc);
}
