/**
 * Posting a movement: the only code that writes transfers and balances. In one transaction it
 * inserts the movement (unique by ref and by Idempotency-Key), appends the transfers, and applies
 * the balance changes through ledger_apply, which locks the accounts in a fixed order. A user
 * balance going below zero is refused by the database (CHECK constraint) and surfaces as
 * InsufficientFundsError; the caller's transaction then rolls back whole.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { accountId } from './accounts.js';
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
 * Posts a prepared movement inside the caller's transaction. Returns null, moving nothing, when a
 * movement with the same ref or the same (user, Idempotency-Key) already exists.
 */
export async function postMovement(trx: Kysely<DB>, prepared: PreparedMovement): Promise<PostedMovement | null> {
  const { spec } = prepared;
  const movement = await trx
    .insertInto('ledger_movements')
    .values({
      kind: spec.kind,
      ref: spec.ref,
      user_id: spec.userId,
      idempotency_key: spec.idempotencyKey ?? null,
      transaction_class: spec.transactionClass,
      tracking_id: spec.trackingId,
      comment: `${spec.note}/${spec.trackingId}`,
      network: spec.network ?? null,
      sender: spec.sender ?? null,
      recipient: spec.recipient ?? null,
      payment_method: spec.paymentMethod ?? null,
      details: JSON.stringify(spec.details ?? {}),
      created_at: spec.at,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!movement) return null;

  const rows = await trx
    .insertInto('ledger_transfers')
    .values(
      prepared.transfers.map((t) => ({
        movement_id: movement.id,
        debit_account_id: t.debit,
        credit_account_id: t.credit,
        currency: t.currency,
        amount: t.amount.toString(),
        created_at: spec.at,
      })),
    )
    .returning(['id', 'debit_account_id', 'credit_account_id', 'currency', 'amount'])
    .execute();

  const deltas = new Map<number, bigint>();
  for (const t of prepared.transfers) {
    deltas.set(t.debit, (deltas.get(t.debit) ?? 0n) - t.amount);
    deltas.set(t.credit, (deltas.get(t.credit) ?? 0n) + t.amount);
  }
  const changed = [...deltas].filter(([, d]) => d !== 0n);
  try {
    await sql`select ledger_apply(${changed.map(([id]) => String(id))}::bigint[], ${changed.map(([, d]) => d.toString())}::numeric[])`.execute(
      trx,
    );
  } catch (e) {
    if (pgErrorCode(e) === '23514' && pgConstraint(e) === 'ledger_accounts_user_not_negative') {
      const userDebits = prepared.transfers.filter((t) => t.debitIsUser);
      throw new InsufficientFundsError(userDebits.length === 1 ? userDebits[0].currency : null);
    }
    throw e;
  }

  const transfers: PostedTransfer[] = rows.map((r) => ({
    id: r.id,
    debitAccountId: r.debit_account_id,
    creditAccountId: r.credit_account_id,
    currency: r.currency as LedgerCurrency,
    amount: BigInt(r.amount),
  }));
  return { id: movement.id, transfers };
}
