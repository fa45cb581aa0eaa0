/**
 * A ledger movement's status, as the customer's own history and support's transaction list show
 * it: a withdrawal's hold (coins or cash) is pending until the withdrawal is sent, failed, or
 * paid and then returned by the bank; every other movement is completed. One pure rule: the rows
 * compute it, and the status filter's query is built from it (statusFilter), so a row and the
 * filter that lists it cannot disagree.
 */
import { DESK_TRANSACTION_KINDS, type DeskTransactionKind, type DeskTransactionStatus } from './desk.js';

/** Every state a withdrawal's row (coins or cash) can be in; null: the movement has no withdrawal. */
export const HELD_STATES = ['pending', 'sent', 'failed', 'returned', null] as const;
export type HeldState = (typeof HELD_STATES)[number];

const HOLDS: readonly string[] = ['withdrawal_hold', 'bank_withdrawal_hold'] satisfies DeskTransactionKind[];

export function movementStatus(kind: string, held: HeldState): DeskTransactionStatus {
  if (!HOLDS.includes(kind) || held === 'sent') return 'completed';
  return held === 'failed' || held === 'returned' ? 'failed' : 'pending';
}

/**
 * The rows that have `status`, by kind: `any` when every state of that kind gives it, else the
 * withdrawal states that do (null among them for a movement without its withdrawal row). Kinds
 * that never give it are left out.
 */
export function statusFilter(
  status: DeskTransactionStatus,
): Array<{ kind: DeskTransactionKind; held: 'any' | HeldState[] }> {
  return DESK_TRANSACTION_KINDS.flatMap((kind) => {
    const held = HELD_STATES.filter((s) => movementStatus(kind, s) === status);
    if (held.length === 0) return [];
    return [{ kind, held: held.length === HELD_STATES.length ? ('any' as const) : held }];
  });
}
