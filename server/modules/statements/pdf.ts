/**
 * The customers' PDF files: a table repeated under its header on every page, with the title and
 * the file's facts above it and notes after it, drawn with pdf-lib like the admin export
 * (decision 053), in a font that draws every EU language (decision 299). The columns are sized from
 * what they hold and a cell wraps rather than being cut (contract/pdf-table.ts, decision 418).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { drawText } from '../../../contract/pdf-draw.js';
import { fontMeasure, layoutTable, wrapCell } from '../../../contract/pdf-table.js';
import { drawable, numberPages } from '../../../contract/pdf-text.js';
import { embedPdfFonts } from '../../lib/pdf-font.js';
import { savePdf } from '../../lib/pdf-save.js';

/** A table after the first, under a heading of its own (the statement's gains, decision 457). */
export interface PdfSection {
  title: string;
  header: readonly string[];
  rows: readonly (readonly string[])[];
  notes: readonly string[];
  /** The reader's words for an empty table. */
  none: string;
}

interface TablePdfInput {
  title: string;
  info: readonly [string, string][];
  header: readonly string[];
  rows: readonly (readonly string[])[];
  /** Columns of ids and hashes, whose cells may break anywhere. */
  breakAnywhere?: readonly number[];
  notes: readonly string[];
  /** The reader's words for an empty table and for the page numbers. */
  none: string;
  page: (page: number, pages: number) => string;
  sections?: readonly PdfSection[];
}

const PAGE: [number, number] = [841.89, 595.28]; // A4 landscape
const MARGIN = 36;
const LINE_GAP = 2;
const ROW_GAP = 5;

export async function buildTablePdf(input: TablePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(input.title);
  doc.setCreator('CoinVault');
  doc.setProducer('CoinVault');
  const { regular, bold } = await embedPdfFonts(doc);
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.4, 0.43, 0.48);
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const newPageIfBelow = (room: number) => {
    if (y >= MARGIN + room) return false;
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
    return true;
  };
  const tableWidth = PAGE[0] - 2 * MARGIN;
  const measure = fontMeasure(regular, bold);
  const line = (s: string, size: number, font = regular) => {
    for (const text of wrapCell(measure, s, size, tableWidth, font === bold)) {
      newPageIfBelow(size + 4);
      drawText(page, drawable(font, text), { x: MARGIN, y, size, font, color: ink });
      y -= size + 4;
    }
  };

  y -= 18;
  line(input.title, 18, bold);
  y -= 6;
  for (const [label, value] of input.info) line(`${label}: ${value}`, 10);
  y -= 8;

  const table = (t: Omit<PdfSection, 'title'>, breakAnywhere: readonly number[]) => {
    const header = t.header.map((h) => drawable(bold, h));
    const rows = t.rows.map((r) => header.map((_, i) => drawable(regular, r[i] ?? '')));
    const { size, widths } = layoutTable(measure, header, rows, tableWidth, new Set(breakAnywhere));
    const drawRow = (cells: readonly string[], font: PDFFont, color = ink) => {
      const lines = cells.map((c, i) => wrapCell(measure, c, size, widths[i] ?? 0, font === bold));
      const height = Math.max(...lines.map((l) => l.length)) * (size + LINE_GAP) + ROW_GAP;
      const isHeader = font === bold;
      if (newPageIfBelow(height + (isHeader ? height : 0)) && !isHeader) drawRow(header, bold, muted);
      let x = MARGIN;
      lines.forEach((cellLines, i) => {
        cellLines.forEach((text, n) => {
          drawText(page, text, { x, y: y - n * (size + LINE_GAP), size, font, color });
        });
        x += widths[i] ?? 0;
      });
      y -= height;
    };
    drawRow(header, bold, muted);
    if (rows.length === 0) line(t.none, 10);
    for (const r of rows) drawRow(r, regular);
    y -= 8;
    for (const note of t.notes) line(note, 9);
  };
  table(input, input.breakAnywhere ?? []);
  for (const section of input.sections ?? []) {
    y -= 14;
    line(section.title, 14, bold);
    y -= 4;
    table(section, []);
  }

  numberPages(doc, regular, muted, PAGE[0], MARGIN, input.page);
  return savePdf(doc);
}
