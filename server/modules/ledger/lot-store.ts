/**
 * Keeping a customer's lots in step with the ledger (decision 413).
 *
 * A customer's book is rebuilt from the ledger once, on its first read (`ensureLotBook`), and
 * marked kept (portfolio_books). From then on each movement writes its lots in its own
 * transaction, right after the movement statement (`keepLots`, called by postMovement only).
 *
 * The two never miss or double a movement because both hold the customer's ledger account rows:
 * the movement statement locks them (ledger_apply), the rebuild locks them all before it reads.
 * A movement that posts before the rebuild has locked them is committed and read by the rebuild;
 * one that posts after waits for the rebuild's commit, and then sees the mark and writes its lots.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { userAccountIds } from './accounts.js';
import {
  correctionKey,
  lotMovementOf,
  type MovementFacts,
  orderFillSource,
  type SwapReading,
  touchesLots,
} from './lot-effects.js';
import { type Disposal, type Lot, LotBook, type LotChanges, type LotMovement } from './lots.js';
import { type BankCurrency, isBankCurrency, isUserRef, type MovementSpec } from './types.js';

/** The customer's net change per currency in a movement, from its transfers. */
function flowsOf(spec: MovementSpec): Map<string, bigint> {
  const flows = new Map<string, bigint>();
  for (const t of spec.transfers) {
    if (isUserRef(t.from) && t.from.userId === spec.userId)
      flows.set(t.from.currency, (flows.get(t.from.currency) ?? 0n) - t.amount);
    if (isUserRef(t.to) && t.to.userId === spec.userId)
      flows.set(t.to.currency, (flows.get(t.to.currency) ?? 0n) + t.amount);
  }
  return flows;
}

/** True when a movement may change lots: postMovement opens a transaction for these only. */
export function mayChangeLots(spec: MovementSpec): boolean {
  return spec.userId !== null && touchesLots(flowsOf(spec));
}

interface LotRow {
  id: string;
  currency: string;
  movement_ref: string;
  opened_at: string;
  amount: string;
  remaining: string;
  cost: string;
  cost_remaining: string;
  rate_missing: boolean;
  estimated: boolean;
}

interface DisposalRow {
  lot_id: string | null;
  movement_ref: string;
  kind: Disposal['kind'];
  currency: string;
  disposed_at: string;
  units: string;
  cost: string;
  proceeds: string;
  rate_missing: boolean;
}

/** Numerics travel as text (a JSON number would lose the units of an 18-decimal coin). */
const big = (v: string) => BigInt(v);
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

function lotOf(r: LotRow): Lot {
  return {
    id: Number(r.id),
    coin: r.currency,
    movementRef: r.movement_ref,
    openedAt: new Date(r.opened_at),
    amount: big(r.amount),
    remaining: big(r.remaining),
    cost: big(r.cost),
    costRemaining: big(r.cost_remaining),
    rateMissing: r.rate_missing,
    estimated: r.estimated,
  };
}

function disposalOf(r: DisposalRow): Disposal {
  return {
    lotId: r.lot_id === null ? null : Number(r.lot_id),
    movementRef: r.movement_ref,
    kind: r.kind,
    coin: r.currency,
    at: new Date(r.disposed_at),
    units: big(r.units),
    cost: big(r.cost),
    proceeds: big(r.proceeds),
    rateMissing: r.rate_missing,
  };
}

/**
 * Writes a posted movement's lots, inside the posting's transaction and after its movement
 * statement (which holds the customer's account rows and answered that the customer's book is
 * kept, in `bookCurrency`). A book not kept yet is rebuilt from the ledger on its first read,
 * this movement included.
 */
export async function keepLots(trx: Kysely<DB>, spec: MovementSpec, bookCurrency: string): Promise<void> {
  const userId = spec.userId;
  if (!userId || !isBankCurrency(bookCurrency)) return;
  const flows = flowsOf(spec);
  const facts: MovementFacts = { kind: spec.kind, ref: spec.ref, at: spec.at, details: spec.details ?? {}, flows };
  const movement = lotMovementOf(facts, bookCurrency);
  if (!movement) return;
  const source = orderFillSource(facts);
  const coins = [...flows.keys(), ...(source ? [source[0]] : [])];
  const reversed = movement.ops.flatMap((o) => (o.op === 'reverse' ? [o.of] : []));
  const { rows } = await sql<{ lots: unknown; disposals: unknown }>`
    select
      (select coalesce(json_agg(json_build_object('id', l.id::text, 'currency', l.currency,
          'movement_ref', l.movement_ref, 'opened_at', l.opened_at, 'amount', l.amount::text,
          'remaining', l.remaining::text, 'cost', l.cost::text, 'cost_remaining', l.cost_remaining::text,
          'rate_missing', l.rate_missing, 'estimated', l.estimated) order by l.opened_at, l.id), '[]')
        from portfolio_lots l
        where l.user_id = ${userId} and ((l.currency = any(${coins}::text[]) and l.remaining > 0)
          or l.id in (select d.lot_id from portfolio_disposals d
            where d.user_id = ${userId} and d.movement_ref = any(${reversed}::text[])))) as lots,
      (select coalesce(json_agg(json_build_object('lot_id', d.lot_id::text, 'movement_ref', d.movement_ref,
          'kind', d.kind, 'currency', d.currency, 'disposed_at', d.disposed_at, 'units', d.units::text,
          'cost', d.cost::text, 'proceeds', d.proceeds::text, 'rate_missing', d.rate_missing)), '[]')
        from portfolio_disposals d
        where d.user_id = ${userId} and d.movement_ref = any(${reversed}::text[])) as disposals`.execute(trx);
  const kept = rows[0]!;
  let temp = 0;
  const book = new LotBook(
    json<LotRow[]>(kept.lots).map(lotOf),
    json<DisposalRow[]>(kept.disposals).map(disposalOf),
    () => --temp,
  );
  await writeChanges(trx, userId, book.apply(movement));
}

