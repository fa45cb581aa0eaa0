/**
 * Runs an export: every transaction of the merchant, filtered as the screen filters them, written
 * as CSV or PDF and handed to the browser as a download. The PDF code and pdf-lib load only here.
 */

import { toCsv } from '../../../contract/csv.js';
import { ADMIN_MESSAGES, type Merchant, merchantDisplayName } from '../../../contract/merchants.js';
import { download } from '../../lib/download.js';
import type { PeriodId } from '../../lib/periods.js';
import { getAllMerchantTransactions } from './api/admin.js';
import {
  describeTotals,
  exportFileName,
  exportRecords,
  isoWithOffset,
  periodLabel,
  statusTotals,
} from './export-data.js';
import { visibleMerchantRows } from './merchant-view.js';

type ExportKind = 'csv' | 'pdf';

export class ExportRefused extends Error {}

/** Exports; throws ExportRefused with the specification's message when there is nothing to export. */
export async function runExport(
  kind: ExportKind,
  merchant: Merchant | undefined,
  period: PeriodId,
  timeZone: string,
): Promise<string> {
  if (!merchant) throw new ExportRefused(ADMIN_MESSAGES.selectMerchantFirst);
  const now = new Date();
  const all = await getAllMerchantTransactions(merchant.merchant_id);
  const rows = visibleMerchantRows(all, period, now, timeZone);
  if (rows.length === 0) throw new ExportRefused(ADMIN_MESSAGES.noDataToExport);
  const name = merchantDisplayName(merchant);
  const records = exportRecords(rows, name, timeZone);
  const fileName = exportFileName(name, period, now, timeZone, kind);
  if (kind === 'csv') {
    download(toCsv(records), 'text/csv;charset=utf-8', fileName);
    return fileName;
  }
  const { buildMerchantPdf } = await import('./export-pdf.js');
  const totals = statusTotals(rows);
  const bytes = await buildMerchantPdf({
    title: ADMIN_MESSAGES.title,
    merchantName: name,
    periodLabel: periodLabel(period),
    generatedAt: isoWithOffset(now, timeZone),
    timeZone: `${timeZone} (dates are ISO 8601 with this zone's offset)`,
    records,
    totals: [
      ...describeTotals('Completed', totals.Completed),
      ...describeTotals('Failed', totals.Failed),
      ...describeTotals('Pending', totals.Pending),
    ],
  });
  download(bytes as BlobPart, 'application/pdf', fileName);
  return fileName;
}
