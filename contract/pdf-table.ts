/**
 * The columns of a PDF table (the customers' files and the admin export), sized from what they
 * hold, measured with the font's own metrics: each column as wide as its widest cell where the page
 * allows; else the columns that hold longer texts give up room, down to their longest word, and
 * their cells wrap at spaces; else the text is drawn smaller. A cell is never cut: what does not
 * fit a line goes on the next.
 */

/** The width of `text` at `size` points, in the header's font or the cells'. */
export type Measure = (text: string, size: number, header: boolean) => number;

/** What a font offers to measure with (pdf-lib's PDFFont). */
interface WidthOf {
  widthOfTextAtSize(text: string, size: number): number;
}

/**
 * The Measure of a table's cell font and header font. Each text is measured once, at 1 pt, and
 * scaled: a font's widths scale with its size, and a layout asks for the same cells at every size
 * it tries (a 10,000-movement statement's PDF spent most of its 12 s measuring them again).
 */
export function fontMeasure(regular: WidthOf, bold: WidthOf): Measure {
  const known = { cell: new Map<string, number>(), header: new Map<string, number>() };
  return (text, size, header) => {
    const cache = header ? known.header : known.cell;
    let unit = cache.get(text);
    if (unit === undefined) {
      unit = (header ? bold : regular).widthOfTextAtSize(text, 1);
      cache.set(text, unit);
    }
    return unit * size;
  };
}

interface TableLayout {
  /** Text size in points. */
  size: number;
  /** Width of each column in points, padding included. */
  widths: number[];
}

/** Room between a column's text and the next column. */
export const CELL_PADDING = 6;

/** Text sizes tried in order: the smallest still reads on paper. */
const SIZES = [8, 7.5, 7, 6.5, 6];

/** Cells of ids and hashes (no spaces) may break anywhere; they need no more than this. */
const ANYWHERE_MIN = 60;

const words = (text: string) => text.split(' ').filter((w) => w !== '');

/** Each column's natural width: its widest cell, padding included. */
function naturalWidths(
  measure: Measure,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  size: number,
): number[] {
  return header.map((h, c) => {
    let widest = measure(h, size, true);
    for (const r of rows) widest = Math.max(widest, measure(r[c] ?? '', size, false));
    return widest + CELL_PADDING;
  });
}

/**
 * Each column's least width: its longest word (a cell wraps at spaces), or for ids a fixed room.
 * Asked only of a table whose widest cells do not fit side by side: a statement's thousands of
 * cells have as many words again to measure.
 */
function leastWidths(
  measure: Measure,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  size: number,
  natural: readonly number[],
  anywhere: ReadonlySet<number>,
): number[] {
  const longestWord = (text: string, isHeader: boolean) =>
    Math.max(0, ...words(text).map((w) => measure(w, size, isHeader)));
  return header.map((h, c) => {
    // An id's cells break anywhere: only its header's words count.
    let longest = longestWord(h, true);
    if (!anywhere.has(c)) for (const r of rows) longest = Math.max(longest, longestWord(r[c] ?? '', false));
    const full = natural[c] ?? 0;
    const least = Math.max(longest + CELL_PADDING, anywhere.has(c) ? Math.min(full, ANYWHERE_MIN) : 0);
    return Math.min(full, least);
  });
}

/** The text size and column widths that fit `width`; wrapping only where the widest cells would not. */
export function layoutTable(
  measure: Measure,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  width: number,
  anywhere: ReadonlySet<number> = new Set(),
): TableLayout {
  let last: { size: number; least: number[] } = { size: SIZES[0] ?? 8, least: [] };
  for (const size of SIZES) {
    const natural = naturalWidths(measure, header, rows, size);
    const naturalTotal = natural.reduce((s, w) => s + w, 0);
    if (naturalTotal <= width) return { size, widths: natural };
    const least = leastWidths(measure, header, rows, size, natural, anywhere);
    const leastTotal = least.reduce((s, w) => s + w, 0);
    if (leastTotal <= width) {
      // Each column keeps its least and shares the room left in proportion to what it gives up.
      const share = (width - leastTotal) / (naturalTotal - leastTotal);
      return { size, widths: least.map((l, c) => l + ((natural[c] ?? 0) - l) * share) };
    }
    last = { size, least };
  }
  // Even the longest words do not fit side by side: each column a share, its words broken.
  const total = last.least.reduce((s, w) => s + w, 0);
  return { size: last.size, widths: last.least.map((w) => (w * width) / total) };
}

/**
 * The lines of a cell no wider than `width`: broken at spaces, and inside a word only where the
 * word alone is wider than the line. Nothing is left out.
 */
export function wrapCell(measure: Measure, text: string, size: number, width: number, header = false): string[] {
  const room = width - CELL_PADDING;
  const fits = (t: string) => measure(t, size, header) <= room;
  // Most cells fit their column whole: one (remembered) measure instead of one per word.
  const whole = words(text).join(' ');
  if (fits(whole)) return [whole];
  const lines: string[] = [];
  let line = '';
  for (const word of words(text)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    // A word wider than the line (a hash, a reference): broken where the width runs out.
    while (!fits(line) && line.length > 1) {
      let n = line.length - 1;
      while (n > 1 && !fits(line.slice(0, n))) n--;
      lines.push(line.slice(0, n));
      line = line.slice(n);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
