/**
 * Text drawn on a PDF page, shared by the customers' files (server) and the admin export (browser):
 * the very operators pdf-lib's `page.drawText` writes, with each distinct text encoded once per font
 * and each font named once per page (decision 466). drawText encodes every line it draws (an
 * embedded font lays it out again) and adds the font to the page's resources anew on every call: a
 * 10,000-movement statement draws some 45,000 cells, most of them texts it has drawn before (dates,
 * coins, amounts, the header), and its file carried a font entry per cell.
 */
import {
  beginText,
  type Color,
  cleanText,
  colorToComponents,
  endText,
  lineSplit,
  nextLine,
  type PDFFont,
  type PDFName,
  type PDFOperator,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rotateAndSkewTextRadiansAndTranslate,
  setFillingColor,
  setFontAndSize,
  setLineHeight,
  showText,
} from 'pdf-lib';
import { remembered } from './remembered.js';

/**
 * Each font's texts as the operators that show them, each line encoded (laid out, and its glyphs
 * added to the font's subset) once. A font's encoding of a text does not change within its
 * document, and the map goes with the font.
 */
const shown = new WeakMap<PDFFont, Map<string, PDFOperator[]>>();

function showing(font: PDFFont, text: string): PDFOperator[] {
  return remembered(
    remembered(shown, font, () => new Map()),
    text,
    () => lineSplit(cleanText(text)).flatMap((line) => [showText(font.encodeText(line)), nextLine()]),
  );
}

/** pdf-lib's line height when the page sets none; it only spaces the lines of a text with line breaks. */
const LINE_HEIGHT = 24;

/**
 * What opens a text on each page in each font, size and colour: the font named in the page's
 * resources once (drawText names it anew on every call, and the file keeps every name).
 */
const openings = new WeakMap<PDFPage, Map<PDFFont, { name: PDFName; styles: Map<string, PDFOperator[]> }>>();

function opening(page: PDFPage, font: PDFFont, size: number, color: Color): PDFOperator[] {
  const named = remembered(
    remembered(openings, page, () => new Map()),
    font,
    () => ({
      name: page.node.newFontDictionary(font.name, font.ref),
      styles: new Map<string, PDFOperator[]>(),
    }),
  );
  const style = `${size} ${color.type} ${colorToComponents(color).join(' ')}`;
  return remembered(named.styles, style, () => [
    pushGraphicsState(),
    beginText(),
    setFillingColor(color),
    setFontAndSize(named.name, size),
    setLineHeight(LINE_HEIGHT),
  ]);
}

const CLOSING = [endText(), popGraphicsState()];

interface TextStyle {
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color: Color;
}

/** `text` on `page` at (x, y), as `page.drawText(text, style)` draws it: the same operators. */
export function drawText(page: PDFPage, text: string, { x, y, size, font, color }: TextStyle): void {
  page.pushOperators(
    ...opening(page, font, size, color),
    rotateAndSkewTextRadiansAndTranslate(0, 0, 0, x, y),
    ...showing(font, text),
    ...CLOSING,
  );
}
