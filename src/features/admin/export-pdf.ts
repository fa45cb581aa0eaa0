/**
 * The PDF export: a real PDF document (pdf-lib, loaded with this module only when an export runs:
 * run-export.ts imports it then) with the title, merchant, period, generation time, the time zone
 * the dates are in, the rows as a table repeated under its header on every page, and the totals of
 * completed, failed and pending rows (decisions 053 and 176). The columns are sized from what they
 * hold and a cell wraps rather than being cut, by the customers' files' own layout
 * (contract/pdf-table.ts, decision 437), and the text is drawn as theirs is (contract/pdf-draw.ts,
 * decision 466).
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { drawText } from '../../../contract/pdf-draw.js';
import { fontMeasure, layoutTable, wrapCell } from '../../../contract/pdf-table.js';
import { drawable, numberPages } from '../../../contract/pdf-text.js';

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
/** Room between a row's last line and the next row. */
const ROW_GAP = 5;
const LINE_GAP = 2;
/**
 * The table's columns (CSV column indexes): the merchant name is in the heading, not repeated per
 * row, and the USDT Amount column is left out, its figure being in Crypto Amount.
 */
const COLUMNS: readonly number[] = [0, 1, 8, 9, 3, 4, 5, 6, 10, 11];
/** The id, the customer number and the email may break anywhere: they have no spaces to wrap at. */
const ANYWHERE = new Set([0, 10, 11].map((index) => COLUMNS.indexOf(index)));

export async function buildMerchantPdf(input: PdfReportInput): Promise<Uint8Array> {
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
    drawText(page, drawable(font, s), { x, y: at, size, font, color });

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

  const [allHeader = [], ...allRows] = input.records;
  const pick = (font: PDFFont, cells: readonly string[]) => COLUMNS.map((i) => drawable(font, cells[i] ?? ''));
  const header = pick(bold, allHeader);
  const rows = allRows.map((r) => pick(regular, r));
  const measure = fontMeasure(regular, bold);
  const { size, widths } = layoutTable(measure, header, rows, PAGE[0] - 2 * MARGIN, ANYWHERE);
  const drawRow = (cells: readonly string[], font: PDFFont, color = ink) => {
    const isHeader = font === bold;
    const lines = cells.map((c, i) => wrapCell(measure, c, size, widths[i] ?? 0, isHeader));
    const height = Math.max(...lines.map((l) => l.length)) * (size + LINE_GAP) + ROW_GAP;
    if (!isHeader && y - height < MARGIN + size) {
      page = doc.addPage(PAGE);
      y = PAGE[1] - MARGIN;
      drawRow(header, bold, muted);
    }
    let x = MARGIN;
    lines.forEach((cellLines, i) => {
      cellLines.forEach((line, n) => {
        drawText(page, line, { x, y: y - n * (size + LINE_GAP), size, font, color });
      });
      x += widths[i] ?? 0;
    });
    page.drawLine({
      start: { x: MARGIN, y: y - height + size },
      end: { x: PAGE[0] - MARGIN, y: y - height + size },
      thickness: 0.5,
      color: rule,
    });
    y -= height;
  };
  drawRow(header, bold, muted);
  for (const r of rows) drawRow(r, regular);

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
