/** Cells of the PDF exports: cut to their column, or wrapped whole onto more lines. */
import { PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { fitText, wrapText } from './pdf-text.js';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

const SIZE = 8;
const WIDTH = 180;
const LONG_ID = `deposit-${'f3a9c2b7e1d04a6b8c5e'.repeat(3)}-0`;

describe('wrapText', () => {
  it('keeps a value that fits on one line', () => {
    expect(wrapText(font, 'tx-123', SIZE, WIDTH)).toEqual(['tx-123']);
  });

  it('wraps a long id onto lines no wider than the column, losing nothing', () => {
    const lines = wrapText(font, LONG_ID, SIZE, WIDTH);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(LONG_ID);
    for (const l of lines) expect(font.widthOfTextAtSize(l, SIZE)).toBeLessThanOrEqual(WIDTH);
    // Where a single line would have cut it.
    expect(fitText(font, LONG_ID, SIZE, WIDTH).endsWith('...')).toBe(true);
  });

  it('cuts only what does not fit in the most lines allowed', () => {
    const lines = wrapText(font, LONG_ID.repeat(4), SIZE, WIDTH, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('...')).toBe(true);
    expect(LONG_ID.repeat(4).startsWith(`${lines[0]}${lines[1]?.slice(0, -3)}`)).toBe(true);
  });

  it('draws what the font cannot as ?, as a cut cell does', () => {
    expect(wrapText(font, 'id\u0000\u{1F600}', SIZE, WIDTH)).toEqual([fitText(font, 'id\u0000\u{1F600}', SIZE, WIDTH)]);
  });
});
