/**
 * The tax replay as properties over random ledgers: movements made as the ledger records them
 * (purchases, deposits with or without a rate, swaps, sales, withdrawals to someone else or an own
 * wallet, returned withdrawals), read by lotMovementOf in both swap readings. Seeded: set FC_SEED
 * (and FC_PATH) to replay a failure.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lotMovementOf, type MovementFacts, type SwapReading } from './lot-effects.js';
import { type LotMovement, rebuildLots } from './lots.js';
import { taxParts } from './tax-lots.js';

const COINS = ['BTC', 'ETH', 'SOL'] as const;
const COIN = fc.constantFrom(...COINS);
const UNITS = fc.bigInt({ min: 1n, max: 5_000_000n });
const CENTS = fc.bigInt({ min: 0n, max: 10_000_000n });
const PRICE = fc.option(fc.integer({ min: 1, max: 90_000 }).map(String), { nil: undefined, freq: 6 });
const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

type Step =
  | { t: 'buy'; coin: string; units: bigint; cents: bigint }
  | { t: 'deposit'; coin: string; units: bigint; price?: string }
  | { t: 'swap'; from: string; to: string; units: bigint; got: bigint; price?: string }
  | { t: 'sell'; coin: string; units: bigint; cents: bigint }
  | { t: 'withdraw'; coin: string; units: bigint; own: boolean; price?: string }
  | { t: 'return'; of: number };

const STEP: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ t: fc.constant('buy' as const), coin: COIN, units: UNITS, cents: CENTS }),
  fc.record({ t: fc.constant('deposit' as const), coin: COIN, units: UNITS, price: PRICE }),
  fc
    .record({ t: fc.constant('swap' as const), from: COIN, to: COIN, units: UNITS, got: UNITS, price: PRICE })
    .filter((s) => s.from !== s.to),
  fc.record({ t: fc.constant('sell' as const), coin: COIN, units: UNITS, cents: CENTS }),
  fc.record({ t: fc.constant('withdraw' as const), coin: COIN, units: UNITS, own: fc.boolean(), price: PRICE }),
  fc.record({ t: fc.constant('return' as const), of: fc.nat({ max: 40 }) }),
);

const rates = (price: string | undefined, coins: string[]) =>
  price === undefined
    ? {}
    : { usdc_rates: Object.fromEntries(coins.map((c) => [c, price])), fiat_rates: { AUD: '1.5' } };

/** The steps as the ledger records movements; a return only of an earlier withdrawal, once. */
function ledger(steps: Step[]): MovementFacts[] {
  const returned = new Set<number>();
  return steps.map((s, i): MovementFacts => {
    const at = new Date(Date.UTC(2024, 0, 1) + i * 86_400_000);
    const base = { ref: `m${i}`, at, details: {} as unknown };
    switch (s.t) {
      case 'buy':
        return {
          ...base,
          kind: 'cash_purchase',
          flows: new Map([
            [s.coin, s.units],
            ['AUD', -s.cents],
          ]),
        };
      case 'deposit':
        return { ...base, kind: 'deposit', details: rates(s.price, [s.coin]), flows: new Map([[s.coin, s.units]]) };
      case 'swap':
        return {
          ...base,
          kind: 'swap',
          details: rates(s.price, [s.from, s.to]),
          flows: new Map([
            [s.from, -s.units],
            [s.to, s.got],
          ]),
        };
      case 'sell':
        return {
          ...base,
          kind: 'swap',
          flows: new Map([
            [s.coin, -s.units],
            ['AUD', s.cents],
          ]),
        };
      case 'withdraw':
        return {
          ...base,
          ref: `withdrawal:w${i}:hold`,
          kind: 'withdrawal_hold',
          details: { ...rates(s.price, [s.coin]), beneficiary_owner: s.own ? 'self' : 'other' },
          flows: new Map([[s.coin, -s.units]]),
        };
      default: {
        const target = steps[s.of];
        if (s.of >= i || target?.t !== 'withdraw' || returned.has(s.of))
          return {
            ...base,
            kind: 'cash_purchase',
            flows: new Map([
              ['BTC', 1n],
              ['AUD', -1n],
            ]),
          };
        returned.add(s.of);
        return {
          ...base,
          ref: `withdrawal:w${s.of}:void`,
          kind: 'withdrawal_void',
          details: { withdrawal_id: `w${s.of}` },
          flows: new Map([[target.coin, target.units]]),
        };
      }
    }
  });
}

