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
import { buildTablePdf, type PdfSection } from './pdf.js';
import type { pdfTexts } from './pdf-texts.js';

const amountOf = (m: Money | null) => m?.amount ?? '';
const currencyOf = (m: Money | null) => m?.currency ?? '';

/** Koinly's date form: 'YYYY-MM-DD HH:mm:ss UTC'. */
const taxDate = (at: Date) => `${at.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Sent, received and fee, each as amount then currency: the same six columns in both files. */
const movedColumns = (e: Entry) => [
  amountOf(e.sent),
  currencyOf(e.sent),
  amountOf(e.received),
  currencyOf(e.received),
  amountOf(e.fee),
  currencyOf(e.fee),
];

export function historyRecords(entries: readonly Entry[]): string[][] {
  return [
    [...HISTORY_CSV_COLUMNS],
    ...entries.map((e) => [
      e.at.toISOString(),
      e.type,
      e.status,
      ...movedColumns(e),
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
        ...movedColumns(e),
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
  /** The CSV's records, header first. */
  records: string[][];
  /** The PDF's table, in the reader's words (made only for a PDF). */
  table: () => PdfTable;
  /** Lines under the table in the PDF. */
  notes: readonly string[];
  /** The PDF's words for an empty table and for the page numbers. */
  none: string;
  page: (page: number, pages: number) => string;
  /** Tables after the first in the PDF (the statement's gains). */
  sections?: readonly PdfSection[];
}

export async function buildFile(r: FileRequest): Promise<ExportFile> {
  const rows = r.records.length - 1;
  if (r.format === 'csv')
    return { fileName: `${r.name}.csv`, mediaType: 'text/csv;charset=utf-8', content: base64(toCsv(r.records)), rows };
  const pdf = await buildTablePdf({
    title: r.title,
    info: r.info,
    ...r.table(),
    notes: r.notes,
    none: r.none,
    page: r.page,
    ...(r.sections ? { sections: r.sections } : {}),
  });
  return { fileName: `${r.name}.pdf`, mediaType: 'application/pdf', content: base64(pdf), rows };
}

type PdfWords = ReturnType<typeof pdfTexts>;

interface PdfTable {
  header: string[];
  rows: string[][];
  /** Columns of ids, whose cells may break anywhere. */
  breakAnywhere: number[];
}

/**
 * The history as a person reads it: dates as the customer's clocks show them and the language
 * writes them, the type and status in their words, each amount with its currency in one cell.
 * The CSV keeps the English words and plain numbers a spreadsheet reads.
 */
export function historyTable(entries: readonly Entry[], zone: string, w: PdfWords): PdfTable {
  const c = w.columns;
  return {
    header: [c.date(zone), c.type, c.status, c.sent, c.received, c.fee, c.reference],
    rows: entries.map((e) => [
      w.when(e.at, zone),
      w.typeOf(e),
      w.statuses[e.status],
      w.money(e.sent),
      w.money(e.received),
      w.money(e.fee),
      e.reference,
    ]),
    breakAnywhere: [6],
  };
}

/** The statement as a person reads it: each row's value beside its fee, and what the value was taken from. */
export function statementTable(entries: readonly Entry[], zone: string, w: PdfWords): PdfTable {
  const c = w.columns;
  return {
    header: [c.date(zone), c.sent, c.received, c.fee, c.value, c.description],
    rows: entries.map((e) => [
      w.when(e.at, zone),
      w.money(e.sent),
      w.money(e.received),
      w.money(e.fee),
      w.money(e.value),
      w.describe(e),
    ]),
    breakAnywhere: [],
  };
}
