/**
 * What a deposited coin cost (issue 46). A coin that arrived without a price paid here opens a
 * lot valued at its time's price (decision 413) until the customer says what it cost them. Their
 * cost is kept apart (deposit_cost_corrections), and the book is rebuilt from the ledger with it:
 * the sales, withdrawals and swaps that took from that lot since are counted again from the new
 * cost, exactly as if it had been known from the start.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { ensureLotBook, lockLotBook, rebuildBook } from './lot-store.js';

interface DepositLot {
  ref: string;
  coin: string;
  receivedAt: Date;
  /** Base units of the coin. */
  amount: bigint;
  /** Cents of the book's currency. */
  cost: bigint;
  corrected: boolean;
}

/** Movements whose coins were paid for here: their lots' cost is known, never a customer's to give. */
const PRICED = ['swap', 'order_fill', 'card_purchase', 'cash_purchase'];

/** The customer's deposits of `coin` as their book counts them, newest first, and the book's currency. */
export async function depositLots(
  db: Database,
  userId: string,
  coin: string,
): Promise<{ currency: string; lots: DepositLot[] }> {
  const currency = await ensureLotBook(db, userId);
  const rows = await db
    .selectFrom('portfolio_lots as l')
    .innerJoin('ledger_movements as m', 'm.ref', 'l.movement_ref')
    .select(['l.movement_ref', 'l.currency', 'l.opened_at', 'l.amount', 'l.cost', 'l.corrected'])
    .where('l.user_id', '=', userId)
    .where('l.currency', '=', coin)
    .where((eb) => eb.or([eb('l.estimated', '=', true), eb('l.corrected', '=', true)]))
    .where('m.kind', 'not in', PRICED)
    .orderBy('l.opened_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
  return {
    currency,
    lots: rows.map((r) => ({
      ref: r.movement_ref,
      coin: r.currency,
      receivedAt: new Date(r.opened_at),
      amount: BigInt(r.amount),
      cost: BigInt(r.cost),
      corrected: r.corrected,
    })),
  };
}

/**
 * Sets what the deposit `ref` of `coin` cost, in cents of the book's currency, and rebuilds the
 * book from it. False when the customer has no such deposit. Under the book's lock, so a
 * movement posting at the same time is counted after the rebuild, never lost.
 */
export async function correctDepositCost(
  db: Database,
  userId: string,
  c: { ref: string; coin: string; cost: bigint; at: Date },
): Promise<boolean> {
  await ensureLotBook(db, userId);
  return db.transaction().execute(async (trx) => {
    await lockLotBook(trx, userId);
    const known = await trx
      .selectFrom('portfolio_lots as l')
      .innerJoin('ledger_movements as m', 'm.ref', 'l.movement_ref')
      .select('l.id')
      .where('l.user_id', '=', userId)
      .where('l.movement_ref', '=', c.ref)
      .where('l.currency', '=', c.coin)
      .where((eb) => eb.or([eb('l.estimated', '=', true), eb('l.corrected', '=', true)]))
      .where('m.kind', 'not in', PRICED)
      .executeTakeFirst();
    if (!known) return false;
    await trx
      .insertInto('deposit_cost_corrections')
      .values({ user_id: userId, movement_ref: c.ref, currency: c.coin, cost: c.cost.toString(), corrected_at: c.at })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'movement_ref', 'currency'])
          .doUpdateSet({ cost: c.cost.toString(), corrected_at: c.at }),
      )
      .execute();
    // The book is written again from the ledger and the costs given: nothing of the old one stays.
    await sql`delete from portfolio_disposals where user_id = ${userId}`.execute(trx);
    await sql`delete from portfolio_lots where user_id = ${userId}`.execute(trx);
    await sql`delete from portfolio_books where user_id = ${userId}`.execute(trx);
    await rebuildBook(trx, userId);
    return true;
  });
}
