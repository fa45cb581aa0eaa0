/**
 * /exchange/export-history, /exchange/get-statement-years, /exchange/get-tax-statement and
 * /exchange/get-tax-report (decision 457): the signed-in customer's own files and tax view, never
 * another's (the user comes from the session only). Building a file reads a whole period, so the
 * two file calls share a per-customer limit (decision 139); the tax view replays the whole ledger,
 * so it has a limit of its own by the same rule (decision 463).
 */
import { CALLS } from '../../../contract/calls/index.js';
import { EXPORT_EARLIEST, EXPORT_MESSAGES, isTimeZone, type StatementRegion } from '../../../contract/statements.js';
import { TAX_REPORT_MESSAGES } from '../../../contract/tax-report.js';
import type { AppDeps } from '../../deps.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { claimHit, type RateRule } from '../../http/rate-limit.js';
import { mailLanguage } from '../../providers/mail/index.js';
import { waitText } from '../accounts/index.js';
import { coinTrackingRecords } from './cointracking.js';
import { depositCostCalls } from './deposit-costs.js';
import { entriesIn, heldDepositsIn, mergeByTime, returnedDepositsIn } from './entries.js';
import { buildFile, historyRecords, historyTable, statementTable, taxRecords } from './files.js';
import { pdfTexts } from './pdf-texts.js';
import { accountYears, checkedYear, statementZone, wallText } from './period.js';
import { portfolioCalls } from './portfolio.js';
import { portfolioHistoryCalls } from './portfolio-history.js';
import { gainsRecords, gainsSection } from './tax-files.js';
import { taxPdfTexts } from './tax-pdf-texts.js';
import { taxReportOf } from './tax-report.js';

/** Ten files a minute: far above a person's use, well below what would load the database. */
const EXPORT_RULE: RateRule = { windowMs: 60_000, max: 10 };

/**
 * Claims one hit of the customer's bucket before the work, atomically (decision 092): refused with
 * the seconds to wait. The files share `export:`; the tax view has `tax-report:` under the same
 * rule, so reading the Tax screen never spends the customer's files, nor the files the screen.
 */
async function claimWork(deps: AppDeps, bucket: string, rateLimited: (wait: string) => string): Promise<void> {
  const claim = await claimHit(deps.db, bucket, EXPORT_RULE, deps.clock.now());
  if (!claim.ok)
    throw new ApiError('RATE_LIMITED', rateLimited(waitText(claim.waitSeconds)), {
      retryAfterSeconds: claim.waitSeconds,
    });
}

const claimExport = (deps: AppDeps, userId: string) => claimWork(deps, `export:${userId}`, EXPORT_MESSAGES.rateLimited);

interface Holder {
  region: StatementRegion;
  /** ISO 3166 alpha-2 of the customer's address: Germany's tax view is for German residents. */
  country: string;
  zone: string;
  profileZone: string;
  /** The region's currency (AUD or EUR): the statement's values are in it (decision 174). */
  currency: 'AUD' | 'EUR';
  /** The currency the customer shows values in: the history export's values are in it. */
  displayCurrency: string;
  openedAt: Date;
  /** The name on the account, shown on the PDF files. */
  name: string;
  /** The PDF files' words, in the account's language (decision 299). */
  words: ReturnType<typeof pdfTexts>;
  /** The statement's gains section's words, in the same language (decision 457). */
  taxWords: ReturnType<typeof taxPdfTexts>;
}

