/**
 * What every withdrawal asks before anything is held, coins and cash alike: one ordered list of
 * named gates. A coin withdrawal and a cash withdrawal run the same list. What differs is where
 * the money goes, and the destination answers that part: whether it may be paid, what its amount
 * must be, its Travel Rule or proof, its screening. A new gate is one entry here and applies to
 * both. The moment money leaves is guarded separately, by the exit gate (modules/exits).
 */

import type { Kysely } from 'kysely';
import type { FiatSymbol } from '../../../contract/assets.js';
import { withdrawKycMessage } from '../../../contract/exchange.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { assertWithdrawalsNotHeld, confirmWithdrawal, type WithdrawalProof } from '../accounts/index.js';
import {
  getUserBalances,
  getUserCashBalances,
  InsufficientFundsError,
  inTransaction,
  type PreparedMovement,
  postMovement,
} from '../ledger/index.js';
import { watchTransfer } from '../monitoring/index.js';
import { assertHeldFundsStay } from '../travelrule/index.js';
import { claimWithdrawalLimit } from './withdrawal-limits.js';

/** The customer's columns the gates read. */
export interface WithdrawingUser {
  kyc_status: string | null;
  withdrawals_held_until: Date | string | null;
  withdrawals_held_reason: string | null;
  time_zone: string;
}

/** Where the money goes: the part of each gate that depends on it. */
export interface WithdrawalDestination {
  kind: 'crypto' | 'cash';
  /** May be paid now: the allowlist, and a saved destination confirmed and out of its hold. */
  assertUsable(): Promise<void>;
  /** The amount's own rules (more than the network fee; whole cents). */
  assertAmount(): Promise<void>;
  /** Refused as INSUFFICIENT_BALANCE: the words and field the destination's form shows. */
  insufficient(): ApiError;
  /** The amount's value in each display currency, for the limits and four-eyes. */
  value(): Promise<Record<FiatSymbol, string>>;
  /** What must be proven about the receiver before the customer's confirmation is spent. */
  assertProof?(value: Record<FiatSymbol, string>): Promise<void>;
  /** Sanctions screening, once the customer has proven it is them. */
  screen?(): Promise<void>;
}

export interface WithdrawalAsk {
  deps: AppDeps;
  userId: string;
  user: WithdrawingUser;
  /** The coin or the cash currency. */
  currency: string;
  /** In the currency's base units (cents for cash). */
  amount: bigint;
  destination: WithdrawalDestination;
  proof: WithdrawalProof;
  ip: string;
}

/** What the gates found, for the hold that follows. */
interface WithdrawalPassed {
  value: Record<FiatSymbol, string>;
}

interface Gate {
  name: string;
  check(ask: WithdrawalAsk, passed: Partial<WithdrawalPassed>): Promise<void> | void;
}

/** Only a verified customer withdraws: the refusal says what their check is waiting for. */
export function assertKycApproved(status: string | null): void {
  if (status !== 'approved')
    throw new ApiError(status === 'rejected' ? 'KYC_REJECTED' : 'KYC_REQUIRED', withdrawKycMessage(status));
}

async function balanceOf(ask: WithdrawalAsk): Promise<bigint> {
  const { db } = ask.deps;
  const all: Record<string, bigint> =
    ask.destination.kind === 'cash' ? await getUserCashBalances(db, ask.userId) : await getUserBalances(db, ask.userId);
  return all[ask.currency] ?? 0n;
}

/**
 * In order. The cheap refusals come first; the customer's confirmation (a code or a passkey) is
 * spent only when everything before it passed, and screening runs only after it, so a stranger
 * with the session cannot probe the sanctions list. The balance and the limit are checked here
 * to answer early; the hold's own transaction claims them again with the customer's row locked.
 */
export const WITHDRAWAL_GATES: readonly Gate[] = [
  { name: 'identity check', check: (a) => assertKycApproved(a.user.kyc_status) },
  {
    name: 'withdrawal pause',
    check: (a) =>
      assertWithdrawalsNotHeld(a.deps, a.user.withdrawals_held_until, a.user.withdrawals_held_reason, a.user.time_zone),
  },
  { name: 'destination', check: (a) => a.destination.assertUsable() },
  { name: 'amount', check: (a) => a.destination.assertAmount() },
  {
    name: 'balance',
    check: async (a) => {
      if ((await balanceOf(a)) < a.amount) throw a.destination.insufficient();
    },
  },
  // Deposits waiting for the customer's answer about their sender stay (decision 274).
  { name: 'held deposits', check: (a) => assertHeldFundsStay(a.deps.db, a.userId, a.currency, a.amount) },
  {
    name: 'limits',
    check: async (a, passed) => {
      passed.value = await a.destination.value();
      await claimWithdrawalLimit(a.deps, a.deps.db, a.userId, passed.value, false);
    },
  },
  { name: 'travel rule or proof', check: (a, passed) => a.destination.assertProof?.(passed.value!) },
  { name: 'confirmation', check: (a) => confirmWithdrawal(a.deps, a.userId, a.proof, { ip: a.ip }) },
  { name: 'screening', check: (a) => a.destination.screen?.() },
];

/** Runs every gate in order; the first refusal is thrown. */
export async function passWithdrawalGates(
  ask: WithdrawalAsk,
  gates: readonly Gate[] = WITHDRAWAL_GATES,
): Promise<WithdrawalPassed> {
  const passed: Partial<WithdrawalPassed> = {};
  for (const gate of gates) await gate.check(ask, passed);
  if (!passed.value) throw new Error('the limits gate did not value the withdrawal');
  return { value: passed.value };
}

/**
 * The hold, the same for coins and cash: in one transaction with the customer's row locked, the
 * limit is claimed again, the destination re-checks what parallel requests could change, the
 * held deposits are checked again, the amount moves to the in-flight account, and the path
 * writes its withdrawal's record. Parallel withdrawals are taken one after another, so they can
 * neither overdraw the balance nor pass a limit together. Returns false when the hold was already
 * made under this Idempotency-Key (the caller answers with that withdrawal).
 */
export async function holdWithdrawal(
  ask: Pick<WithdrawalAsk, 'deps' | 'userId' | 'currency' | 'amount' | 'destination'>,
  hold: {
    value: Record<FiatSymbol, string>;
    prepared: PreparedMovement;
    /** Asked under the lock, before the hold. */
    underLock?(trx: Kysely<DB>): Promise<void>;
    /** The withdrawal's own record, beside the hold. */
    record(trx: Kysely<DB>, holdMovementId: number): Promise<void>;
  },
): Promise<boolean> {
  const { deps, userId } = ask;
  try {
    const held = await inTransaction(deps.db, async (trx) => {
      await claimWithdrawalLimit(deps, trx, userId, hold.value, true);
      await hold.underLock?.(trx);
      await assertHeldFundsStay(trx, userId, ask.currency, ask.amount);
      const movement = await postMovement(trx, hold.prepared);
      if (!movement) return false;
      await hold.record(trx, movement.id);
      return true;
    });
    if (held) watchTransfer(deps, userId);
    return held;
  } catch (e) {
    if (e instanceof InsufficientFundsError) throw ask.destination.insufficient();
    throw e;
  }
}