/** One statement: new lots, changed lots, undone and new disposals. */
async function writeChanges(trx: Kysely<DB>, userId: string, c: LotChanges): Promise<void> {
  if (c.disposed.some((d) => d.lotId !== null && d.lotId < 0))
    throw new Error('a disposal cannot take from a lot its own movement opened');
  const col = <T, V>(xs: T[], f: (x: T) => V) => xs.map(f);
  const o = c.opened;
  const t = c.touched;
  const d = c.disposed;
  await sql`
    with opened as (
      insert into portfolio_lots (user_id, currency, movement_ref, opened_at, amount, remaining, cost, cost_remaining,
        rate_missing, estimated)
      select ${userId}, v.currency, v.ref, v.at, v.amount, v.amount, v.cost, v.cost, v.missing, v.estimated
      from unnest(${col(o, (l) => l.coin)}::text[], ${col(o, (l) => l.movementRef)}::text[],
        ${col(o, (l) => l.openedAt.toISOString())}::timestamptz[], ${col(o, (l) => l.amount.toString())}::numeric[],
        ${col(o, (l) => l.cost.toString())}::numeric[], ${col(o, (l) => l.rateMissing)}::boolean[],
        ${col(o, (l) => l.estimated)}::boolean[]) as v(currency, ref, at, amount, cost, missing, estimated)
    ), touched as (
      update portfolio_lots l set remaining = v.remaining, cost_remaining = v.cost
      from unnest(${col(t, (l) => String(l.id))}::bigint[], ${col(t, (l) => l.remaining.toString())}::numeric[],
        ${col(t, (l) => l.costRemaining.toString())}::numeric[]) as v(id, remaining, cost)
      where l.id = v.id and l.user_id = ${userId}
    ), undone as (
      delete from portfolio_disposals where user_id = ${userId} and movement_ref = any(${c.reversed}::text[])
    )
    insert into portfolio_disposals (user_id, lot_id, movement_ref, kind, currency, disposed_at, units, cost,
      proceeds, rate_missing)
    select ${userId}, v.lot, v.ref, v.kind, v.currency, v.at, v.units, v.cost, v.proceeds, v.missing
    from unnest(${col(d, (x) => (x.lotId === null ? null : String(x.lotId)))}::bigint[],
      ${col(d, (x) => x.movementRef)}::text[], ${col(d, (x) => x.kind)}::text[], ${col(d, (x) => x.coin)}::text[],
      ${col(d, (x) => x.at.toISOString())}::timestamptz[], ${col(d, (x) => x.units.toString())}::numeric[],
      ${col(d, (x) => x.cost.toString())}::numeric[], ${col(d, (x) => x.proceeds.toString())}::numeric[],
      ${col(d, (x) => x.rateMissing)}::boolean[]) as v(lot, ref, kind, currency, at, units, cost, proceeds, missing)
  `.execute(trx);
}

/** The customer's movements as the ledger recorded them, in the order they were posted. */
export async function movementsOf(trx: Kysely<DB>, userId: string): Promise<MovementFacts[]> {
  const { rows } = await sql<{
    kind: string;
    ref: string;
    created_at: string | Date;
    details: unknown;
    flows: unknown;
  }>`
    select m.kind, m.ref, m.created_at, m.details,
      json_agg(json_build_object('currency', t.currency,
        'delta', (case when a.id = t.credit_account_id then t.amount else -t.amount end)::text)) as flows
    from ledger_accounts a
    join ledger_transfers t on a.id in (t.debit_account_id, t.credit_account_id)
    join ledger_movements m on m.id = t.movement_id
    where a.owner = 'user' and a.user_id = ${userId}
    group by m.id order by m.id`.execute(trx);
  return rows.map((r) => {
    const flows = new Map<string, bigint>();
    for (const f of json<{ currency: string; delta: string }[]>(r.flows))
      flows.set(f.currency, (flows.get(f.currency) ?? 0n) + BigInt(f.delta));
    return { kind: r.kind, ref: r.ref, at: new Date(r.created_at), details: r.details, flows };
  });
}

/** The customer's region currency, that costs and values are counted in: EUR for EU customers, else AUD. */
export async function bookCurrencyOf(db: Kysely<DB>, userId: string): Promise<BankCurrency> {
  const user = await db.selectFrom('users').select('is_eu').where('id', '=', userId).executeTakeFirstOrThrow();
  return user.is_eu ? 'EUR' : 'AUD';
}

