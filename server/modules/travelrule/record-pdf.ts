/**
 * One transfer's record as a PDF for an authority (decision 276): its facts as labelled lines,
 * then the IVMS101 payload's fields flattened to paths, in the font that draws every EU name
 * (decision 299), drawn and saved as the customers' statements are (decision 477).
 */
import { PDFDocument, rgb } from 'pdf-lib';
import { drawText } from '../../../contract/pdf-draw.js';
import { numberPages, wrapText } from '../../../contract/pdf-text.js';
import { embedPdfFonts } from '../../lib/pdf-font.js';
import { savePdf } from '../../lib/pdf-save.js';

const PAGE: [number, number] = [595.28, 841.89]; // A4 portrait
const MARGIN = 40;
const SIZE = 9;

/** Every leaf of a JSON value as `path: value`, in order. */
function flatten(value: unknown, path = ''): [string, string][] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(v, `${path}[${i}]`));
  if (typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => flatten(v, path ? `${path}.${k}` : k));
  return [[path, String(value)]];
}

export async function buildRecordPdf(
  title: string,
  facts: readonly [string, string][],
  payload: unknown,
): Promise<Uint8Array> {
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
  const write = (text: string, size = SIZE, font = regular) => {
    for (const part of wrapText(font, text, size, width, 6)) {
      if (y < MARGIN + size * 2) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      // wrapText's lines are already what the font draws.
      drawText(page, part, { x: MARGIN, y, size, font, color: ink });
      y -= size + 4;
    }
  };
  write(title, 16, bold);
  y -= 6;
  for (const [label, value] of facts) write(`${label}: ${value}`);
  y -= 8;
  write('Travel Rule information (IVMS101)', 11, bold);
  const lines = flatten(payload);
  if (lines.length === 0) write('None received or given.');
  for (const [path, value] of lines) write(`${path}: ${value}`);
  numberPages(doc, regular, muted, PAGE[0], MARGIN);
  return savePdf(doc);
}
