/**
 * What an export holds (specification section 9): the file name
 * transaction_history_{merchant name}_{period}_{date}, the CSV columns in order, and the totals
 * of completed and failed rows the PDF ends with.
 */
import { isCoin, isFiat } from '../../../contract/assets.js';
import { addDecimal } from '../../../contract/money.js';
import { formatFullDate, parseUtc, zoneOffsetMs } from '../../lib/dates.js';
import { formatCrypto, formatFiatNumber } from '../../lib/money-format.js';
import { PERIODS, type PeriodId } from '../../lib/periods.js';
import { type MerchantDisplayTransaction, NOT_AVAILABLE } from './merchant-view.js';

export const CSV_COLUMNS = [
  'Transaction ID',
  'Type',
  'USDT Amount',
  'Fiat Amount',
  'Currency',
  'Date',
  'Status',
  'Merchant Name',
] as const;

export function periodLabel(period: PeriodId): string {
  return PERIODS.find((p) => p.id === period)?.label ?? 'All time';
}

/** The calendar date in the zone, as YYYY-MM-DD. */
export function localDate(now: Date, timeZone?: string): string {
  let offset = 0;
  try {
    offset = zoneOffsetMs(now, timeZone);
  } catch {
    offset = -now.getTimezoneOffset() * 60_000;
  }
  return new Date(now.getTime() + offset).toISOString().slice(0, 10);
}

/** A piece of a file name: letters, digits, '-' and '.' kept, everything else '_'. */
function fileSafe(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9.-]+/g, '_')
      .replace(/^[_.]+|_+$/g, '') || 'merchant'
  );
}

export function exportFileName(
  merchantName: string,
  period: PeriodId,
  now: Date,
  timeZone: string | undefined,
  ext: 'csv' | 'pdf',
): string {
  return `transaction_history_${fileSafe(merchantName)}_${fileSafe(periodLabel(period))}_${localDate(now, timeZone)}.${ext}`;
}

/** Exported numbers carry no grouping commas, so spreadsheets read them as numbers. */
const plainCrypto = (v: string) => formatCrypto(v).replace(/,/g, '');

/** The coin side of a row: the coin bought for a buy, the coin moved otherwise ('' for none). */
export function cryptoAmountOf(row: MerchantDisplayTransaction): string {
  const d = row.details;
  if (d.currencyValue !== NOT_AVAILABLE && isCoin(d.currencyValue))
    return `${plainCrypto(d.currencyAmount)} ${d.currencyValue}`;
  if (isCoin(d.currency)) return `${plainCrypto(d.amount)} ${d.currency}`;
  return '';
}

/** The fiat side of a row, 2 decimals, or '' when the row moved no fiat. */
export function fiatAmountOf(row: MerchantDisplayTransaction): string {
  return isFiat(row.details.currency) ? formatFiatNumber(row.details.amount).replace(/,/g, '') : '';
}

export function exportDate(row: MerchantDisplayTransaction, timeZone?: string): string {
  return formatFullDate(parseUtc(row.rawDate), timeZone);
}

/** The CSV records, header first, in the order of CSV_COLUMNS. */
export function exportRecords(
  rows: readonly MerchantDisplayTransaction[],
  merchantName: string,
  timeZone?: string,
): string[][] {
  return [
    [...CSV_COLUMNS],
    ...rows.map((r) => [
      r.details.transactionId,
      r.type,
      cryptoAmountOf(r),
      fiatAmountOf(r),
      r.details.currency,
      exportDate(r, timeZone),
      r.status,
      merchantName,
    ]),
  ];
}

export interface StatusTotals {
  count: number;
  /** Sum of the amounts by currency, e.g. { AUD: '250.5', BTC: '0.01' }. */
  byCurrency: Record<string, string>;
}

export function statusTotals(
  rows: readonly MerchantDisplayTransaction[],
): Record<'Completed' | 'Failed', StatusTotals> {
  const totals = {
    Completed: { count: 0, byCurrency: {} as Record<string, string> },
    Failed: { count: 0, byCurrency: {} as Record<string, string> },
  };
  for (const r of rows) {
    const t = totals[r.status];
    t.count += 1;
    const c = r.details.currency;
    if (c !== NOT_AVAILABLE) t.byCurrency[c] = addDecimal(t.byCurrency[c] ?? '0', r.details.amount);
  }
  return totals;
}

/** '3 transactions: 250.50 AUD, 0.01 BTC' */
export function describeTotals(t: StatusTotals): string {
  const sums = Object.entries(t.byCurrency)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([c, v]) => `${isFiat(c) ? formatFiatNumber(v) : formatCrypto(v)} ${c}`);
  const count = `${t.count} transaction${t.count === 1 ? '' : 's'}`;
  return sums.length > 0 ? `${count}: ${sums.join(', ')}` : count;
}
