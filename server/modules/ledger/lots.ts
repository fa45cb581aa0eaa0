/**
 * The lot book: what each coin a customer holds cost, and what each disposal made (decision 413).
 * Pure and exact: coin amounts in base units, costs and proceeds in cents of the region's currency
 * (AUD or EUR), all bigint. Every acquisition opens a lot; every disposal consumes the oldest lots
 * first (FIFO). A lot's cost is split in proportion to the units taken, the last units taking what
 * is left, so no cent is made or lost by rounding: what was paid is always either still in an open
 * lot or in a disposal record.
 *
 * The same code keeps the book as each movement posts (lot-store.ts) and rebuilds it from the
 * ledger for movements made before lots were kept: the two cannot disagree.
 */

/** Why a disposal consumed lots: a sale to cash, a withdrawal to someone else, the coin given in a
 * swap (its cost carries to the coin received), or a move to the customer's own wallet. */
type DisposalKind = 'sale' | 'withdrawal' | 'swap' | 'transfer';

export interface Lot {
  id: number;
  coin: string;
  /** The movement that opened it. */
  movementRef: string;
  openedAt: Date;
  amount: bigint;
  remaining: bigint;
  cost: bigint;
  costRemaining: bigint;
  /** No rate of the time was recorded: the cost is unknown (0 here), never guessed. */
  rateMissing: boolean;
  /** No price was paid here (a deposit): valued at the price of its time until the customer says. */
  estimated: boolean;
  /** A deposit whose cost the customer gave (deposit_cost_corrections). */
  corrected?: boolean;
}

export interface Disposal {
  /** Null when the units were not in any lot (shown as a missing cost, never silently zero). */
  lotId: number | null;
  movementRef: string;
  kind: DisposalKind;
  coin: string;
  at: Date;
  units: bigint;
  cost: bigint;
  proceeds: bigint;
  /** The cost or the proceeds rest on a rate that was not recorded. */
  rateMissing: boolean;
}

export type LotOp =
  /** cost null: no rate of the time was recorded. */
  | { op: 'acquire'; coin: string; units: bigint; cost: bigint | null; estimated: boolean; corrected?: boolean }
  /** proceeds null: no rate of the time was recorded. A swap is one only in the tax replay (tax-lots.ts). */
  | { op: 'dispose'; kind: 'sale' | 'withdrawal' | 'swap'; coin: string; units: bigint; proceeds: bigint | null }
  | { op: 'swap'; from: string; units: bigint; to: string; received: bigint }
  | { op: 'move_out'; coin: string; units: bigint }
  /** Undoes the disposals of an earlier movement (a withdrawal returned unsent). */
  | { op: 'reverse'; of: string };

export interface LotMovement {
  ref: string;
  at: Date;
  ops: LotOp[];
}

/** What one movement changed: the store writes exactly this. */
export interface LotChanges {
  opened: Lot[];
  /** Lots whose remaining amount or cost changed (ids of lots opened before this movement). */
  touched: Lot[];
  disposed: Disposal[];
  /** Disposals of these movements were undone and are removed. */
  reversed: string[];
}

/**
 * Lots and disposals of one customer, or the part of them a movement needs. `nextId` hands out
 * ids for new lots (the store gives them from the database).
 */
export class LotBook {
  private readonly byCoin = new Map<string, Lot[]>();
  private readonly head = new Map<string, number>();
  readonly disposals: Disposal[] = [];

  constructor(
    lots: Lot[] = [],
    disposals: Disposal[] = [],
    private readonly nextId: () => number = counter(),
  ) {
    const sorted = [...lots].sort((a, b) => a.openedAt.getTime() - b.openedAt.getTime() || a.id - b.id);
    for (const lot of sorted) this.lotsOf(lot.coin).push({ ...lot });
    this.disposals.push(...disposals.map((d) => ({ ...d })));
  }

  /** Every lot, open or used up, oldest first per coin. */
  lots(coin?: string): Lot[] {
    if (coin) return [...(this.byCoin.get(coin) ?? [])];
    return [...this.byCoin.values()].flat();
  }

  openLots(coin: string): Lot[] {
    return this.lots(coin).filter((l) => l.remaining > 0n);
  }

  apply(m: LotMovement): LotChanges {
    const changes: LotChanges = { opened: [], touched: [], disposed: [], reversed: [] };
    const touched = new Map<number, Lot>();
    for (const op of m.ops) {
      switch (op.op) {
        case 'acquire':
          changes.opened.push(
            this.open(m, op.coin, op.units, op.cost ?? 0n, {
              rateMissing: op.cost === null,
              estimated: op.estimated,
              ...(op.corrected ? { corrected: true } : {}),
            }),
          );
          break;
        case 'dispose': {
          const taken = this.consume(m, op.kind, op.coin, op.units, touched);
          const given = op.proceeds ?? taken.reduce((sum, d) => sum + d.cost, 0n);
          shareProceeds(taken, given, op.proceeds === null);
          changes.disposed.push(...taken);
          break;
        }
        case 'swap': {
          // The coin received carries the cost of the coin given: the swap realises nothing.
          const taken = this.consume(m, 'swap', op.from, op.units, touched);
          for (const d of taken) d.proceeds = d.cost;
          changes.disposed.push(...taken);
          const cost = taken.reduce((sum, d) => sum + d.cost, 0n);
          const carried = taken.some((d) => d.rateMissing);
          const estimated = taken.some((d) => d.lotId !== null && this.find(d.lotId)?.estimated === true);
          changes.opened.push(this.open(m, op.to, op.received, cost, { rateMissing: carried, estimated }));
          break;
        }
        case 'move_out': {
          const taken = this.consume(m, 'transfer', op.coin, op.units, touched);
          for (const d of taken) d.proceeds = d.cost;
          changes.disposed.push(...taken);
          break;
        }
        case 'reverse':
          this.reverse(op.of, touched);
          changes.reversed.push(op.of);
          break;
      }
    }
    const opened = new Set(changes.opened.map((l) => l.id));
    changes.touched = [...touched.values()].filter((l) => !opened.has(l.id));
    this.disposals.push(...changes.disposed);
    return changes;
  }

