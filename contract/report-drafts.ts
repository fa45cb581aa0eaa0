/**
 * Reports for authorities (decisions 296 to 298): a suspicious-matter report draft per case, in
 * the field set of the customer's region (AUSTRAC's SMR for Australia, the goAML STR of an EU
 * financial intelligence unit), and every Travel Rule record of a period. Compliance only.
 */
import type { RecordFile } from './deposit-origin.js';

/** The draft's JSON names its schema and version; a change of shape is a new version. */
export const REPORT_DRAFT_SCHEMA = 'coinvault.report-draft/1' as const;
export const PERIOD_EXPORT_SCHEMA = 'coinvault.travel-rule-period/1' as const;

export type ReportForm = 'AUSTRAC_SMR' | 'FIU_STR';

/** One field of the draft as the reporting officer reads it: a plain-English label and its value. */
export interface ReportField {
  label: string;
  /** Null when the case cannot know it (a registration number, an FIU code): completed when filing. */
  value: string | null;
}

/** A group of the form: the reporting entity, the subject, one transaction, the reason. */
export interface ReportGroup {
  heading: string;
  fields: ReportField[];
  /** The grounds or the narrative, as paragraphs. */
  text?: string;
}

/** The draft as a form to read, built from the same draft object as the file. */
export interface ReportView {
  title: string;
  groups: ReportGroup[];
}

/** `/staff/cases/report-draft`: the draft as a form to read, and as the authority's file and a PDF. */
export interface CaseReportDraft {
  caseId: number;
  form: ReportForm;
  view: ReportView;
  json: RecordFile;
  pdf: RecordFile;
}

/** One transfer's Travel Rule record in a period export. */
export interface PeriodRecord {
  transfer: {
    id: string;
    direction: 'deposit' | 'withdrawal';
    customerNumber: string;
    network: string;
    asset: string;
    amount: string;
    valueEur: string | null;
    valueAud: string | null;
    /** The chain's transaction id, once there is one. */
    txid: string | null;
    fromAddress: string | null;
    toAddress: string | null;
    /** A deposit's record state, or a withdrawal's Travel Rule state. */
    state: string;
    /** The other provider: the originating one of a deposit, the receiving one of a withdrawal. */
    counterpartyProvider: string | null;
    informationSource: string;
    createdAt: string;
    keepUntil: string;
  };
  screening: {
    result: 'hit' | 'no hit';
    cases: { id: string; list: string; state: string; address: string; createdAt: string }[];
  };
  IVMS101: unknown;
}

/** `/admin/travel-rule/export-period`: one page of a period's records, oldest first. */
export interface PeriodExportPage {
  schema: typeof PERIOD_EXPORT_SCHEMA;
  from: string;
  to: string;
  page: number;
  pageSize: number;
  total: number;
  records: PeriodRecord[];
  more: boolean;
}

export const PERIOD_PAGE_SIZE = 200;

export const PERIOD_MESSAGES = {
  date: 'must be a date (YYYY-MM-DD)',
  order: 'must not be before the start of the period',
  span: (days: number) => `must be at most ${days} days after the start of the period`,
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day as `YYYY-MM-DD` (UTC), or null when it is not one (2026-02-30 is not). */
export function parseDay(v: string): Date | null {
  const m = DAY.exec(v);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === v ? d : null;
}

const CSV_HEADER = [
  'Transfer',
  'Direction',
  'Customer number',
  'Network',
  'Asset',
  'Amount',
  'Value EUR',
  'Value AUD',
  'Transaction',
  'From address',
  'To address',
  'State',
  'Other provider',
  'Information source',
  'Screening',
  'Time (UTC)',
];

/** The period's summary as CSV rows (the header first): one line per transfer. */
export function periodSummaryRows(records: readonly PeriodRecord[]): string[][] {
  return [
    CSV_HEADER,
    ...records.map(({ transfer: t, screening: s }) => [
      t.id,
      t.direction,
      t.customerNumber,
      t.network,
      t.asset,
      t.amount,
      t.valueEur ?? '',
      t.valueAud ?? '',
      t.txid ?? '',
      t.fromAddress ?? '',
      t.toAddress ?? '',
      t.state,
      t.counterpartyProvider ?? '',
      t.informationSource,
      s.result,
      t.createdAt,
    ]),
  ];
}
