/**
 * The tax replay (decision 457): the customer's lots as Australian and German tax counts them.
 * The kept lot book (decision 413) carries a swap's cost to the coin received; here a swap is a
 * disposal of the coin given at its market value then (the rates recorded with it, decision 174),
 * and the coin received is acquired at that value. Everything else is the lot book's: the same
 * reading of the ledger, the same FIFO, the same cents, the same missing-rate flags.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { lotMovementOf, type MovementFacts } from './lot-effects.js';
import { ledgerLotMovements } from './lot-store.js';
import { type Disposal, type Lot, type LotMovement, rebuildLots } from './lots.js';
import type { BankCurrency } from './types.js';

/** One lot's part of a disposal: the book's record and the lot it took from (null: units held in no lot). */
export interface TaxPart {
  disposal: Disposal & { kind: 'sale' | 'withdrawal' | 'swap' };
  lot: Lot | null;
}

const isTaxDisposal = (d: Disposal): d is TaxPart['disposal'] => d.kind !== 'transfer';

/**
 * Replays movements read with swaps as disposals (`lotMovementOf(…, 'dispose')`) and answers every
 * disposal part in the order it happened. A move to the customer's own wallet is no disposal.
 */
export function taxParts(moves: Iterable<LotMovement>): TaxPart[] {
  const book = rebuildLots(moves);
  const lots = new Map(book.lots().map((l) => [l.id, l]));
  return book.disposals
    .filter(isTaxDisposal)
    .map((d) => ({ disposal: d, lot: d.lotId === null ? null : (lots.get(d.lotId) ?? null) }));
}

/** The replay of movements as the ledger recorded them (the ledger's reading, with swaps as disposals). */
export function taxPartsOf(
  facts: Iterable<MovementFacts>,
  region: BankCurrency,
  corrections: ReadonlyMap<string, bigint> = new Map(),
): TaxPart[] {
  const moves: LotMovement[] = [];
  for (const f of facts) {
    const m = lotMovementOf(f, region, corrections, 'dispose');
    if (m) moves.push(m);
  }
  return taxParts(moves);
}

/** The customer's tax replay, read from the whole ledger: it is computed, never kept. */
export async function readTaxParts(
  db: Kysely<DB>,
  userId: string,
): Promise<{ currency: BankCurrency; parts: TaxPart[] }> {
  const { currency, moves } = await ledgerLotMovements(db, userId, 'dispose');
  return { currency, parts: taxParts(moves) };
}
