import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../../contract/csv.js';
import type { MerchantTransaction } from '../../../contract/merchants.js';
import { isPdf, pdfTextLines } from '../../../tests/e2e/support/pdf-text.js';
import { CSV_COLUMNS, describeTotals, exportFileName, exportRecords, localDate, statusTotals } from './export-data.js';
import { buildMerchantPdf } from './export-pdf.js';
import { paymentAmount, paymentPrice, toMerchantDisplay, visibleMerchantRows } from './merchant-view.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

function tx(o: Partial<MerchantTransaction> & { _id: string }): MerchantTransaction {
  return {
    transaction_id: `t-${o._id}`,
    merchant_id: 'merchant-au',
    request_type: 1,
    status: true,
    code: '200',
    amount: '0.5',
    currency: 'BTC',
    currency_amount: null,
    currency_value: null,
    user_name: 'Olivia Nguyen',
    source: 'crypto',
    orderreference: '',
    createdAt: ago(1),
    ...o,
  };
}

const LIST: MerchantTransaction[] = [
  tx({ _id: 'dep', request_type: 1, createdAt: ago(2) }),
  tx({
    _id: 'buy',
    request_type: 3,
    amount: '150',
    currency: 'AUD',
    currency_amount: '0.00125',
    currency_value: 'BTC',
    createdAt: ago(1),
  }),
  tx({ _id: 'wd', request_type: 2, amount: '12.5', currency: 'USDT', createdAt: ago(30) }),
  tx({
    _id: 'failed',
    request_type: 3,
    status: false,
    code: '402',
    amount: '99.99',
    currency: 'AUD',
    createdAt: ago(100),
  }),
  tx({ _id: 'pending', request_type: 2, status: true, code: '201', createdAt: ago(3) }),
  tx({ _id: 'pending-other', request_type: 2, status: true, code: '202', createdAt: ago(3) }),
  tx({ _id: 'false-201', request_type: 3, status: false, code: '201', createdAt: ago(3) }),
  tx({ _id: 'old', request_type: 1, createdAt: ago(24 * 400) }),
  tx({ _id: 'future', request_type: 1, createdAt: new Date(NOW.getTime() + 3_600_000).toISOString() }),
  tx({ _id: 'odd', request_type: 9, createdAt: ago(5) }),
];

describe('admin history rows', () => {
  it('shows completed and failed rows only, newest first', () => {
    const rows = visibleMerchantRows(LIST, 'all', NOW, 'UTC');
    expect(rows.map((r) => r.id)).toEqual(['future', 'buy', 'dep', 'odd', 'wd', 'failed', 'old']);
    expect(rows.find((r) => r.id === 'failed')).toMatchObject({ status: 'Failed', statusColor: 'danger' });
    expect(rows.find((r) => r.id === 'buy')).toMatchObject({ status: 'Completed', statusColor: 'success' });
  });

  it('filters by period, leaving future rows out of every period but All time', () => {
    const ids = (p: 'day' | 'week' | 'month' | 'year') => visibleMerchantRows(LIST, p, NOW, 'UTC').map((r) => r.id);
    expect(ids('day')).toEqual(['buy', 'dep', 'odd']);
    expect(ids('week')).toEqual(['buy', 'dep', 'odd', 'wd', 'failed']);
    expect(ids('year')).toEqual(['buy', 'dep', 'odd', 'wd', 'failed']);
  });

  it('labels types, signs withdrawals and formats dates in the time zone', () => {
    const [wd] = visibleMerchantRows([LIST[2]!], 'all', NOW, 'UTC');
    expect(wd).toMatchObject({ type: 'Withdraw', icon: 'withdraw', amountText: '-12.5 USDT' });
    const buy = toMerchantDisplay(LIST[1]!, 'Australia/Sydney');
    expect(buy).toMatchObject({ type: 'Buy', amountText: '150.00 AUD', formattedDate: 'March 10 at 10:00 PM' });
    expect(toMerchantDisplay(LIST[9]!).type).toBe('Transaction');
    expect(toMerchantDisplay(tx({ _id: 'x', createdAt: 'nonsense' })).formattedDate).toBe('Invalid Date');
  });

  it('fills missing details with N/A or 0 and falls back to _id for the transaction id', () => {
    const d = toMerchantDisplay({
      _id: 'only-id',
      request_type: 1,
      status: true,
      code: '200',
      createdAt: ago(1),
    } as unknown as MerchantTransaction).details;
    expect(d).toEqual({
      transactionId: 'only-id',
      userName: 'N/A',
      source: 'N/A',
      orderReference: 'N/A',
      currency: 'N/A',
      currencyValue: 'N/A',
      amount: '0',
      currencyAmount: '0',
      code: '200',
    });
    expect(paymentAmount(d)).toBe('N/A');
    expect(paymentPrice(d)).toBeNull();
  });

  it('gives the price as amount / currency amount to 6 decimals, only when a currency value exists', () => {
    const buy = toMerchantDisplay(LIST[1]!).details;
    expect(paymentAmount(buy)).toBe('150.00 AUD');
    expect(paymentPrice(buy)).toBe('120,000.000000 AUD');
    const third = toMerchantDisplay(
      tx({ _id: 'p', amount: '10', currency: 'AUD', currency_amount: '3', currency_value: 'USDT' }),
    );
    expect(paymentPrice(third.details)).toBe('3.333333 AUD');
    expect(paymentPrice(toMerchantDisplay(LIST[0]!).details)).toBeNull();
  });
});