const LEDGERS = fc.array(STEP, { maxLength: 40 }).map(ledger);
const read = (ms: MovementFacts[], swaps: SwapReading) =>
  ms.map((f) => lotMovementOf(f, 'AUD', new Map(), swaps)).filter((m): m is LotMovement => m !== null);
const acquired = (moves: LotMovement[]) =>
  sum(moves.flatMap((m) => m.ops.map((o) => (o.op === 'acquire' ? (o.cost ?? 0n) : 0n))));

describe('the tax replay', () => {
  it('in the lot book a swap carries its cost: the cost basis is conserved through swaps', () => {
    fc.assert(
      fc.property(LEDGERS, (ms) => {
        const moves = read(ms, 'carry');
        const book = rebuildLots(moves);
        const open = sum(book.lots().map((l) => l.costRemaining));
        const out = sum(book.disposals.filter((d) => d.kind !== 'swap').map((d) => d.cost));
        expect(open + out).toBe(acquired(moves));
        for (const d of book.disposals.filter((x) => x.kind === 'swap')) expect(d.proceeds).toBe(d.cost);
      }),
    );
  });

  it('every cent acquired, swaps included at their market value, is in an open lot or a disposal', () => {
    fc.assert(
      fc.property(LEDGERS, (ms) => {
        const moves = read(ms, 'dispose');
        const book = rebuildLots(moves);
        const open = sum(book.lots().map((l) => l.costRemaining));
        // A move to an own wallet takes its lots out of the book too, without a gain.
        expect(open + sum(book.disposals.map((d) => d.cost))).toBe(acquired(moves));
        // The replay's disposals are the book's, moves to an own wallet left out.
        const parts = taxParts(moves);
        expect(parts.map((p) => p.disposal)).toEqual(book.disposals.filter((d) => d.kind !== 'transfer'));
      }),
    );
  });

  it('a swap disposes of the coin given at the value the coin received is acquired at', () => {
    fc.assert(
      fc.property(LEDGERS, (ms) => {
        for (const m of read(ms, 'dispose')) {
          const given = m.ops.find((o) => o.op === 'dispose' && o.kind === 'swap');
          if (given?.op !== 'dispose') continue;
          const got = m.ops.find((o) => o.op === 'acquire');
          // Both the same value, or both null where no rate was recorded (the lot then says so).
          expect(got).toMatchObject({ op: 'acquire', cost: given.proceeds, estimated: false });
        }
      }),
    );
  });

  it('proceeds less cost is the gain of each disposal, and its parts add up to what the movement fetched', () => {
    fc.assert(
      fc.property(LEDGERS, (ms) => {
        const moves = read(ms, 'dispose');
        const parts = taxParts(moves);
        const voided = new Set(moves.flatMap((m) => m.ops.flatMap((o) => (o.op === 'reverse' ? [o.of] : []))));
        for (const m of moves) {
          if (voided.has(m.ref)) continue;
          for (const op of m.ops) {
            if (op.op !== 'dispose') continue;
            const mine = parts.filter((p) => p.disposal.movementRef === m.ref && p.disposal.coin === op.coin);
            expect(sum(mine.map((p) => p.disposal.units))).toBe(op.units);
            if (op.proceeds !== null) expect(sum(mine.map((p) => p.disposal.proceeds))).toBe(op.proceeds);
            else expect(mine.every((p) => p.disposal.rateMissing)).toBe(true);
          }
        }
      }),
    );
  });

  it('FIFO under any interleaving: each coin is taken from its oldest lots first', () => {
    fc.assert(
      fc.property(
        fc.array(
          STEP.filter((s) => s.t !== 'return'),
          { maxLength: 40 },
        ),
        (steps) => {
          const parts = taxParts(read(ledger(steps), 'dispose'));
          for (const coin of COINS) {
            const taken = parts.filter((p) => p.disposal.coin === coin && p.lot).map((p) => p.lot!);
            // Lots are taken in the order they were opened, each one used up before the next is touched.
            for (let i = 1; i < taken.length; i++) {
              expect(taken[i]!.id >= taken[i - 1]!.id).toBe(true);
              if (taken[i]!.id !== taken[i - 1]!.id) expect(taken[i - 1]!.remaining).toBe(0n);
            }
          }
        },
      ),
    );
  });
});
