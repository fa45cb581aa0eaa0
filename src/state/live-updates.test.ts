import { describe, expect, it } from 'vitest';
import type { AccountTransaction } from '../../contract/exchange.js';
import { LIVE_INTERVAL_MS, LIVE_MAX_INTERVAL_MS, liveDelay, newDeposits, WATCH_ROWS } from './live-updates.js';

describe('live updates', () => {
  it('back off by doubling after failures, up to the cap', () => {
    expect(liveDelay(0)).toBe(LIVE_INTERVAL_MS);
    expect(liveDelay(1)).toBe(LIVE_INTERVAL_MS * 2);
    expect(liveDelay(50)).toBe(LIVE_MAX_INTERVAL_MS);
  });
  const tx = (id: string, o: Partial<AccountTransaction> = {}) =>
    ({ account_transaction_id: id, type: 'credit', transaction_class: 'payment', ...o }) as AccountTransaction;
  /** Credits numbered from `from` down to `to`, newest first. */
  const credits = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => tx(String(from - i)));
  const ids = (found: AccountTransaction[]) => found.map((t) => t.account_transaction_id);

  it('announce only deposits not seen before', () => {
    const found = newDeposits(
      { rows: [tx('1')], asked: 10 },
      {
        rows: [tx('2'), tx('3', { type: 'debit' }), tx('4', { transaction_class: 'conversion' }), tx('1')],
        asked: 10,
      },
    );
    expect(ids(found)).toEqual(['2']);
  });

  it('announce no bank deposit returned to its sender: nothing was received (decision 494)', () => {
    const returned = tx('bank-return:d-1', { status: 'returned', currency_id: 'AUD' });
    expect(ids(newDeposits({ rows: [], asked: 10 }, { rows: [returned, tx('2')], asked: 10 }))).toEqual(['2']);
  });

  it('a look of more rows than the one before announces only what is new among the newest, not the rows beyond its reach', () => {
    // The wallet looked at the newest ten; the customer then opens the history, whose page is 50.
    const found = newDeposits({ rows: credits(60, 51), asked: WATCH_ROWS }, { rows: credits(61, 12), asked: 50 });
    expect(ids(found)).toEqual(['61']);
  });

  it('a look of fewer rows after a whole page announces the new ones', () => {
    const found = newDeposits({ rows: credits(60, 11), asked: 50 }, { rows: credits(62, 53), asked: WATCH_ROWS });
    expect(ids(found)).toEqual(['62', '61']);
  });

  it('a first deposit into an empty history is announced', () => {
    expect(ids(newDeposits({ rows: [], asked: WATCH_ROWS }, { rows: [tx('1')], asked: WATCH_ROWS }))).toEqual(['1']);
  });
});
