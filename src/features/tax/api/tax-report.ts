/** The statement years and one year's tax view (decision 458). */
import { getStatementYears, getTaxReport } from '../../../../contract/calls/statements.js';
import type { StatementYears } from '../../../../contract/statements.js';
import type { TaxReport } from '../../../../contract/tax-report.js';
import { api } from '../../../api/client.js';

export async function statementYears(): Promise<StatementYears> {
  return (await api.call(getStatementYears, {})).data;
}

export async function taxReport(year: number): Promise<TaxReport> {
  return (await api.call(getTaxReport, { year })).data;
}
