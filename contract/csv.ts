/**
 * CSV as RFC 4180 says: fields separated by commas, records by CRLF, a field with a comma, a
 * quote, CR or LF wrapped in quotes with inner quotes doubled. Cells that a spreadsheet would run
 * as a formula (starting with = + - @, tab or CR) get a leading apostrophe (OWASP's advice);
 * a plain negative number is left as it is, so amounts keep their sign.
 * Shared by the admin export in the browser and the customer exports on the server (decision 139).
 * The file starts with a byte order mark so spreadsheet programs read it as UTF-8.
 */

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
/** A negative amount such as -0.01 is a number, not a formula: it keeps its sign unprefixed. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** The cell as a spreadsheet will show it, never as a formula. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  const v = neutraliseFormula(value);
  return /[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  const body = rows.map((r) => r.map(csvField).join(',')).join('\r\n');
  return `${CSV_BOM}${body}\r\n`;
}

/** Reads CSV back into rows (quoted fields may hold commas, quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const src = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
      i += 1;
    } else if (c === ',') {
      row.push(field);
      field = '';
      i += 1;
    } else if (c === '\r' || c === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += c === '\r' && src[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (quoted) throw new Error('CSV ends inside a quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
