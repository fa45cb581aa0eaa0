/**
 * The one base query of a customer's ledger rows: every transfer on one of the given accounts,
 * with its movement and the state of the withdrawal (coins or cash) the movement holds for. The
 * customer's history and support's transaction list both start from it, and read a row's status
 * with the one rule of contract/transaction-status.ts from `HELD_STATE`. A status filter is built
 * from the same rule (`whereStatus`), so a row and the filter that lists it cannot disagree.
 */
import { type SelectQueryBuilder, sql } from 'kysely';
import type { DeskTransactionStatus } from '../../../contract/desk.js';
import { type HeldState, statusFilter } from '../../../contract/transaction-status.js';
import type { Database } from '../../db/index.js';

/** The hold's withdrawal state (coins or cash); null for every other movement. */
export const HELD_STATE = sql<HeldState>`coalesce(w.state, bw.state)`;

export function customerTransfers(db: Database, accountIds: readonly number[]) {
  return (
    db
      .selectFrom('ledger_transfers as t')
      .innerJoin('ledger_movements as m', 'm.id', 't.movement_id')
      .leftJoin('withdrawals as w', 'w.hold_movement_id', 'm.id')
      .leftJoin('bank_withdrawals as bw', 'bw.hold_movement_id', 'm.id')
      .where((eb) => eb.or([eb('t.debit_account_id', 'in', accountIds), eb('t.credit_account_id', 'in', accountIds)]))
      // What every list of them shows: the transfer, its movement's kind and reference, its status.
      .select([
        't.id',
        't.amount',
        't.currency',
        't.created_at',
        't.debit_account_id',
        'm.kind',
        'm.public_id',
        HELD_STATE.as('held'),
      ])
  );
}

type Base = ReturnType<typeof customerTransfers>;
type Tables = Base extends SelectQueryBuilder<infer D, infer _T, infer _O> ? D : never;
type Joined = Base extends SelectQueryBuilder<infer _D, infer T, infer _O> ? T : never;

/** Keeps the rows movementStatus gives `status`: each kind whole, or with the withdrawal states that do. */
export function whereStatus<O>(
  q: SelectQueryBuilder<Tables, Joined, O>,
  status: DeskTransactionStatus,
): SelectQueryBuilder<Tables, Joined, O> {
  return q.where((eb) =>
    eb.or(
      statusFilter(status).map(({ kind, held }) => {
        const ofKind = eb('m.kind', '=', kind);
        if (held === 'any') return ofKind;
        const states = held.filter((s) => s !== null);
        const heldIn = [
          ...(states.length > 0 ? [eb(HELD_STATE, 'in', states)] : []),
          ...(held.includes(null) ? [eb(HELD_STATE, 'is', null)] : []),
        ];
        return eb.and([ofKind, eb.or(heldIn)]);
      }),
    ),
  );
}

/**
 * A customer's legs: each transfer of the customer's own movements with the customer's account it
 * moves money on (`a`), whichever side that account is. Monitoring's facts and a report's listed
 * transfers read from it.
 */
export function customerLegs(db: Database, userId: string) {
  return db
    .selectFrom('ledger_movements as m')
    .innerJoin('ledger_transfers as t', 't.movement_id', 'm.id')
    .innerJoin('ledger_accounts as a', (j) =>
      j.on((eb) =>
        eb.or([eb('a.id', '=', eb.ref('t.credit_account_id')), eb('a.id', '=', eb.ref('t.debit_account_id'))]),
      ),
    )
    .where('m.user_id', '=', userId)
    .where('a.user_id', '=', userId);
}
