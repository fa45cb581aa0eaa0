/**
 * A report draft as a PDF (decision 296): the form a reporting officer reads (report-view.ts),
 * each group a heading, each field its plain label and value, the grounds as paragraphs, drawn and
 * saved as the customers' statements are (decision 477), in the fonts that draw every EU name
 * (decision 299): a name reads in the draft as the authority's form must hold it (decision 478).
 */
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib';
import { drawText } from '../../../contract/pdf-draw.js';
import { drawable, numberPages, wrapText } from '../../../contract/pdf-text.js';
import type { ReportView } from '../../../contract/report-drafts.js';
import { embedPdfFonts } from '../../lib/pdf-font.js';
import { savePdf } from '../../lib/pdf-save.js';

const PAGE: [number, number] = [595.28, 841.89]; // A4 portrait
const MARGIN = 40;
const SIZE = 9;

/** Lines broken between words where they fit; a word wider than the line (an address) is cut. */
function wordWrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.flatMap((l) => wrapText(font, l, size, width, 40));
}

export async function buildReportPdf(view: ReportView, notice: string): Promise<Uint8Array> {
  const { title } = view;
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('CoinVault');
  doc.setProducer('CoinVault');
  const { regular, bold } = await embedPdfFonts(doc);
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.4, 0.43, 0.48);
  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const width = PAGE[0] - 2 * MARGIN;
  const write = (text: string, size = SIZE, font = regular, color = ink) => {
    for (const part of wordWrap(font, drawable(font, text), size, width)) {
      if (y < MARGIN + size * 2) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      drawText(page, part, { x: MARGIN, y, size, font, color });
      y -= size + 4;
    }
  };
  write(title, 15, bold);
  write(notice, SIZE, regular, muted);
  for (const group of view.groups) {
    y -= 8;
    write(group.heading, 11, bold);
    for (const field of group.fields) write(`${field.label}: ${field.value ?? 'to be completed when filing'}`);
    if (group.text) {
      y -= 4;
      for (const line of group.text.split('\n')) write(line);
    }
  }
  numberPages(doc, regular, muted, PAGE[0], MARGIN);
  return savePdf(doc);
}
