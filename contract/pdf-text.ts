/**
 * Text for pdf-lib's standard fonts, shared by the admin export (browser) and the customer
 * exports (server): characters the font cannot draw become '?', and a cell too wide for its
 * column is cut with '...', or, for a value that must be read whole (an id), wrapped onto more
 * lines. Both number their pages the same way.
 */
import type { Color, PDFDocument, PDFFont } from 'pdf-lib';
import { drawText } from './pdf-draw.js';

/**
 * Each font's drawable characters, read once: an embedded font lists thousands, and a statement
 * asks for every cell of its rows (building the set per call made a 10,000-movement year's PDF take
 * over 20 s).
 */
const characterSets = new WeakMap<PDFFont, Set<number>>();

function characterSetOf(font: PDFFont): Set<number> {
  let set = characterSets.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    characterSets.set(font, set);
  }
  return set;
}

/** Text the standard fonts can draw: characters outside their set become '?'. */
export function drawable(font: PDFFont, text: string): string {
  const supported = characterSetOf(font);
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) out += supported.has(ch.codePointAt(0) ?? 0) ? ch : '?';
  return out;
}

export function fitText(font: PDFFont, text: string, size: number, width: number): string {
  let t = drawable(font, text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

/**
 * The text in lines no wider than `width`, broken where the width runs out (ids have no spaces to
 * break at). At most `maxLines`; only text longer than that is cut, with '...'.
 */
export function wrapText(font: PDFFont, text: string, size: number, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  let rest = drawable(font, text);
  while (lines.length < maxLines - 1 && font.widthOfTextAtSize(rest, size) > width) {
    // The longest start that fits (at least one character), found by halving: a text's width only
    // grows with its length, and a long word (an address, a hash) is measured a few times, not once
    // per character.
    let fits = 1;
    let over = rest.length;
    while (over - fits > 1) {
      const mid = (fits + over) >> 1;
      if (font.widthOfTextAtSize(rest.slice(0, mid), size) <= width) fits = mid;
      else over = mid;
    }
    lines.push(rest.slice(0, fits));
    rest = rest.slice(fits);
  }
  lines.push(fitText(font, rest, size, width));
  return lines;
}

/** 'Page n of m' (or the reader's language's words) at the foot of every page, right-aligned within the margin. */
export function numberPages(
  doc: PDFDocument,
  font: PDFFont,
  color: Color,
  pageWidth: number,
  margin: number,
  pageText: (page: number, pages: number) => string = (n, m) => `Page ${n} of ${m}`,
): void {
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = drawable(font, pageText(i + 1, pages.length));
    const x = pageWidth - margin - font.widthOfTextAtSize(text, 8);
    drawText(p, text, { x, y: margin / 2, size: 8, font, color });
  });
}
