/**
 * The PDF export: a real PDF document (pdf-lib, loaded only when an export runs) with the title,
 * merchant, period, generation time, the time zone the dates are in, the rows as a table repeated
 * under its header on every page, and the totals of completed, failed and pending rows
 * (decisions 053 and 176).
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { drawable, fitText, numberPages, wrapText } from '../../../contract/pdf-text.js';

interface PdfReportInput {
  title: string;
  merchantName: string;
  periodLabel: string;
  generatedAt: string;
  /** The zone the dates are given in, named. */
  timeZone: string;
  /** Header first, then one record per row (the CSV columns). */
  records: readonly (readonly string[])[];
  /** Lines under 'Totals': each status's count, then its sums per direction and currency. */
  totals: readonly string[];
}

const PAGE: [number, number] = [841.89, 595.28]; // A4 landscape
const MARGIN = 36;
const ROW_HEIGHT = 14;
/** A wrapped cell's further lines, each this much lower. */
const LINE_HEIGHT = 9;
const TABLE_SIZE = 8;
/** The id, the customer number and the email: wrapped rather than cut, so that they can be looked up. */
const WRAPPED_COLUMNS = new Set([0, 10, 11]);
/**
 * Column widths of the table (CSV column indexes): the merchant name is in the heading, not
 * repeated per row, and the USDT Amount column is left out, its figure being in Crypto Amount.
 */
const COLUMNS: readonly { index: number; width: number }[] = [
  { index: 0, width: 96 },
  { index: 1, width: 46 },
  { index: 8, width: 68 },
  { index: 9, width: 70 },
  { index: 3, width: 54 },
  { index: 4, width: 44 },
  { index: 5, width: 108 },
  { index: 6, width: 52 },
  { index: 10, width: 92 },
  { index: 11, width: 138 },
];

export async function buildMerchantPdf(input: PdfReportInput): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${input.title} - ${input.merchantName}`);
  doc.setSubject(`${input.periodLabel}, generated ${input.generatedAt}`);
  doc.setCreator('CoinVault');
  doc.setProducer('CoinVault');
  doc.setCreationDate(new Date());
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.1, 0.12, 0.16);
  const muted = rgb(0.4, 0.43, 0.48);
  const rule = rgb(0.85, 0.86, 0.88);

  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const text = (s: string, x: number, at: number, size: number, font = regular, color = ink) =>
    page.drawText(drawable(font, s), { x, y: at, size, font, color });

  text(input.title, MARGIN, y - 18, 18, bold);
  y -= 40;
  for (const [label, value] of [
    ['Merchant', input.merchantName],
    ['Period', input.periodLabel],
    ['Generated', input.generatedAt],
    ['Time zone', input.timeZone],
  ]) {
    text(`${label}: ${value}`, MARGIN, y, 10);
    y -= 14;
  }
  y -= 8;

  const [header = [], ...rows] = input.records;
  // The header's names are wrapped too: a narrow number column keeps its whole name.
  const cellLines = (cells: readonly string[], font: PDFFont, wrapAll = false) =>
    COLUMNS.map((c) =>
      wrapAll || WRAPPED_COLUMNS.has(c.index)
        ? wrapText(font, cells[c.index] ?? '', TABLE_SIZE, c.width - 6)
        : [fitText(font, cells[c.index] ?? '', TABLE_SIZE, c.width - 6)],
    );
  const heightOf = (lines: string[][]) => ROW_HEIGHT + (Math.max(...lines.map((l) => l.length)) - 1) * LINE_HEIGHT;
  const drawRow = (lines: string[][], font: PDFFont, color = ink) => {
    let x = MARGIN;
    COLUMNS.forEach((c, i) => {
      (lines[i] ?? []).forEach((line, n) => {
        page.drawText(line, { x, y: y - n * LINE_HEIGHT, size: TABLE_SIZE, font, color });
      });
      x += c.width;
    });
    const height = heightOf(lines);
    page.drawLine({
      start: { x: MARGIN, y: y - height + ROW_HEIGHT - 4 },
      end: { x: PAGE[0] - MARGIN, y: y - height + ROW_HEIGHT - 4 },
      thickness: 0.5,
      color: rule,
    });
    y -= height;
  };
  const headerLines = cellLines(header, bold, true);
  drawRow(headerLines, bold, muted);
  for (const r of rows) {
    const lines = cellLines(r, regular);
    if (y - heightOf(lines) < MARGIN + ROW_HEIGHT) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
      drawRow(headerLines, bold, muted);
    }
    drawRow(lines, regular);
  }

  if (y < MARGIN + 30 + 14 * input.totals.length) {
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  }
  y -= 12;
  text('Totals', MARGIN, y, 11, bold);
  y -= 2;
  for (const line of input.totals) {
    y -= 14;
    // Direction lines sit under their status line.
    const status = /^(Completed|Failed|Pending):/.test(line);
    text(line, status ? MARGIN : MARGIN + 12, y, 10, status ? bold : regular);
  }

  numberPages(doc, regular, muted, PAGE[0], MARGIN);
  return doc.save();
}
