/**
 * Reads the text of a PDF written with pdf-lib's standard fonts, without outside tools: inflates
 * every stream and collects the strings of its text-showing operators (hex or literal), one line
 * per BT..ET block. Enough to check what a generated report says.
 */
import { inflateSync } from 'node:zlib';

function decodeLiteral(s: string): string {
  return s.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, e: string) => {
    const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
    return map[e] ?? String.fromCharCode(Number.parseInt(e, 8));
  });
}

function decodeHex(h: string): string {
  const clean = h.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i < clean.length; i += 2)
    out += String.fromCharCode(Number.parseInt(clean.slice(i, i + 2).padEnd(2, '0'), 16));
  return out;
}

/** WinAnsi bytes to text (the standard fonts' encoding; only the euro sign differs from Latin-1 here). */
function winAnsi(s: string): string {
  return s.replace(/\x80/g, '€');
}

export function pdfStreams(bytes: Uint8Array): string[] {
  const buf = Buffer.from(bytes);
  const latin = buf.toString('latin1');
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let m: RegExpExecArray | null = re.exec(latin);
  while (m) {
    const start = m.index + m[0].length;
    const end = latin.indexOf('endstream', start);
    if (end < 0) break;
    const raw = buf.subarray(start, end);
    try {
      out.push(inflateSync(raw).toString('latin1'));
    } catch {
      out.push(raw.toString('latin1'));
    }
    re.lastIndex = end + 'endstream'.length;
    m = re.exec(latin);
  }
  return out;
}

/** The text lines of a PDF, in drawing order. */
export function pdfTextLines(bytes: Uint8Array): string[] {
  const lines: string[] = [];
  for (const s of pdfStreams(bytes)) {
    for (const block of s.match(/BT[\s\S]*?ET/g) ?? []) {
      let line = '';
      for (const t of block.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
        line += t[1] !== undefined ? decodeHex(t[1]) : decodeLiteral(t[2] ?? '');
      }
      if (line) lines.push(winAnsi(line));
    }
  }
  return lines;
}

export function isPdf(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  return text.startsWith('%PDF-') && /%%EOF\s*$/.test(text);
}