describe('export', () => {
  const rows = visibleMerchantRows(LIST, 'all', NOW, 'UTC');

  it('names the file transaction_history_{merchant}_{period}_{date}', () => {
    expect(exportFileName('Wattle Pay AU', 'all', NOW, 'UTC', 'csv')).toBe(
      'transaction_history_Wattle_Pay_AU_All_time_2026-03-10.csv',
    );
    expect(exportFileName('Ämber / "Pay"', 'day', NOW, 'Pacific/Auckland', 'pdf')).toBe(
      'transaction_history_Amber_Pay_Day_2026-03-11.pdf',
    );
    expect(localDate(new Date('2026-03-10T23:30:00Z'), 'Australia/Sydney')).toBe('2026-03-11');
  });

  it('writes the columns in order and survives a CSV round trip', () => {
    const records = exportRecords(rows, 'Smith, "Quoted"\nPay', 'UTC');
    expect(records[0]).toEqual([...CSV_COLUMNS]);
    expect(records[0]).toEqual([
      'Transaction ID',
      'Type',
      'USDT Amount',
      'Fiat Amount',
      'Currency',
      'Date',
      'Status',
      'Merchant Name',
      'Crypto Currency',
    ]);
    const buy = records.find((r) => r[0] === 't-buy');
    expect(buy).toEqual([
      't-buy',
      'Buy',
      '0.00125',
      '150.00',
      'AUD',
      'March 10, 2026 at 11:00 AM',
      'Completed',
      'Smith, "Quoted"\nPay',
      'BTC',
    ]);
    const wd = records.find((r) => r[0] === 't-wd');
    expect([...(wd?.slice(1, 5) ?? []), wd?.[8]]).toEqual(['Withdraw', '-12.5', '', 'USDT', 'USDT']);
    expect(parseCsv(toCsv(records))).toEqual(records);
  });

  it('holds bare signed numbers in the amount columns, and reads back to what the screen shows', () => {
    const records = parseCsv(toCsv(exportRecords(rows, 'Wattle Pay AU', 'UTC')));
    const [header = [], ...body] = records;
    const col = (name: string) => header.indexOf(name);
    for (const r of body) {
      for (const c of ['USDT Amount', 'Fiat Amount']) expect(r[col(c)]).toMatch(/^(-?\d+(\.\d+)?)?$/);
      // The screen's amount is the record's own currency: the fiat side for fiat, the coin side otherwise.
      const fiat = r[col('Fiat Amount')];
      const amount = fiat !== '' ? fiat : r[col('USDT Amount')];
      const screen = rows.find((row) => row.details.transactionId === r[col('Transaction ID')]);
      expect(`${amount} ${r[col('Currency')]}`).toBe(screen?.amountText);
      expect(r[col('Type')]).toBe(screen?.type);
      expect(r[col('Status')]).toBe(screen?.statusName);
    }
  });

  it('totals completed and failed rows per direction and currency, never adding money out to money in', () => {
    const list = [
      tx({ _id: 'd1', request_type: 1, amount: '0.05', currency: 'BTC' }),
      tx({ _id: 'd2', request_type: 1, amount: '0.0225', currency: 'BTC' }),
      tx({ _id: 'w1', request_type: 2, amount: '0.01', currency: 'BTC' }),
      tx({
        _id: 'b1',
        request_type: 3,
        amount: '150',
        currency: 'AUD',
        currency_amount: '0.001',
        currency_value: 'BTC',
      }),
    ];
    const wattle = statusTotals(visibleMerchantRows(list, 'all', NOW, 'UTC'));
    expect(describeTotals('Completed', wattle.Completed)).toEqual([
      'Completed: 4 transactions',
      'Deposit: 0.0725 BTC',
      'Withdraw: -0.01 BTC',
      'Buy: 150.00 AUD',
    ]);
    const totals = statusTotals(rows);
    expect(totals.Completed.count).toBe(6);
    expect(totals.Failed.count).toBe(1);
    expect(describeTotals('Failed', totals.Failed)).toEqual(['Failed: 1 transaction', 'Buy: 99.99 AUD']);
    expect(describeTotals('Completed', totals.Completed)).toEqual([
      'Completed: 6 transactions',
      'Deposit: 1.5 BTC',
      'Withdraw: -12.5 USDT',
      'Buy: 150.00 AUD',
      'Transaction: 0.5 BTC',
    ]);
  });

  it('builds a real PDF with the title, merchant, period, generation time, rows and totals', async () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      toMerchantDisplay(tx({ _id: `bulk-${i}`, amount: `${i + 1}`, currency: 'SOL', createdAt: ago(i) })),
    );
    const all = [...rows, ...many];
    const totals = statusTotals(all);
    const bytes = await buildMerchantPdf({
      title: 'Merchant Transaction History',
      merchantName: 'Wattle Pay AU €',
      periodLabel: 'All time',
      generatedAt: 'March 10, 2026 at 12:00 PM',
      records: exportRecords(all, 'Wattle Pay AU', 'UTC'),
      totals: [...describeTotals('Completed', totals.Completed), ...describeTotals('Failed', totals.Failed)],
    });
    expect(isPdf(bytes)).toBe(true);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe('Merchant Transaction History - Wattle Pay AU €');
    const lines = pdfTextLines(bytes);
    expect(lines).toContain('Merchant Transaction History');
    expect(lines).toContain('Merchant: Wattle Pay AU €');
    expect(lines).toContain('Period: All time');
    expect(lines).toContain('Generated: March 10, 2026 at 12:00 PM');
    expect(lines).toContain('t-buy');
    expect(lines).toContain('t-bulk-79');
    expect(lines).toContain('Completed: 86 transactions');
    expect(lines).toContain('Deposit: 1.5 BTC, 3,240 SOL');
    expect(lines).toContain('Withdraw: -12.5 USDT');
    expect(lines).toContain('Failed: 1 transaction');
    // The table header is repeated on each page the table continues on.
    expect(lines.filter((l) => l === 'Transaction ID').length).toBeGreaterThanOrEqual(2);
  });
});
