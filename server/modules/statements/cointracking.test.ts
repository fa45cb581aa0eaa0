/**
 * The statement for CoinTracking (decision 463): its "CoinTracking CSV" import columns and one row
 * of each kind of movement, each written by CoinTracking's own rules (help centre, "Entering fees"
 * and "Transaction types"): amounts are what actually arrived and left, a fee paid on top in the
 * currency given is in Sell, a fee taken from what arrived is already out of Buy.
 */
import { describe, expect, it } from 'vitest';
import { COINTRACKING_CSV_COLUMNS } from '../../../contract/statements.js';
import { coinTrackingRecords } from './cointracking.js';
import type { Entry } from './entries.js';

const at = new Date('2025-07-06T08:30:05.123Z');
const entry = (e: Partial<Entry> & Pick<Entry, 'type'>): Entry => ({
  at,
  status: 'Completed',
  sent: null,
  received: null,
  fee: null,
  value: null,
  reference: 'CV-1',
  txHash: null,
  description: 'A movement',
  ...e,
});
const m = (amount: string, currency: string) => ({ amount, currency });

describe('coinTrackingRecords', () => {
  it('writes the import header, then each movement kind as CoinTracking reads it', () => {
    const [header, ...rows] = coinTrackingRecords([
      // A card buy: 100.00 AUD paid and a 2.50 AUD card fee on top: 102.5 AUD left (amounts as the ledger writes them).
      entry({ type: 'Buy', sent: m('100.00', 'AUD'), received: m('0.001', 'BTC'), fee: m('2.50', 'AUD') }),
      // A sale to cash: the fee was taken from the cash, so Buy is what arrived.
      entry({ type: 'Sell', sent: m('0.004', 'BTC'), received: m('575.10', 'AUD'), fee: m('1.15', 'AUD') }),
      // A swap: the fee was taken from the coin received.
      entry({ type: 'Swap', sent: m('0.01', 'BTC'), received: m('0.28', 'ETH'), fee: m('0.0005', 'ETH') }),
      entry({ type: 'Deposit', received: m('0.5', 'ETH'), txHash: '0xabc', description: 'Deposit of ETH' }),
      // A withdrawal: 0.0999 BTC arrives, the 0.0001 BTC network fee is what else left.
      entry({ type: 'Withdraw', sent: m('0.0999', 'BTC'), fee: m('0.0001', 'BTC'), reference: 'CV-9' }),
    ]);
    // The columns as the source writes them (cointracking-imports, headerRow): three "Cur." columns.
    expect(header?.join(',')).toBe(
      'Type,Buy,Cur.,Sell,Cur.,Fee,Cur.,Exchange,Trade-Group,Comment,Date,Tx-ID,Buy Value in your Account Currency,Sell Value in your Account Currency',
    );
    expect(header).toEqual([...COINTRACKING_CSV_COLUMNS]);
    const moved = rows.map((r) => r.slice(0, 8));
    expect(moved).toEqual([
      ['Trade', '0.001', 'BTC', '102.5', 'AUD', '2.50', 'AUD', 'CoinVault'],
      ['Trade', '575.10', 'AUD', '0.004', 'BTC', '1.15', 'AUD', 'CoinVault'],
      ['Trade', '0.28', 'ETH', '0.01', 'BTC', '0.0005', 'ETH', 'CoinVault'],
      ['Deposit', '0.5', 'ETH', '', '', '', '', 'CoinVault'],
      ['Withdrawal', '', '', '0.1', 'BTC', '0.0001', 'BTC', 'CoinVault'],
    ]);
    // Date in CoinTracking's form, in UTC; the reference as the Tx-ID; the chain's hash in the comment.
    expect(rows[3]?.slice(8)).toEqual([
      '',
      'Deposit CV-1: Deposit of ETH (tx 0xabc)',
      '2025-07-06 08:30:05',
      'CV-1',
      '',
      '',
    ]);
    expect(rows[4]?.[11]).toBe('CV-9');
    for (const r of rows) expect(r).toHaveLength(COINTRACKING_CSV_COLUMNS.length);
  });
});
