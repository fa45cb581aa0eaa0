/**
 * The customers' PDF files: a table repeated under its header on every page, with the title and
 * the file's facts above it and notes after it, drawn with pdf-lib like the admin export
 * (decision 053) and its text helpers, in a font that draws every EU language (decision 299).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { drawable, fitText, numberPages } from '../../../contract/pdf-text.js';
import { embedPdfFonts } from '../../lib/pdf-font.js';

interface TablePdfInput {
  title: string;
  info: readonly [string, string][];
  /** Header first. */
  records: readonly (readonly string[])[];
  columns: readonly { index: number; width: number }[];
  notes: readonly string[];
  /** The reader's words for an empty table and for the page numbers. */
  none: string;
  page: (page: number, pages: number) => string;
}

const PAGE: [number, number] = [841.89, 595.28]; // A4 landscape
const MARGIN = 36;
const ROW_HEIGHT = 14;
const TABLE_SIZE = 8;

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
  const line = (s: string, size: number, font = regular, x = MARGIN) => {
    page.drawText(drawable(font, s), { x, y, size, font, color: ink });
    y -= size + 4;
  };

  y -= 18;
  line(input.title, 18, bold);
  y -= 6;
  for (const [label, value] of input.info) line(`${label}: ${value}`, 10);
  y -= 8;

  const [header = [], ...rows] = input.records;
  const drawRow = (cells: readonly string[], font: PDFFont, color = ink) => {
    let x = MARGIN;
    for (const c of input.columns) {
      page.drawText(fitText(font, cells[c.index] ?? '', TABLE_SIZE, c.width - 6), {
        x,
        y,
        size: TABLE_SIZE,
        font,
        color,
      });
      x += c.width;
    }
    y -= ROW_HEIGHT;
  };
  drawRow(header, bold, muted);
  if (rows.length === 0) line(input.none, 10);
  for (const r of rows) {
    if (newPageIfBelow(ROW_HEIGHT * 2)) drawRow(header, bold, muted);
    drawRow(r, regular);
  }
  y -= 8;
  for (const note of input.notes) {
    newPageIfBelow(ROW_HEIGHT * 2);
    line(note, 9);
  }

  numberPages(doc, regular, muted, PAGE[0], MARGIN, input.page);
  return doc.save();
}
