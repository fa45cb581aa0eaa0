/** What each kind of movement does to lots, read from what the ledger recorded (decision 413). */
import { describe, expect, it } from 'vitest';
import { lotMovementOf, type MovementFacts } from './lot-effects.js';

const at = new Date('2026-03-01T00:00:00Z');
// 1 BTC = 60,000 USDC; 1 USDC = 1.50 AUD = 0.90 EUR = 1 USD.
const RATES = { usdc_rates: { BTC: '60000' }, fiat_rates: { USD: '1', AUD: '1.5', EUR: '0.9' } };
const facts = (kind: string, flows: [string, bigint][], details: object = RATES): MovementFacts => ({
  kind,
  ref: `${kind}:1`,
  at,
  details,
  flows: new Map(flows),
});

describe('lot operations of a movement', () => {
  it('a card buy costs what was charged, in the region currency through the recorded rates', () => {
    const m = lotMovementOf(
      facts('card_purchase', [['BTC', 1_000_000n]], { ...RATES, fiat_currency: 'USD', fiat_amount: '610.00' }),
      'AUD',
    );
    expect(m?.ops).toEqual([{ op: 'acquire', coin: 'BTC', units: 1_000_000n, cost: 915_00n, estimated: false }]);
  });

  it('a deposit is valued at its time and marked estimated; with no recorded rate its cost is missing', () => {
    expect(lotMovementOf(facts('deposit', [['BTC', 100_000_000n]]), 'EUR')?.ops).toEqual([
      { op: 'acquire', coin: 'BTC', units: 100_000_000n, cost: 54_000_00n, estimated: true },
    ]);
    expect(lotMovementOf(facts('deposit', [['BTC', 1n]], {}), 'EUR')?.ops[0]).toMatchObject({ cost: null });
  });

  it("a withdrawal to someone else realises what was sent, the network fee counted; to one's own wallet it moves lots", () => {
    const other = facts('withdrawal_hold', [['BTC', -1_000_000n]], {
      ...RATES,
      network_fee: '10000',
      beneficiary_owner: 'other',
    });
    expect(lotMovementOf(other, 'AUD')?.ops).toEqual([
      { op: 'dispose', kind: 'withdrawal', coin: 'BTC', units: 1_000_000n, proceeds: 891_00n },
    ]);
    const own = facts('withdrawal_hold', [['BTC', -1_000_000n]], { ...RATES, beneficiary_owner: 'self' });
    expect(lotMovementOf(own, 'AUD')?.ops).toEqual([{ op: 'move_out', coin: 'BTC', units: 1_000_000n }]);
    expect(lotMovementOf(facts('withdrawal_void', [['BTC', 1_000_000n]], { withdrawal_id: 'w1' }), 'AUD')?.ops).toEqual(
      [{ op: 'reverse', of: 'withdrawal:w1:hold' }],
    );
  });

  it('a sale to cash realises the cash that arrived; cash alone touches no lot', () => {
    expect(
      lotMovementOf(
        facts('swap', [
          ['BTC', -500n],
          ['AUD', 12_345n],
        ]),
        'AUD',
      )?.ops,
    ).toEqual([{ op: 'dispose', kind: 'sale', coin: 'BTC', units: 500n, proceeds: 12_345n }]);
    expect(lotMovementOf(facts('bank_deposit', [['AUD', 12_345n]]), 'AUD')).toBeNull();
  });
});
