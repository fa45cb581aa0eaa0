/** The customer's own files: the filtered history and the yearly statement (decisions 139, 140); the tax view (458). */
import {
  exportHistory,
  getStatementYears,
  getTaxReport,
  getTaxStatement,
} from '../../../../contract/calls/statements.js';
import type { ExportFile, ExportFormat, ExportType, StatementYears } from '../../../../contract/statements.js';
import type { TaxReport, TaxStatementFormat } from '../../../../contract/tax-report.js';
import { api } from '../../../api/client.js';

export async function exportHistoryFile(p: {
  format: ExportFormat;
  type: ExportType;
  from: string | null;
  to: string;
  timeZone: string;
}): Promise<ExportFile> {
  return (await api.call(exportHistory, p)).data;
}

export async function statementYears(): Promise<StatementYears> {
  return (await api.call(getStatementYears, {})).data;
}

export async function taxStatementFile(year: number, format: TaxStatementFormat): Promise<ExportFile> {
  return (await api.call(getTaxStatement, { year, format })).data;
}

/** The tax view of a statement year: its disposals with their lots and the region's totals. */
export async function taxReport(year: number): Promise<TaxReport> {
  return (await api.call(getTaxReport, { year })).data;
}