/**
 * Every movement of the customer as lot operations, in the order they were posted, read from the
 * ledger with the costs they gave for deposits: the one reading of the ledger for the kept book
 * (swaps carry cost) and the tax replay (swaps dispose, tax-lots.ts).
 */
export async function ledgerLotMovements(
  db: Kysely<DB>,
  userId: string,
  swaps: SwapReading,
): Promise<{ currency: BankCurrency; moves: LotMovement[] }> {
  const currency = await bookCurrencyOf(db, userId);
  const given = await db
    .selectFrom('deposit_cost_corrections')
    .select(['movement_ref', 'currency', 'cost'])
    .where('user_id', '=', userId)
    .execute();
  const corrections = new Map(given.map((c) => [correctionKey(c.movement_ref, c.currency), BigInt(c.cost)]));
  const moves: LotMovement[] = [];
  for (const f of await movementsOf(db, userId)) {
    const m = lotMovementOf(f, currency, corrections, swaps);
    if (m) moves.push(m);
  }
  return { currency, moves };
}

/**
 * The customer's book currency, rebuilding the book from the ledger first if it is not kept yet.
 * Outside any transaction (it may create the customer's ledger accounts, to lock them).
 */
export async function ensureLotBook(db: Database, userId: string): Promise<BankCurrency> {
  const kept = await db
    .selectFrom('portfolio_books')
    .select('currency')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (kept) return kept.currency;
  await userAccountIds(db, userId);
  return db.transaction().execute(async (trx) => {
    // Every posting for this customer waits from here to the commit (see the top of this file).
    await lockLotBook(trx, userId);
    const again = await trx
      .selectFrom('portfolio_books')
      .select('currency')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (again) return again.currency;
    return rebuildBook(trx, userId);
  });
}

/** Locks the customer's ledger accounts: every posting for them waits from here to the commit. */
export async function lockLotBook(trx: Kysely<DB>, userId: string): Promise<void> {
  await sql`select id from ledger_accounts where owner = 'user' and user_id = ${userId} order by id for update`.execute(
    trx,
  );
}

/**
 * Writes the customer's book from the ledger, and the costs they gave for deposits, into a book
 * that holds nothing yet (its accounts locked: lockLotBook).
 */
export async function rebuildBook(trx: Kysely<DB>, userId: string): Promise<BankCurrency> {
  const { currency, moves } = await ledgerLotMovements(trx, userId, 'carry');
  let temp = 0;
  const book = new LotBook([], [], () => ++temp);
  for (const m of moves) book.apply(m);
  const lots = book.lots();
  const ids = new Map<number, string>();
  if (lots.length > 0) {
    const { rows } = await sql<{ id: string }>`
      select nextval(pg_get_serial_sequence('portfolio_lots', 'id'))::text as id
      from generate_series(1, ${lots.length})`.execute(trx);
    for (const [i, l] of lots.entries()) ids.set(l.id, rows[i]!.id);
  }
  await writeRebuilt(trx, userId, lots, book.disposals, ids);
  await trx.insertInto('portfolio_books').values({ user_id: userId, currency, rebuilt_at: new Date() }).execute();
  return currency;
}

async function writeRebuilt(
  trx: Kysely<DB>,
  userId: string,
  lots: Lot[],
  disposals: Disposal[],
  ids: Map<number, string>,
): Promise<void> {
  const col = <T, V>(xs: T[], f: (x: T) => V) => xs.map(f);
  if (lots.length > 0)
    await sql`
      insert into portfolio_lots (id, user_id, currency, movement_ref, opened_at, amount, remaining, cost,
        cost_remaining, rate_missing, estimated, corrected)
      select v.id, ${userId}, v.currency, v.ref, v.at, v.amount, v.remaining, v.cost, v.cost_remaining, v.missing,
        v.estimated, v.corrected
      from unnest(${col(lots, (l) => ids.get(l.id)!)}::bigint[], ${col(lots, (l) => l.coin)}::text[],
        ${col(lots, (l) => l.movementRef)}::text[], ${col(lots, (l) => l.openedAt.toISOString())}::timestamptz[],
        ${col(lots, (l) => l.amount.toString())}::numeric[], ${col(lots, (l) => l.remaining.toString())}::numeric[],
        ${col(lots, (l) => l.cost.toString())}::numeric[], ${col(lots, (l) => l.costRemaining.toString())}::numeric[],
        ${col(lots, (l) => l.rateMissing)}::boolean[], ${col(lots, (l) => l.estimated)}::boolean[],
        ${col(lots, (l) => l.corrected === true)}::boolean[])
        as v(id, currency, ref, at, amount, remaining, cost, cost_remaining, missing, estimated, corrected)`.execute(
      trx,
    );
  if (disposals.length > 0)
    await writeChanges(trx, userId, {
      opened: [],
      touched: [],
      reversed: [],
      disposed: disposals.map((d) => ({ ...d, lotId: d.lotId === null ? null : Number(ids.get(d.lotId)) })),
    });
}
