import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv.js';
import { type PeriodRecord, parseDay, periodSummaryRows } from './report-drafts.js';

describe('a period day', () => {
  it('is a real calendar day written YYYY-MM-DD', () => {
    expect(parseDay('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '20260101', '', '2026-01-01T00:00'])
      expect(parseDay(bad), bad).toBeNull();
  });
});

describe("a period's CSV summary", () => {
  it('has one line per transfer after the header, spreadsheet formulas neutralised', () => {
    const record: PeriodRecord = {
      transfer: {
        id: 'r1',
        direction: 'deposit',
        customerNumber: 'CU-1',
        network: 'Bitcoin',
        asset: 'BTC',
        amount: '0.05',
        valueEur: '2500.00',
        valueAud: null,
        txid: 'tx1',
        fromAddress: null,
        toAddress: 'bc1q',
        state: 'answered',
        counterpartyProvider: '=HYPERLINK("x")',
        informationSource: "customer's answer",
        createdAt: '2026-03-10T00:00:00.000Z',
        keepUntil: '2031-03-10T00:00:00.000Z',
      },
      screening: { result: 'no hit', cases: [] },
      IVMS101: null,
    };
    const rows = parseCsv(toCsv(periodSummaryRows([record])));
    expect(rows).toHaveLength(2);
    expect(rows[0]?.[0]).toBe('Transfer');
    expect(rows[1]).toEqual([
      'r1',
      'deposit',
      'CU-1',
      'Bitcoin',
      'BTC',
      '0.05',
      '2500.00',
      '',
      'tx1',
      '',
      'bc1q',
      'answered',
      `'=HYPERLINK("x")`,
      "customer's answer",
      'no hit',
      '2026-03-10T00:00:00.000Z',
    ]);
  });
});