  private lotsOf(coin: string): Lot[] {
    let list = this.byCoin.get(coin);
    if (!list) {
      list = [];
      this.byCoin.set(coin, list);
    }
    return list;
  }

  private find(id: number): Lot | undefined {
    for (const list of this.byCoin.values()) {
      const lot = list.find((l) => l.id === id);
      if (lot) return lot;
    }
    return undefined;
  }

  private open(
    m: LotMovement,
    coin: string,
    units: bigint,
    cost: bigint,
    flags: { rateMissing: boolean; estimated: boolean; corrected?: boolean },
  ): Lot {
    if (units <= 0n) throw new Error('a lot opens with a positive amount');
    if (cost < 0n) throw new Error('a lot cannot cost less than nothing');
    const lot: Lot = {
      id: this.nextId(),
      coin,
      movementRef: m.ref,
      openedAt: m.at,
      amount: units,
      remaining: units,
      cost,
      costRemaining: cost,
      ...flags,
    };
    this.lotsOf(coin).push(lot);
    return lot;
  }

  /** Takes `units` from the oldest open lots; units beyond every lot are a disposal with no lot. */
  private consume(m: LotMovement, kind: DisposalKind, coin: string, units: bigint, touched: Map<number, Lot>) {
    if (units <= 0n) throw new Error('a disposal takes a positive amount');
    const list = this.lotsOf(coin);
    const out: Disposal[] = [];
    let left = units;
    let i = this.head.get(coin) ?? 0;
    for (; i < list.length && left > 0n; i++) {
      const lot = list[i]!;
      if (lot.remaining === 0n) continue;
      const take = left < lot.remaining ? left : lot.remaining;
      // The last units of a lot take all its remaining cost: rounding never loses a cent.
      const cost = take === lot.remaining ? lot.costRemaining : (lot.costRemaining * take) / lot.remaining;
      lot.remaining -= take;
      lot.costRemaining -= cost;
      left -= take;
      touched.set(lot.id, lot);
      out.push({
        lotId: lot.id,
        movementRef: m.ref,
        kind,
        coin,
        at: m.at,
        units: take,
        cost,
        proceeds: 0n,
        rateMissing: lot.rateMissing,
      });
      if (lot.remaining > 0n) break;
    }
    while (i < list.length && list[i]!.remaining === 0n) i++;
    this.head.set(coin, i);
    if (left > 0n)
      out.push({
        lotId: null,
        movementRef: m.ref,
        kind,
        coin,
        at: m.at,
        units: left,
        cost: 0n,
        proceeds: 0n,
        rateMissing: true,
      });
    return out;
  }

  private reverse(ref: string, touched: Map<number, Lot>): void {
    for (let k = this.disposals.length - 1; k >= 0; k--) {
      const d = this.disposals[k]!;
      if (d.movementRef !== ref) continue;
      this.disposals.splice(k, 1);
      if (d.lotId === null) continue;
      const lot = this.find(d.lotId);
      if (!lot) throw new Error(`lot ${d.lotId} of a reversed disposal is not in the book`);
      lot.remaining += d.units;
      lot.costRemaining += d.cost;
      touched.set(lot.id, lot);
      const list = this.lotsOf(lot.coin);
      const at = list.indexOf(lot);
      if (at < (this.head.get(lot.coin) ?? 0)) this.head.set(lot.coin, at);
    }
  }
}

/** Splits proceeds over the disposals in proportion to their units; the last takes the rest. */
function shareProceeds(taken: Disposal[], proceeds: bigint, rateMissing: boolean): void {
  const units = taken.reduce((sum, d) => sum + d.units, 0n);
  let left = proceeds;
  taken.forEach((d, i) => {
    d.proceeds = i === taken.length - 1 ? left : (proceeds * d.units) / units;
    left -= d.proceeds;
    if (rateMissing) d.rateMissing = true;
  });
}

function counter(): () => number {
  let n = 0;
  return () => ++n;
}

/** Rebuilds a book from movements in the order they were posted. */
export function rebuildLots(movements: Iterable<LotMovement>, nextId?: () => number): LotBook {
  const book = new LotBook([], [], nextId);
  for (const m of movements) book.apply(m);
  return book;
}

/** Gain of a disposal: what it brought less what it cost. */
export function gainOf(d: Disposal): bigint {
  return d.proceeds - d.cost;
}
