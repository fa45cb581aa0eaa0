/**
 * What a customer held at given moments, replayed from the ledger (decision 462), for the
 * portfolio's value over time. Each coin is counted as the lot book counts it (lot-effects.ts: an
 * order's coin is the customer's until its fill, a withdrawal's leaves at its hold and comes back
 * if it is returned), so the last moment holds what get-portfolio values; the region's cash is the
 * ledger's balance, as get-portfolio counts it. Beside them, per coin, the newest movement that
 * recorded its rates (decision 174): the price of moments the market samples do not reach.
 */
import { lotMovementOf, type MovementFacts, pricedCoins } from './lot-effects.js';
import type { BankCurrency } from './types.js';

export interface HoldingsAt {
  at: Date;
  /** Base units of each coin held then (coins held, only). */
  coins: ReadonlyMap<string, bigint>;
  /** Cents of the region's cash then. */
  cash: bigint;
  /** Per coin: the details of the newest movement at or before `at` that recorded its price and the region's rate. */
  rates: ReadonlyMap<string, unknown>;
}

/** The holdings at each of `times` (oldest first): every movement at or before a moment counts. */
export function holdingsAt(
  facts: readonly MovementFacts[],
  region: BankCurrency,
  times: readonly Date[],
): HoldingsAt[] {
  const ordered = [...facts].sort((a, b) => a.at.getTime() - b.at.getTime());
  const coins = new Map<string, bigint>();
  const add = (coin: string, units: bigint) => coins.set(coin, (coins.get(coin) ?? 0n) + units);
  // What each movement's disposals took, so a withdrawal returned unsent puts it back.
  const taken = new Map<string, Array<[string, bigint]>>();
  const takes = (ref: string, coin: string, units: bigint) => {
    add(coin, -units);
    taken.set(ref, [...(taken.get(ref) ?? []), [coin, units]]);
  };
  const rates = new Map<string, unknown>();
  let cash = 0n;
  let next = 0;
  const out: HoldingsAt[] = [];
  for (const at of times) {
    for (; next < ordered.length && ordered[next]!.at <= at; next++) {
      const f = ordered[next]!;
      cash += f.flows.get(region) ?? 0n;
      for (const coin of pricedCoins(f.details, region)) rates.set(coin, f.details);
      for (const op of lotMovementOf(f, region)?.ops ?? []) {
        if (op.op === 'acquire') add(op.coin, op.units);
        else if (op.op === 'dispose' || op.op === 'move_out') takes(f.ref, op.coin, op.units);
        else if (op.op === 'swap') {
          add(op.from, -op.units);
          add(op.to, op.received);
        } else {
          for (const [coin, units] of taken.get(op.of) ?? []) add(coin, units);
          taken.delete(op.of);
        }
      }
    }
    out.push({ at, coins: new Map([...coins].filter(([, u]) => u > 0n)), cash, rates: new Map(rates) });
  }
  return out;
}
