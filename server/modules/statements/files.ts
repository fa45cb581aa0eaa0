/**
 * The customers' files: the history export's records (decision 139) and the statement's records
 * in the tax tools' universal layout (decision 140), written with the one CSV writer the admin
 * export uses, or drawn as a PDF table.
 */
import { toCsv } from '../../../contract/csv.js';
import {
  EXPORT_MESSAGES,
  type ExportFile,
  type ExportFormat,
  HISTORY_CSV_COLUMNS,
  TAX_CSV_COLUMNS,
} from '../../../contract/statements.js';
import type { Entry, Money } from './entries.js';
import { buildTablePdf } from './pdf.js';
import { wallText } from './period.js';

const amountOf = (m: Money | null) => m?.amount ?? '';
const currencyOf = (m: Money | null) => m?.currency ?? '';

/** Koinly's date form: 'YYYY-MM-DD HH:mm:ss UTC'. */
const taxDate = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

export function historyRecords(entries: readonly Entry[]): string[][] {
  return [
    [...HISTORY_CSV_COLUMNS],
    ...entries.map((e) => [
      e.at.toISOString(),
      e.type,
      e.status,
      amountOf(e.sent),
      currencyOf(e.sent),
      amountOf(e.received),
      currencyOf(e.received),
      amountOf(e.fee),
      currencyOf(e.fee),
      e.reference,
      e.txHash ?? '',
      e.description,
    ]),
  ];
}

/**
 * One record per transaction. Deposits and withdrawals carry no label (tax tools read them as
 * transfers between the customer's own wallets); where the ledger recorded no value at the time,
 * Net Worth is left empty and the description says so, so the tool prices it itself.
 */
export function taxRecords(entries: readonly Entry[]): string[][] {
  return [
    [...TAX_CSV_COLUMNS],
    ...entries.map((e) => {
      const note = e.value ? `${e.value.source}` : EXPORT_MESSAGES.noValue;
      return [
        taxDate(e.at),
        amountOf(e.sent),
        currencyOf(e.sent),
        amountOf(e.received),
        currencyOf(e.received),
        amountOf(e.fee),
        currencyOf(e.fee),
        e.value?.amount ?? '',
        e.value?.currency ?? '',
        '',
        `${e.type} ${e.reference}: ${e.description} (value: ${note})`,
        e.txHash ?? '',
      ];
    }),
  ];
}

const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

interface FileRequest {
  format: ExportFormat;
  /** Without extension. */
  name: string;
  title: string;
  info: [string, string][];
  records: string[][];
  /** The PDF's columns: record index and width in points. */
  columns: readonly { index: number; width: number }[];
  /** Lines under the table in the PDF. */
  notes: readonly string[];
  /** The PDF's words for an empty table and for the page numbers. */
  none: string;
  page: (page: number, pages: number) => string;
}

export async function buildFile(r: FileRequest): Promise<ExportFile> {
  const rows = r.records.length - 1;
  if (r.format === 'csv')
    return { fileName: `${r.name}.csv`, mediaType: 'text/csv;charset=utf-8', content: base64(toCsv(r.records)), rows };
  const pdf = await buildTablePdf({
    title: r.title,
    info: r.info,
    records: r.records,
    columns: r.columns,
    notes: r.notes,
    none: r.none,
    page: r.page,
  });
  return { fileName: `${r.name}.pdf`, mediaType: 'application/pdf', content: base64(pdf), rows };
}

/** What the PDF's header and its type and status cells say, in the reader's language. */
interface PdfWords {
  header: readonly string[];
  types: Record<string, string>;
  statuses: Record<string, string>;
  /** An amount as the reader writes numbers: '0,5' in German. */
  amount: (value: string) => string;
  /** A row's description in the reader's words. */
  describe: (entry: Entry) => string;
}

/** Where the record holds what the PDF words for its reader. */
interface PdfCells {
  typeAt?: number;
  statusAt?: number;
  amountsAt?: readonly number[];
  descriptionAt?: number;
}

/**
 * The PDF shows dates as the customer's clocks show them and its words in the customer's
 * language: the records' header replaced, their dates and (where the record has them, at the
 * cells named) types, statuses, amounts and descriptions put in the reader's words and number
 * form. The CSV keeps the English words and plain numbers the tax tools read.
 */
export function pdfRecords(
  records: string[][],
  entries: readonly Entry[],
  zone: string,
  words: PdfWords,
  cells: PdfCells = {},
): string[][] {
  return records.map((rec, i) => {
    if (i === 0) return [...words.header];
    const entry = entries[i - 1];
    const out = [entry ? wallText(entry.at, zone) : '', ...rec.slice(1)];
    const put = (index: number | undefined, table: Record<string, string>) => {
      if (index !== undefined) out[index] = table[out[index] ?? ''] ?? out[index] ?? '';
    };
    put(cells.typeAt, words.types);
    put(cells.statusAt, words.statuses);
    for (const at of cells.amountsAt ?? []) out[at] = words.amount(out[at] ?? '');
    if (cells.descriptionAt !== undefined && entry) out[cells.descriptionAt] = words.describe(entry);
    return out;
  });
}
