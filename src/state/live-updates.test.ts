import { describe, expect, it } from 'vitest';
import type { AccountTransaction } from '../../contract/exchange.js';
import { LIVE_INTERVAL_MS, LIVE_MAX_INTERVAL_MS, liveDelay, newDeposits } from './live-updates.js';

describe('live updates', () => {
  it('back off by doubling after failures, up to the cap', () => {
    expect(liveDelay(0)).toBe(LIVE_INTERVAL_MS);
    expect(liveDelay(1)).toBe(LIVE_INTERVAL_MS * 2);
    expect(liveDelay(50)).toBe(LIVE_MAX_INTERVAL_MS);
  });
  it('announce only deposits not seen before', () => {
    const tx = (id: string, o: Partial<AccountTransaction> = {}) =>
      ({ account_transaction_id: id, type: 'credit', transaction_class: 'payment', ...o }) as AccountTransaction;
    const found = newDeposits(new Set(['1']), [
      tx('1'),
      tx('2'),
      tx('3', { type: 'debit' }),
      tx('4', { transaction_class: 'conversion' }),
    ]);
    expect(found.map((t) => t.account_transaction_id)).toEqual(['2']);
  });
});