async function holder(deps: AppDeps, userId: string): Promise<Holder> {
  const u = await deps.db
    .selectFrom('users')
    .select([
      'is_eu',
      'time_zone',
      'display_currency',
      'currency_code',
      'created_at',
      'first_name',
      'last_name',
      'language',
      'country_code',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const region: StatementRegion = u.is_eu ? 'EU' : 'AU';
  return {
    region,
    country: u.country_code,
    zone: statementZone(region, u.time_zone),
    profileZone: isTimeZone(u.time_zone) ? u.time_zone : 'UTC',
    currency: region === 'EU' ? 'EUR' : 'AUD',
    displayCurrency: u.display_currency ?? u.currency_code,
    openedAt: new Date(u.created_at),
    name: `${u.first_name ?? ''} ${u.last_name ?? ''}`.trim(),
    words: pdfTexts(mailLanguage(u.language)),
    taxWords: taxPdfTexts(mailLanguage(u.language)),
  };
}

const exportHistory = defineCall(CALLS.exportHistory, {
  rules(o) {
    // Across two fields, so not a field's schema.
    if (o.from && o.to && o.from > o.to) throw validationError({ from: EXPORT_MESSAGES.range });
    return o;
  },
  async handle(ctx, p) {
    const userId = requireUser(ctx).id;
    await claimExport(ctx.deps, userId);
    const h = await holder(ctx.deps, userId);
    const now = ctx.deps.clock.now();
    const to = p.to && p.to < now ? p.to : now;
    const from = p.from ?? new Date(EXPORT_EARLIEST);
    const all =
      from > to
        ? []
        : mergeByTime(
            await entriesIn(ctx.deps, userId, { from, to, currency: h.displayCurrency, field: 'from' }),
            mergeByTime(
              await returnedDepositsIn(ctx.deps, userId, { from, to }),
              await heldDepositsIn(ctx.deps, userId, { from, to }),
            ),
          );
    const entries = p.type === 'All' ? all : all.filter((e) => e.type === p.type);
    const zone = p.timeZone ?? h.profileZone;
    const records = historyRecords(entries);
    const day = wallText(now, zone).slice(0, 10);
    const w = h.words;
    const start = p.from ? w.when(from, zone) : w.firstTransaction;
    const data = await buildFile({
      format: p.format,
      name: `coinvault_history_${p.type.toLowerCase()}_${day}`,
      title: w.history,
      info: [
        [w.holder, h.name],
        [w.transactions, p.type === 'All' ? w.allTypes : (w.types[p.type] ?? p.type)],
        [w.period, `${w.range(start, w.when(to, zone))} (${zone})`],
        [w.generated, `${w.when(now, zone)} (${zone})`],
      ],
      records,
      table: () => historyTable(entries, zone, w),
      notes: [`${w.transactionCount(entries.length)} ${w.afterFees}`],
      none: w.none,
      page: w.page,
    });
    return { data };
  },
});

const getStatementYears = defineCall(CALLS.getStatementYears, {
  async handle(ctx) {
    const h = await holder(ctx.deps, requireUser(ctx).id);
    return {
      data: {
        region: h.region,
        timeZone: h.zone,
        currency: h.currency,
        years: accountYears(h.region, h.zone, h.openedAt, ctx.deps.clock.now()),
      },
    };
  },
});

const getTaxStatement = defineCall(CALLS.getTaxStatement, {
  async handle(ctx, p) {
    const userId = requireUser(ctx).id;
    const h = await holder(ctx.deps, userId);
    const now = ctx.deps.clock.now();
    const years = accountYears(h.region, h.zone, h.openedAt, now);
    const period = checkedYear(p.year, years);
    await claimExport(ctx.deps, userId);
    const entries = await entriesIn(ctx.deps, userId, {
      from: new Date(period.from),
      to: new Date(period.to),
      currency: h.currency,
      field: 'year',
    });
    const w = h.words;
    const label = period.label.replace(/\s+/g, '_');
    // The tax view's gains: alone as a CSV for a tax tool, or as a section of the PDF (decision 457).
    const gains =
      p.format === 'pdf' || p.format === 'gains_csv' ? await taxReportOf(ctx.deps, userId, h, period, years) : null;
    if (gains && p.format === 'gains_csv') {
      const data = await buildFile({
        format: 'csv',
        name: `coinvault_gains_${label}`,
        title: w.statement(period.label),
        info: [],
        records: gainsRecords(gains),
        table: () => ({ header: [], rows: [], breakAnywhere: [] }),
        notes: [],
        none: w.none,
        page: w.page,
      });
      return { data };
    }
    // The movements for CoinTracking's import, in its own columns (decision 463), or in Koinly's.
    const cointracking = p.format === 'cointracking_csv';
    const records = cointracking ? coinTrackingRecords(entries) : taxRecords(entries);
    const lastDay = w.day(new Date(Date.parse(period.to) - 1000), h.zone);
    const kind = h.region === 'AU' ? w.financialYear : w.calendarYear;
    const data = await buildFile({
      format: p.format === 'pdf' ? 'pdf' : 'csv',
      name: `coinvault_${cointracking ? 'cointracking' : 'statement'}_${label}`,
      title: w.statement(period.label),
      info: [
        [w.holder, h.name],
        [w.period, `${kind}: ${w.range(w.day(new Date(period.from), h.zone), lastDay)} (${h.zone})`],
        [w.valuesIn, w.valuesAt(h.currency)],
        [w.generated, `${w.when(now, h.zone)} (${h.zone})`],
      ],
      records,
      table: () => statementTable(entries, h.zone, w),
      notes: [
        `${w.transactionCount(entries.length)} ${w.valueNotes.source}`,
        w.valueNotes.prices,
        w.valueNotes.older,
        w.noValue(w.noValueMarker),
      ],
      none: w.none,
      page: w.page,
      ...(gains ? { sections: [gainsSection(gains, h.zone, w, h.taxWords)] } : {}),
    });
    return { data };
  },
});

const getTaxReport = defineCall(CALLS.getTaxReport, {
  async handle(ctx, p) {
    const userId = requireUser(ctx).id;
    const h = await holder(ctx.deps, userId);
    const years = accountYears(h.region, h.zone, h.openedAt, ctx.deps.clock.now());
    const year = checkedYear(p.year, years);
    await claimWork(ctx.deps, `tax-report:${userId}`, TAX_REPORT_MESSAGES.rateLimited);
    return { data: await taxReportOf(ctx.deps, userId, h, year, years) };
  },
});

export const statementCalls = [
  exportHistory,
  getStatementYears,
  getTaxStatement,
  getTaxReport,
  ...portfolioCalls,
  ...portfolioHistoryCalls,
  ...depositCostCalls,
];
