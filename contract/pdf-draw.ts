/**
 * Text drawn on a PDF page, shared by the customers' files (server) and the admin export (browser):
 * the very operators pdf-lib's `page.drawText` writes, with each distinct text shaped once per font
 * and each font named once per page. drawText shapes every line it draws with the font (fontkit's
 * layout, the most costly step of an embedded font), and adds the font to the page's resources
 * again on every call: a 10,000-movement statement draws some 45,000 cells, most of them texts
 * already drawn (dates, coins, amounts, words of the header).
 */
import {
  type Color,
  cleanText,
  degrees,
  drawLinesOfText,
  lineSplit,
  type PDFFont,
  type PDFHexString,
  type PDFName,
  type PDFPage,
} from 'pdf-lib';

/**
 * Each font's encoded texts. A font's encoding of a text does not change within its document
 * (a subset font keeps the glyph numbers it gave), and the map goes with the font.
 */
const encodings = new WeakMap<PDFFont, Map<string, PDFHexString>>();

function encoded(font: PDFFont, text: string): PDFHexString {
  let known = encodings.get(font);
  if (!known) {
    known = new Map();
    encodings.set(font, known);
  }
  let hex = known.get(text);
  if (!hex) {
    hex = font.encodeText(text);
    known.set(text, hex);
  }
  return hex;
}

/** The name each font has in each page's resources. */
const fontNames = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();

function fontName(page: PDFPage, font: PDFFont): PDFName {
  let names = fontNames.get(page);
  if (!names) {
    names = new Map();
    fontNames.set(page, names);
  }
  let name = names.get(font);
  if (!name) {
    name = page.node.newFontDictionary(font.name, font.ref);
    names.set(font, name);
  }
  return name;
}

/** pdf-lib's line height when the page sets none; it only spaces the lines of a text with line breaks. */
const LINE_HEIGHT = 24;

interface TextStyle {
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color: Color;
}

/** `text` on `page` at (x, y), as `page.drawText(text, style)` draws it. */
export function drawText(page: PDFPage, text: string, { x, y, size, font, color }: TextStyle): void {
  const lines = lineSplit(cleanText(text)).map((line) => encoded(font, line));
  const upright = degrees(0);
  page.pushOperators(
    ...drawLinesOfText(lines, {
      color,
      font: fontName(page, font),
      size,
      rotate: upright,
      xSkew: upright,
      ySkew: upright,
      x,
      y,
      lineHeight: LINE_HEIGHT,
    }),
  );
}
