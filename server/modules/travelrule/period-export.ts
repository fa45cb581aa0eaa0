/**
 * Every Travel Rule record of a period for an authority's request (decision 297): compliance
 * officers only (the call's access), a period of whole UTC days no longer than the setting, read a
 * page at a time; each page read is written to the audit trail with the period and the page.
 */
import { CALLS } from '../../../contract/calls/index.js';
import {
  PERIOD_MESSAGES as M,
  PERIOD_EXPORT_SCHEMA,
  PERIOD_PAGE_SIZE,
  parseDay,
} from '../../../contract/report-drafts.js';
import { auditCallerAction } from '../../http/audit.js';
import { defineCall } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { countPeriod, readPeriodPage } from './period-records.js';

const DAY_MS = 86_400_000;

const exportTravelRulePeriod = defineCall(CALLS.exportTravelRulePeriod, {
  rules(p) {
    const start = parseDay(p.from);
    const last = parseDay(p.to);
    const errors: Record<string, string> = {};
    if (!start) errors.from = M.date;
    if (!last) errors.to = M.date;
    else if (start && last < start) errors.to = M.order;
    if (!start || !last || Object.keys(errors).length > 0) throw validationError(errors);
    return { ...p, start, end: new Date(last.getTime() + DAY_MS) };
  },
  async handle(ctx, p) {
    const { deps } = ctx;
    const maxDays = deps.config.travelRuleExportMaxDays;
    if ((p.end.getTime() - p.start.getTime()) / DAY_MS > maxDays) throw validationError({ to: M.span(maxDays) });
    const period = { start: p.start, end: p.end };
    const total = await countPeriod(deps.db, period);
    const records = await readPeriodPage(deps, period, p.page, PERIOD_PAGE_SIZE);
    await auditCallerAction(deps.db, ctx, {
      action: 'travel_rule.export_period',
      details: { from: p.from, to: p.to, page: p.page, records: records.length, total },
    });
    return {
      data: {
        schema: PERIOD_EXPORT_SCHEMA,
        from: p.from,
        to: p.to,
        page: p.page,
        pageSize: PERIOD_PAGE_SIZE,
        total,
        records,
        more: (p.page + 1) * PERIOD_PAGE_SIZE < total,
      },
    };
  },
});

export const periodExportCalls = [exportTravelRulePeriod];
