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
    reference: null,
    customer_number: null,
    customer_email: null,
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
    reference: 'CV-AAAA-BBBB-CCCC',
    customer_number: 'CU-1111-2222-3333',
    customer_email: 'olivia@example.com',
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
  it('shows completed, failed and pending rows, newest first', () => {
    const rows = visibleMerchantRows(LIST, 'all', NOW, 'UTC');
    expect(rows.map((r) => r.id)).toEqual([
      'future',
      'buy',
      'dep',
      'pending',
      'pending-other',
      'false-201',
      'odd',
      'wd',
      'failed',
      'old',
    ]);
    expect(rows.find((r) => r.id === 'failed')).toMatchObject({ status: 'Failed', statusColor: 'danger' });
    expect(rows.find((r) => r.id === 'pending')).toMatchObject({ status: 'Pending', statusColor: 'warning' });
    expect(rows.find((r) => r.id === 'false-201')).toMatchObject({ status: 'Failed', statusColor: 'danger' });
    expect(rows.find((r) => r.id === 'buy')).toMatchObject({ status: 'Completed', statusColor: 'success' });
  });

  it('filters by period, leaving future rows out of every period but All time', () => {
    const ids = (p: 'day' | 'week' | 'month' | 'year') => visibleMerchantRows(LIST, p, NOW, 'UTC').map((r) => r.id);
    const today = ['buy', 'dep', 'pending', 'pending-other', 'false-201', 'odd'];
    expect(ids('day')).toEqual(today);
    expect(ids('week')).toEqual([...today, 'wd', 'failed']);
    expect(ids('year')).toEqual([...today, 'wd', 'failed']);
  });

  it('labels types, signs withdrawals and formats dates in the time zone', () => {
    const [wd] = visibleMerchantRows([LIST[2]!], 'all', NOW, 'UTC');
    expect(wd).toMatchObject({ type: 'Withdraw', icon: 'withdraw', amountText: '-12.5 USDT' });
    const buy = toMerchantDisplay(LIST[1]!, 'Australia/Sydney');
    expect(buy).toMatchObject({ type: 'Buy', amountText: '150.00 AUD', formattedDate: 'March 10 at 10:00 PM' });
    expect(toMerchantDisplay(LIST[9]!, 'UTC').type).toBe('Transaction');
    expect(toMerchantDisplay(tx({ _id: 'x', createdAt: 'nonsense' }), 'UTC').formattedDate).toBe('Invalid Date');
  });

  it('fills missing details with N/A or 0 and falls back to _id for the transaction id', () => {
    const d = toMerchantDisplay(
      {
        _id: 'only-id',
        request_type: 1,
        status: true,
        code: '200',
        createdAt: ago(1),
      } as unknown as MerchantTransaction,
      'UTC',
    ).details;
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
      reference: 'N/A',
      customerNumber: 'N/A',
      customerEmail: 'N/A',
    });
    expect(paymentAmount(d)).toBe('N/A');
    expect(paymentPrice(d)).toBeNull();
  });

  it('gives the price as amount / currency amount to 6 decimals, only when a currency value exists', () => {
    const buy = toMerchantDisplay(LIST[1]!, 'UTC').details;
    expect(paymentAmount(buy)).toBe('150.00 AUD');
    expect(paymentPrice(buy)).toBe('120,000.000000 AUD');
    const third = toMerchantDisplay(
      tx({ _id: 'p', amount: '10', currency: 'AUD', currency_amount: '3', currency_value: 'USDT' }),
      'UTC',
    );
    expect(paymentPrice(third.details)).toBe('3.333333 AUD');
    expect(paymentPrice(toMerchantDisplay(LIST[0]!, 'UTC').details)).toBeNull();
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
      'Crypto Amount',
      'Crypto Currency',
      'Customer Number',
      'Customer Email',
    ]);
    // The customer's reference, the fiat side with its currency, the coin side with its asset,
    // an ISO 8601 date with the zone's offset, and the customer.
    const buy = records.find((r) => r[0] === 'CV-AAAA-BBBB-CCCC');
    expect(buy).toEqual([
      'CV-AAAA-BBBB-CCCC',
      'Buy',
      '',
      '150.00',
      'AUD',
      '2026-03-10T11:00:00+00:00',
      'Completed',
      'Smith, "Quoted"\nPay',
      '0.00125',
      'BTC',
      'CU-1111-2222-3333',
      'olivia@example.com',
    ]);
    expect(exportRecords(rows, 'Wattle Pay AU', 'Australia/Sydney').find((r) => r[1] === 'Buy')?.[5]).toBe(
      '2026-03-10T22:00:00+11:00',
    );
    expect(exportRecords(rows, 'Wattle Pay AU', 'America/New_York').find((r) => r[1] === 'Buy')?.[5]).toBe(
      '2026-03-10T07:00:00-04:00',
    );
    // A BTC deposit is never under USDT Amount; a USDT withdrawal is, signed.
    const dep = records.find((r) => r[0] === 't-dep');
    expect(dep?.slice(1, 5)).toEqual(['Deposit', '', '', '']);
    expect(dep?.slice(8, 10)).toEqual(['0.5', 'BTC']);
    const wd = records.find((r) => r[0] === 't-wd');
    expect([...(wd?.slice(1, 5) ?? []), ...(wd?.slice(8, 10) ?? [])]).toEqual([
      'Withdraw',
      '-12.5',
      '',
      '',
      '-12.5',
      'USDT',
    ]);
    expect(records.find((r) => r[0] === 't-pending')?.[6]).toBe('Pending');
    expect(parseCsv(toCsv(records))).toEqual(records);
  });

  it('holds bare signed numbers in the amount columns, and reads back to what the screen shows', () => {
    const records = parseCsv(toCsv(exportRecords(rows, 'Wattle Pay AU', 'UTC')));
    const [header = [], ...body] = records;
    const col = (name: string) => header.indexOf(name);
    for (const r of body) {
      for (const c of ['USDT Amount', 'Fiat Amount', 'Crypto Amount']) expect(r[col(c)]).toMatch(/^(-?\d+(\.\d+)?)?$/);
      // The screen's amount is the record's own currency: the fiat side for fiat, the coin side otherwise.
      const fiat = r[col('Fiat Amount')];
      const shown =
        fiat !== '' ? `${fiat} ${r[col('Currency')]}` : `${r[col('Crypto Amount')]} ${r[col('Crypto Currency')]}`;
      const screen = rows.find(
        (row) => (row.details.reference === 'N/A' ? row.details.transactionId : row.details.reference) === r[0],
      );
      expect(shown).toBe(screen?.amountText);
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
    expect(totals.Failed.count).toBe(2);
    expect(totals.Pending.count).toBe(2);
    expect(describeTotals('Failed', totals.Failed)).toEqual(['Failed: 2 transactions', 'Buy: 99.99 AUD, 0.5 BTC']);
    expect(describeTotals('Pending', totals.Pending)).toEqual(['Pending: 2 transactions', 'Withdraw: -1 BTC']);
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
      toMerchantDisplay(tx({ _id: `bulk-${i}`, amount: `${i + 1}`, currency: 'SOL', createdAt: ago(i) }), 'UTC'),
    );
    const all = [...rows, ...many];
    const totals = statusTotals(all);
    const bytes = await buildMerchantPdf({
      title: 'Merchant Transaction History',
      merchantName: 'Wattle Pay AU €',
      periodLabel: 'All time',
      generatedAt: '2026-03-10T12:00:00+00:00',
      timeZone: 'UTC',
      records: exportRecords(all, 'Wattle Pay AU', 'UTC'),
      totals: [
        ...describeTotals('Completed', totals.Completed),
        ...describeTotals('Failed', totals.Failed),
        ...describeTotals('Pending', totals.Pending),
      ],
    });
    expect(isPdf(bytes)).toBe(true);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toBe('Merchant Transaction History - Wattle Pay AU €');
    const lines = pdfTextLines(bytes);
    expect(lines).toContain('Merchant Transaction History');
    expect(lines).toContain('Merchant: Wattle Pay AU €');
    expect(lines).toContain('Period: All time');
    expect(lines).toContain('Generated: 2026-03-10T12:00:00+00:00');
    expect(lines).toContain('Time zone: UTC');
    expect(lines).toContain('CV-AAAA-BBBB-CCCC');
    expect(lines).toContain('CU-1111-2222-3333');
    expect(lines).toContain('olivia@example.com');
    expect(lines).toContain('2026-03-10T11:00:00+00:00');
    expect(lines).toContain('t-bulk-79');
    expect(lines).toContain('Completed: 86 transactions');
    expect(lines).toContain('Deposit: 1.5 BTC, 3,240 SOL');
    expect(lines).toContain('Withdraw: -12.5 USDT');
    expect(lines).toContain('Failed: 2 transactions');
    expect(lines).toContain('Pending: 2 transactions');
    // The table header is repeated on each page the table continues on.
    expect(lines.filter((l) => l === 'Transaction ID').length).toBeGreaterThanOrEqual(2);
  });

  it('cuts no cell: a long amount, status or email is written whole, wrapped if it must be', async () => {
    const long = toMerchantDisplay(
      tx({
        _id: 'long',
        amount: '123456.78901234',
        currency: 'USDT',
        customer_email: 'a.very.long.customer.address.for.wrapping@subdomain.example.com',
      }),
      'UTC',
    );
    const bytes = await buildMerchantPdf({
      title: 'Merchant Transaction History',
      merchantName: 'Wattle Pay AU',
      periodLabel: 'All time',
      generatedAt: '2026-03-10T12:00:00+00:00',
      timeZone: 'UTC',
      records: exportRecords([long], 'Wattle Pay AU', 'UTC'),
      totals: [],
    });
    const lines = pdfTextLines(bytes);
    expect(lines.filter((l) => l.endsWith('...'))).toEqual([]);
    expect(lines.join('')).toContain('123456.78901234');
    expect(lines.join('')).toContain('a.very.long.customer.address.for.wrapping@subdomain.example.com');
  });
});
