/**
 * What an export holds (specification section 9, decision 176): the file name
 * transaction_history_{merchant name}_{period}_{date}, the CSV columns in order (the
 * specification's eight first, then the coin side with its asset named and the customer), and the
 * totals of completed, failed and pending rows the PDF ends with.
 */
import { isCoin, isFiat } from '../../../contract/assets.js';
import type { RequestTypeLabel } from '../../../contract/merchants.js';
import { addDecimal, subDecimal } from '../../../contract/money.js';
import { parseUtc, zoneOffsetMs } from '../../lib/dates.js';
import { formatCrypto, formatFiatNumber, plainCrypto, plainFiat } from '../../lib/money-format.js';
import { PERIODS, type PeriodId } from '../../lib/periods.js';
import { type MerchantDisplayTransaction, type MerchantRowStatus, NOT_AVAILABLE } from './merchant-view.js';

export const CSV_COLUMNS = [
  'Transaction ID',
  'Type',
  'USDT Amount',
  'Fiat Amount',
  'Currency',
  'Date',
  'Status',
  'Merchant Name',
  'Crypto Amount',
  'Crypto Currency',
  'Customer Number',
  'Customer Email',
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

/** A withdrawal leaves the merchant's account: its amounts carry a minus sign, as on the screen. */
const sign = (row: MerchantDisplayTransaction) => (row.type === 'Withdraw' ? '-' : '');

/**
 * The coin side of a row as a bare number (the coin bought for a buy, the coin moved otherwise)
 * and its coin; both '' when the row moved no coin. The unit goes in its own column, so the
 * number column holds numbers only (decision 110).
 */
function cryptoSideOf(row: MerchantDisplayTransaction): { amount: string; coin: string } {
  const d = row.details;
  if (d.currencyValue !== NOT_AVAILABLE && isCoin(d.currencyValue))
    return { amount: `${sign(row)}${plainCrypto(d.currencyAmount)}`, coin: d.currencyValue };
  if (isCoin(d.currency)) return { amount: `${sign(row)}${plainCrypto(d.amount)}`, coin: d.currency };
  return { amount: '', coin: '' };
}

/** The fiat side of a row, 2 decimals, signed like the row, and its currency; '' when none. */
function fiatSideOf(row: MerchantDisplayTransaction): { amount: string; currency: string } {
  const c = row.details.currency;
  return isFiat(c)
    ? { amount: `${sign(row)}${plainFiat(row.details.amount)}`, currency: c }
    : { amount: '', currency: '' };
}

/**
 * What support quotes as the transaction's id: the customer's reference ('CV-…'), else (a record
 * with no customer transaction behind it) the record's own id.
 */
function transactionIdOf(row: MerchantDisplayTransaction): string {
  return row.details.reference !== NOT_AVAILABLE ? row.details.reference : row.details.transactionId;
}

/**
 * ISO 8601 with the offset of `timeZone` at that instant, to the second: '2026-03-10T23:00:00+11:00'.
 * An unknown zone falls back to the device's offset, as the screen's dates do.
 */
export function isoWithOffset(value: Date, timeZone?: string): string {
  let offset: number;
  try {
    offset = zoneOffsetMs(value, timeZone);
  } catch {
    offset = -value.getTimezoneOffset() * 60_000;
  }
  const wall = new Date(Math.floor(value.getTime() / 1000) * 1000 + offset).toISOString().slice(0, 19);
  const minutes = Math.round(offset / 60_000);
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${wall}${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

function exportDate(row: MerchantDisplayTransaction, timeZone: string): string {
  const d = parseUtc(row.rawDate);
  return d ? isoWithOffset(d, timeZone) : '';
}

/** The CSV records, header first, in the order of CSV_COLUMNS. */
export function exportRecords(
  rows: readonly MerchantDisplayTransaction[],
  merchantName: string,
  timeZone: string,
): string[][] {
  const orEmpty = (v: string) => (v === NOT_AVAILABLE ? '' : v);
  return [
    [...CSV_COLUMNS],
    ...rows.map((r) => {
      const crypto = cryptoSideOf(r);
      const fiat = fiatSideOf(r);
      return [
        transactionIdOf(r),
        r.type,
        // The column holds USDT only: any other coin is in Crypto Amount, with its asset named.
        crypto.coin === 'USDT' ? crypto.amount : '',
        fiat.amount,
        fiat.currency,
        exportDate(r, timeZone),
        r.statusName ?? r.status,
        merchantName,
        crypto.amount,
        crypto.coin,
        orEmpty(r.details.customerNumber),
        orEmpty(r.details.customerEmail),
      ];
    }),
  ];
}

/** Directions in the order the totals list them. */
const DIRECTIONS: readonly RequestTypeLabel[] = ['Deposit', 'Withdraw', 'Buy', 'Transaction'];

interface StatusTotals {
  count: number;
  /**
   * Sums per direction and currency, withdrawals negative: money in and money out are never
   * added together. E.g. { Deposit: { BTC: '0.0725' }, Withdraw: { BTC: '-0.01' } }.
   */
  byDirection: Partial<Record<RequestTypeLabel, Record<string, string>>>;
}

export function statusTotals(rows: readonly MerchantDisplayTransaction[]): Record<MerchantRowStatus, StatusTotals> {
  const totals: Record<MerchantRowStatus, StatusTotals> = {
    Completed: { count: 0, byDirection: {} },
    Failed: { count: 0, byDirection: {} },
    Pending: { count: 0, byDirection: {} },
  };
  for (const r of rows) {
    const t = totals[r.status];
    t.count += 1;
    const c = r.details.currency;
    if (c === NOT_AVAILABLE) continue;
    const sums = t.byDirection[r.type] ?? {};
    t.byDirection[r.type] = sums;
    const add = r.type === 'Withdraw' ? subDecimal : addDecimal;
    sums[c] = add(sums[c] ?? '0', r.details.amount);
  }
  return totals;
}

/** ['Completed: 3 transactions', 'Deposit: 0.0725 BTC', 'Withdraw: -0.01 BTC', 'Buy: 250.50 AUD'] */
export function describeTotals(label: string, t: StatusTotals): string[] {
  const count = `${label}: ${t.count} transaction${t.count === 1 ? '' : 's'}`;
  const lines = DIRECTIONS.flatMap((direction) => {
    const sums = t.byDirection[direction];
    if (!sums) return [];
    const text = Object.entries(sums)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([c, v]) => `${isFiat(c) ? formatFiatNumber(v) : formatCrypto(v)} ${c}`)
      .join(', ');
    return [`${direction}: ${text}`];
  });
  return [count, ...lines];
}
