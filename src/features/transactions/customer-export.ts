/**
 * The Transactions screen's files: the server builds them for the signed-in customer and sends
 * them in the sealed answer; the page hands them to the browser as downloads (decision 139).
 * Nothing is queued offline: a file is built from the server's ledger, so it needs a connection.
 */
import { t } from '@lingui/core/macro';
import type { ExportFile, ExportFormat, ExportType } from '../../../contract/statements.js';
import type { TaxStatementFormat } from '../../../contract/tax-report.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { downloadBase64 } from '../../lib/download.js';
import { type PeriodId, periodStart } from '../../lib/periods.js';
import { isUnreachableError } from '../../offline/network.js';
import { exportHistoryFile, taxStatementFile } from './api/statements.js';

/** For the offline notice and refusals. */
export const exportOfflineText = () => t`A connection is needed to export.`;

/** Read when shown, so each is in the language active at that moment. */
export const EXPORT_TEXT = {
  nothing: () => t`No transactions match these filters: there is nothing to export.`,
  failed: () => t`The file could not be made. Please try again.`,
  downloaded: (fileName: string) => t`${fileName} downloaded`,
} as const;

interface HistoryRequest {
  format: ExportFormat;
  type: ExportType;
  from: string | null;
  to: string;
  timeZone: string;
}

/** The payload for the history as the chips filter it: the type, and the period counted back from now. */
export function historyRequest(
  format: ExportFormat,
  type: ExportType,
  period: PeriodId,
  now: Date,
  timeZone: string,
): HistoryRequest {
  const from = periodStart(period, now, timeZone);
  return { format, type, from: from?.toISOString() ?? null, to: now.toISOString(), timeZone };
}

/** What the customer is told of a finished history export; an empty file is not downloaded. */
export function historyOutcome(file: Pick<ExportFile, 'rows' | 'fileName'>): { save: boolean; text: string } {
  return file.rows === 0
    ? { save: false, text: EXPORT_TEXT.nothing() }
    : { save: true, text: EXPORT_TEXT.downloaded(file.fileName) };
}

/** Says why no file came: no connection, the server's refusal with its field messages, or a failure. */
export function failureText(e: unknown): string {
  if (isUnreachableError(e)) return exportOfflineText();
  if (e instanceof ApiCallError && e.code === 'VALIDATION') {
    const fields = Object.entries(e.errors).map(([field, message]) => `${field} ${message}`);
    if (fields.length > 0) return `${fields.join('; ')}.`;
  }
  return messageOf(e, EXPORT_TEXT.failed());
}

function save(file: ExportFile): void {
  downloadBase64(file.content, file.mediaType, file.fileName);
}

/** Builds and downloads the shown history; answers whether a file came and the text to show. */
export async function exportShownHistory(
  format: ExportFormat,
  type: ExportType,
  period: PeriodId,
  timeZone: string,
): Promise<{ save: boolean; text: string }> {
  const file = await exportHistoryFile(historyRequest(format, type, period, new Date(), timeZone));
  const outcome = historyOutcome(file);
  if (outcome.save) save(file);
  return outcome;
}

/** Builds and downloads the year's statement; an empty year is still a statement (it says so). */
export async function downloadStatement(year: number, format: TaxStatementFormat): Promise<string> {
  const file = await taxStatementFile(year, format);
  save(file);
  return EXPORT_TEXT.downloaded(file.fileName);
}
