/** The customer's history export and yearly statement (decisions 139 and 140). */
import { custom, type GenericSchema, nullish, optional, picklist, pipe, transform } from 'valibot';
import { PORTFOLIO_RANGE_MESSAGE, PORTFOLIO_RANGES, type PortfolioHistory } from '../portfolio-history.js';
import {
  EXPORT_EARLIEST,
  EXPORT_FORMATS,
  EXPORT_MESSAGES,
  EXPORT_TYPES,
  type ExportFile,
  type ExportFormat,
  type ExportType,
  isTimeZone,
  type Portfolio,
  type StatementYears,
} from '../statements.js';
import {
  TAX_STATEMENT_FORMAT_MESSAGE,
  TAX_STATEMENT_FORMATS,
  type TaxReport,
  type TaxStatementFormat,
} from '../tax-report.js';
import { portfolioAnswer, portfolioHistoryAnswer, taxReportAnswer } from './answer-schemas.js';
import { defineSpec } from './define.js';
import { noFields, payload, required } from './fields.js';

const format = required((v): v is ExportFormat => EXPORT_FORMATS.includes(v as ExportFormat), EXPORT_MESSAGES.format);

/** A type chip; absent reads as All. */
const type = nullish(
  custom<ExportType>((v) => EXPORT_TYPES.includes(v as ExportType), EXPORT_MESSAGES.type),
  'All',
) as GenericSchema<ExportType | null | undefined, ExportType>;

function instantMs(v: unknown): number {
  return typeof v === 'string' && v.length <= 40 && /^\d{4}-\d\d-\d\dT/.test(v) ? Date.parse(v) : Number.NaN;
}

/** An ISO 8601 instant no earlier than any account; absent or '' reads as none. */
const instant = optional(
  pipe(
    custom<string | null | undefined>((v) => {
      if (v === undefined || v === null || v === '') return true;
      const t = instantMs(v);
      return Number.isFinite(t) && t >= EXPORT_EARLIEST;
    }, EXPORT_MESSAGES.instant),
    transform((v) => (v ? new Date(instantMs(v)) : null)),
  ),
  null,
);

/** An IANA zone; absent or '' reads as none (the profile's). */
const timeZone = optional(
  pipe(
    custom<string | null | undefined>(
      (v) => v === undefined || v === null || v === '' || isTimeZone(v),
      EXPORT_MESSAGES.timeZone,
    ),
    transform((v) => (v ? v : null)),
  ),
  null,
);

/**
 * The Transactions screen's filters: type chip and period as instants; the file in `format`.
 * Fields in the order the checks answer: the first refused one is the summary.
 */
export const exportHistory = defineSpec<ExportFile>()({
  path: '/exchange/export-history',
  readOnly: true,
  access: 'user',
  payload: payload({
    type,
    /** ISO 8601; absent: from the account's first transaction. */
    from: instant,
    /** ISO 8601; absent: now. */
    to: instant,
    /** IANA zone the file's dates are written in; absent: the profile's. */
    timeZone,
    format,
  }),
});

export const getStatementYears = defineSpec<StatementYears>()({
  path: '/exchange/get-statement-years',
  readOnly: true,
  access: 'user',
  payload: noFields,
});

/**
 * A statement year. Which years are offered depends on the account, so the call's rule checks it:
 * anything but a whole number reads as none, which that rule refuses.
 */
const year = optional(
  pipe(
    custom<number | null>(() => true),
    transform((v): number | null => (Number.isSafeInteger(v) ? (v as number) : null)),
  ),
  null,
);

export const getTaxStatement = defineSpec<ExportFile>()({
  path: '/exchange/get-tax-statement',
  readOnly: true,
  access: 'user',
  payload: payload({
    year,
    /** 'gains_csv': the year's disposals alone, for a tax tool (decision 457). */
    format: required(
      (v): v is TaxStatementFormat => TAX_STATEMENT_FORMATS.includes(v as TaxStatementFormat),
      TAX_STATEMENT_FORMAT_MESSAGE,
    ),
  }),
});

/** The tax view of a statement year: each disposal with its lots and the totals (decision 457). */
export const getTaxReport = defineSpec<TaxReport>()({
  path: '/exchange/get-tax-report',
  answerSchema: taxReportAnswer,
  readOnly: true,
  access: 'user',
  payload: payload({ year }),
});

/** What each coin held cost and has made, in the region's currency (decision 413). */
export const getPortfolio = defineSpec<Portfolio>()({
  path: '/exchange/get-portfolio',
  answerSchema: portfolioAnswer,
  readOnly: true,
  access: 'user',
  payload: noFields,
});

/** The portfolio's value over a range, replayed from the ledger (decision 462). */
export const getPortfolioHistory = defineSpec<PortfolioHistory>()({
  path: '/exchange/get-portfolio-history',
  answerSchema: portfolioHistoryAnswer,
  readOnly: true,
  access: 'user',
  payload: payload({ range: picklist(PORTFOLIO_RANGES, PORTFOLIO_RANGE_MESSAGE) }),
});
