/**
 * Reads the text of a PDF the server drew, without outside tools: pdf-lib opens the file, each
 * page's fonts give their ToUnicode maps (glyph ids back to letters, written by pdf-lib when it
 * embeds a font), and the page's text-showing operators are decoded through the font selected
 * at the time. One line per BT..ET block, in drawing order. Standard-font text (no map) is read
 * as WinAnsi bytes. A page also tells how many font entries it names (decision 466: one per font).
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFRef,
  PDFStream,
} from 'pdf-lib';

type ToUnicode = Map<number, string>;

const text = (s: PDFStream) =>
  Buffer.from(s instanceof PDFRawStream ? decodePDFRawStream(s).decode() : s.getContents()).toString('latin1');

const utf16 = (hex: string) => {
  let out = '';
  for (let i = 0; i < hex.length; i += 4) out += String.fromCharCode(Number.parseInt(hex.slice(i, i + 4), 16));
  return out;
};

/** The bfchar and bfrange entries of a ToUnicode CMap. */
function parseCMap(cmap: string): ToUnicode {
  const map: ToUnicode = new Map();
  for (const block of cmap.match(/beginbfchar[\s\S]*?endbfchar/g) ?? [])
    for (const m of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(Number.parseInt(m[1] ?? '', 16), utf16(m[2] ?? ''));
  for (const block of cmap.match(/beginbfrange[\s\S]*?endbfrange/g) ?? [])
    for (const m of block.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const lo = Number.parseInt(m[1] ?? '', 16);
      const hi = Number.parseInt(m[2] ?? '', 16);
      const dst = m[3] ?? '';
      if (dst.startsWith('[')) {
        const list = [...dst.matchAll(/<([0-9A-Fa-f]+)>/g)].map((x) => utf16(x[1] ?? ''));
        for (let c = lo; c <= hi; c++) map.set(c, list[c - lo] ?? '');
      } else {
        const base = utf16(dst.slice(1, -1));
        for (let c = lo; c <= hi; c++)
          map.set(c, base.slice(0, -1) + String.fromCharCode(base.charCodeAt(base.length - 1) + c - lo));
      }
    }
  return map;
}

function decodeHex(hex: string, map: ToUnicode | undefined): string {
  const clean = hex.replace(/\s+/g, '');
  if (!map) {
    let out = '';
    for (let i = 0; i < clean.length; i += 2) out += String.fromCharCode(Number.parseInt(clean.slice(i, i + 2), 16));
    return out.replace(/\x80/g, '€');
  }
  let out = '';
  for (let i = 0; i < clean.length; i += 4) out += map.get(Number.parseInt(clean.slice(i, i + 4), 16)) ?? '\uFFFD';
  return out;
}

/** Each page of a PDF: its text lines in drawing order, and the font entries its resources name. */
export async function pdfPages(bytes: Uint8Array): Promise<{ lines: string[]; fontNames: number }[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const lines: string[] = [];
    const maps = new Map<string, ToUnicode | undefined>();
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fonts?.entries() ?? []) {
      const font = doc.context.lookup(ref as PDFRef, PDFDict);
      const toUnicode = font.lookupMaybe(PDFName.of('ToUnicode'), PDFStream);
      maps.set(name.asString(), toUnicode ? parseCMap(text(toUnicode)) : undefined);
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((r) => doc.context.lookup(r as PDFRef, PDFStream))
        : contents
          ? [contents]
          : [];
    for (const s of streams) {
      let map: ToUnicode | undefined;
      for (const block of text(s).match(/BT[\s\S]*?ET/g) ?? []) {
        let line = '';
        for (const op of block.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
          if (op[1]) map = maps.get(op[1]);
          else line += decodeHex(op[2] ?? '', map);
        }
        if (line) lines.push(line);
      }
    }
    return { lines, fontNames: maps.size };
  });
}

/** The text lines of a PDF, page by page, in drawing order. */
export async function pdfTextLines(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPages(bytes)).flatMap((page) => page.lines);
}
