/** The customer's own files: the filtered history and the yearly statement (decisions 139, 140). */
import { exportHistory, getStatementYears, getTaxStatement } from '../../../../contract/calls/statements.js';
import type { ExportFile, ExportFormat, ExportType, StatementYears } from '../../../../contract/statements.js';
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

export async function taxStatementFile(year: number, format: ExportFormat): Promise<ExportFile> {
  return (await api.call(getTaxStatement, { year, format })).data;
}
