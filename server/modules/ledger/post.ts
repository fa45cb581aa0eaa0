/**
 * Posting a movement: the only code that writes transfers and balances. In one transaction it
 * inserts the movement (unique by ref and by Idempotency-Key), appends the transfers, and applies
 * the balance changes through ledger_apply, which locks the accounts in a fixed order. A user
 * balance going below zero is refused by the database (CHECK constraint) and surfaces as
 * InsufficientFundsError; the caller's transaction then rolls back whole.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { accountId } from './accounts.js';
import { keepLots, mayChangeLots } from './lot-store.js';
import { pgConstraint, pgErrorCode } from './transaction.js';
import {
  InsufficientFundsError,
  isUserRef,
  type LedgerCurrency,
  type MovementSpec,
  type PostedMovement,
  type PostedTransfer,
} from './types.js';

export interface PreparedMovement {
  spec: MovementSpec;
  transfers: Array<{ debit: number; credit: number; currency: LedgerCurrency; amount: bigint; debitIsUser: boolean }>;
}

/** Checks the transfers and resolves account ids. Outside any transaction (it may create accounts). */
export async function prepareMovement(db: Database, spec: MovementSpec): Promise<PreparedMovement> {
  if (spec.transfers.length === 0) throw new Error('a movement needs at least one transfer');
  if (spec.idempotencyKey && !spec.userId) throw new Error('an idempotency key belongs to a user');
  const transfers: PreparedMovement['transfers'] = [];
  for (const t of spec.transfers) {
    if (typeof t.amount !== 'bigint' || t.amount <= 0n) throw new Error('a transfer amount is a positive bigint');
    if (t.from.currency !== t.to.currency) throw new Error('a transfer stays in one currency');
    const debit = await accountId(db, t.from);
    const credit = await accountId(db, t.to);
    if (debit === credit) throw new Error('a transfer needs two accounts');
    transfers.push({ debit, credit, currency: t.from.currency, amount: t.amount, debitIsUser: isUserRef(t.from) });
  }
  return { spec, transfers };
}

/**
 * Posts a prepared movement in one statement (one round trip): the movement insert, the
 * transfers, ledger_apply only when the movement was new, and the optional link. The statement
 * checks its own outcome (every account changed; the link touched exactly one row when the
 * movement is new, none otherwise) and fails whole when it does not hold, so it is safe both
 * inside a caller's transaction and on its own, where it is atomic and commits by itself.
 * Returns null, moving nothing, when a movement with the same ref or the same
 * (user, Idempotency-Key) already exists.
 *
 * `link` is an UPDATE (without RETURNING) that records the movement elsewhere in the same
 * statement, e.g. a quote's use; it reads the new movement's id as `(select id from m)` and must
 * restrict itself to `exists (select 1 from m)`.
 */
export async function postMovement(
  db: Kysely<DB>,
  prepared: PreparedMovement,
  opts: { link?: RawBuilder<unknown> } = {},
): Promise<PostedMovement | null> {
  if (!mayChangeLots(prepared.spec)) return (await postOnly(db, prepared, opts, false))?.posted ?? null;
  // The customer's lots are written in the movement's own transaction (decision 413): a caller
  // that posts on its own gets one here.
  const post = async (trx: Kysely<DB>) => {
    const done = await postOnly(trx, prepared, opts, true);
    if (done?.book) await keepLots(trx, prepared.spec, done.book);
    return done?.posted ?? null;
  };
  return db.isTransaction ? post(db) : db.transaction().execute(post);
}

/**
 * The movement statement. With `askBook`, it also answers the currency of the customer's kept
 * lot book (null when not kept), read by portfolio_book_of once ledger_apply holds the
 * customer's accounts: a function that is VOLATILE reads with a snapshot of its own, so it sees a
 * book whose rebuild committed while this statement waited for those rows (lot-store.ts).
 */
