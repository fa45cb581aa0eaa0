/** What a customer held at past moments, replayed from the ledger as the lot book counts it (decision 462). */
import { describe, expect, it } from 'vitest';
import { holdingsAt } from './holdings.js';
import type { MovementFacts } from './lot-effects.js';

const day = (d: number) => new Date(Date.UTC(2026, 2, d));
const RATES = { usdc_rates: { BTC: '60000' }, fiat_rates: { AUD: '1.5' } };
const move = (
  kind: string,
  ref: string,
  d: number,
  flows: [string, bigint][],
  details: object = {},
): MovementFacts => ({
  kind,
  ref,
  at: day(d),
  details,
  flows: new Map(flows),
});

describe('holdingsAt', () => {
  it('counts every movement at or before each moment, in time order, and the region cash as the ledger has it', () => {
    const facts = [
      // Posted out of time order: the replay goes by time.
      move(
        'cash_purchase',
        'buy',
        3,
        [
          ['BTC', 1_000n],
          ['AUD', -600_00n],
        ],
        RATES,
      ),
      move('bank_deposit', 'cash', 1, [['AUD', 1_000_00n]]),
    ];
    const [before, after, later] = holdingsAt(facts, 'AUD', [day(0), day(1), day(3)]);
    expect(before).toMatchObject({ cash: 0n, coins: new Map() });
    expect(after).toMatchObject({ cash: 1_000_00n, coins: new Map() });
    expect(later).toMatchObject({ cash: 400_00n, coins: new Map([['BTC', 1_000n]]) });
    // The buy recorded BTC's price and the region's rate: the price of later moments the samples miss.
    expect(later?.rates.get('BTC')).toEqual(RATES);
    expect(after?.rates.has('BTC')).toBe(false);
  });

  it("an order's coin stays held until its fill, and a withdrawal returned unsent comes back", () => {
    const facts = [
      move('deposit', 'in', 1, [['BTC', 5_000n]], RATES),
      move('order_hold', 'order:1:hold', 2, [['BTC', -2_000n]]),
      move('order_fill', 'order:1:fill', 3, [['ETH', 7n]], { source_currency: 'BTC', source_units: '2000' }),
      move('withdrawal_hold', 'withdrawal:9:hold', 4, [['BTC', -1_000n]], { beneficiary_owner: 'other' }),
      move('withdrawal_void', 'withdrawal:9:void', 5, [['BTC', 1_000n]], { withdrawal_id: '9' }),
    ];
    const held = holdingsAt(facts, 'AUD', [day(2), day(3), day(4), day(5)]).map((h) => Object.fromEntries(h.coins));
    expect(held).toEqual([
      { BTC: 5_000n },
      { BTC: 3_000n, ETH: 7n },
      { BTC: 2_000n, ETH: 7n },
      { BTC: 3_000n, ETH: 7n },
    ]);
  });
});
