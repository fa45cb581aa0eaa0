/** Reports for authorities (decisions 296 to 298): compliance officers only. */
import { type CaseReportDraft, PERIOD_MESSAGES as M, type PeriodExportPage } from '../report-drafts.js';
import { defineSpec } from './define.js';
import { payload, required, wholeNumber } from './fields.js';

const day = () => required((v): v is string => typeof v === 'string' && v.length <= 10, M.date);

/** A case's suspicious-matter report draft, in its customer's region's field set, as JSON and PDF. */
export const getCaseReportDraft = defineSpec<CaseReportDraft>()({
  path: '/staff/cases/report-draft',
  access: 'compliance',
  readOnly: true,
  payload: payload({ caseId: wholeNumber(0, 0, 2_147_483_647) }),
});

/** The Travel Rule records of a period (UTC days, both included), a page at a time, oldest first. */
export const exportTravelRulePeriod = defineSpec<PeriodExportPage>()({
  path: '/admin/travel-rule/export-period',
  access: 'compliance',
  readOnly: true,
  payload: payload({ from: day(), to: day(), page: wholeNumber(0, 0, 100_000) }),
});