async function postOnly(
  db: Kysely<DB>,
  prepared: PreparedMovement,
  opts: { link?: RawBuilder<unknown> },
  askBook: boolean,
): Promise<{ posted: PostedMovement; book: string | null } | null> {
  const { spec } = prepared;
  const deltas = new Map<number, bigint>();
  for (const t of prepared.transfers) {
    deltas.set(t.debit, (deltas.get(t.debit) ?? 0n) - t.amount);
    deltas.set(t.credit, (deltas.get(t.credit) ?? 0n) + t.amount);
  }
  const changed = [...deltas].filter(([, d]) => d !== 0n);
  const col = <T>(f: (t: PreparedMovement['transfers'][number]) => T) => prepared.transfers.map(f);
  const link = opts.link ? sql`${opts.link} returning 1` : sql`select 1 where false`;
  const linked = opts.link ? sql`(select count(*) from l)` : sql`0`;
  let row: { movement_id: number | null; transfers: unknown; book: string | null } | undefined;
  const book = askBook ? sql`(select portfolio_book_of(${spec.userId}) from a)` : sql`null`;
  try {
    const result = await sql<{ movement_id: number | null; transfers: unknown; book: string | null }>`
      with m as (
        insert into ledger_movements (kind, ref, user_id, idempotency_key, transaction_class, tracking_id, comment,
          network, sender, recipient, payment_method, details, created_at)
        values (${spec.kind}, ${spec.ref}, ${spec.userId}, ${spec.idempotencyKey ?? null}, ${spec.transactionClass},
          ${spec.trackingId}, ${`${spec.note}/${spec.trackingId}`}, ${spec.network ?? null}, ${spec.sender ?? null},
          ${spec.recipient ?? null}, ${spec.paymentMethod ?? null}, ${JSON.stringify(spec.details ?? {})}::jsonb, ${spec.at})
        on conflict do nothing
        returning id
      ), t as (
        insert into ledger_transfers (movement_id, debit_account_id, credit_account_id, currency, amount, created_at)
        select m.id, v.debit, v.credit, v.currency, v.amount, ${spec.at}
        from m, unnest(${col((t) => String(t.debit))}::bigint[], ${col((t) => String(t.credit))}::bigint[],
          ${col((t) => t.currency)}::text[], ${col((t) => t.amount.toString())}::numeric[]) with ordinality
          as v(debit, credit, currency, amount, ord)
        order by v.ord
        returning id, debit_account_id, credit_account_id, currency, amount
      ), l as (${link}), a as (
        select ledger_apply(${changed.map(([id]) => String(id))}::bigint[],
          ${changed.map(([, d]) => d.toString())}::numeric[]) as applied from m
      )
      select
        (select id from m) as movement_id,
        (select json_agg(json_build_object('id', t.id, 'debit', t.debit_account_id, 'credit', t.credit_account_id,
          'currency', t.currency, 'amount', t.amount::text) order by t.id) from t) as transfers,
        ledger_check(
          case when exists (select 1 from m)
            then (select applied from a) = ${changed.length} and ${linked} = ${opts.link ? 1 : 0}
            else ${linked} = 0 end,
          'movement applied to every account and linked once') as checked,
        ${book}::text as book`.execute(db);
    row = result.rows[0];
  } catch (e) {
    if (pgErrorCode(e) === '23514' && pgConstraint(e) === 'ledger_accounts_user_not_negative') {
      const userDebits = prepared.transfers.filter((t) => t.debitIsUser);
      const [only, ...others] = userDebits;
      throw new InsufficientFundsError(only && others.length === 0 ? only.currency : null);
    }
    throw e;
  }
  if (!row || row.movement_id === null) return null;
  const raw = (typeof row.transfers === 'string' ? JSON.parse(row.transfers) : row.transfers) as {
    id: number | string;
    debit: number | string;
    credit: number | string;
    currency: string;
    amount: string;
  }[];
  const transfers: PostedTransfer[] = raw.map((r) => ({
    id: Number(r.id),
    debitAccountId: Number(r.debit),
    creditAccountId: Number(r.credit),
    currency: r.currency as LedgerCurrency,
    amount: BigInt(r.amount),
  }));
  return { posted: { id: Number(row.movement_id), transfers }, book: row.book };
}
