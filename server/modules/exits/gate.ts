/**
 * The exit gate (decision 347): whether money may leave for a customer now. Every path that sends
 * coins or cash out, or spends a customer's money on their behalf without them at the screen (a
 * recurring buy), asks this one rule at the moment it would send. Pure: the facts are loaded in
 * one place (facts.ts), so the rule is read and tested alone.
 */

/** What is leaving: coins to an address, cash to a bank account, or a purchase made for the customer. */
export type ExitKind = 'crypto' | 'cash' | 'purchase';

export interface ExitFacts {
  /** Frozen by two compliance officers (decision 237). */
  frozen: boolean;
  /** Withdrawals paused (support, a reset without 2FA, "This wasn't me") until this time; null: none. */
  withdrawalsHeldUntil: Date | null;
  /** Sanctions screening cases on the customer not decided yet. */
  openSanctionsCases: number;
  /**
   * The database was restored or rolled back and has not yet read custody's and the bank's
   * payments since (decision 377): balances may still count money already paid out.
   */
  restoreUnreconciled: boolean;
}

/** Why money does not leave now; the customer is never told which (no tipping off). */
export type ExitStop = 'restore_unreconciled' | 'frozen' | 'sanctions_case' | 'withdrawals_held';

export type ExitVerdict = { go: true } | { go: false; stop: ExitStop };

/**
 * The rule. Holds on withdrawals stop withdrawals only; a freeze or an open sanctions case stops
 * everything, and so does an unreconciled restore: a purchase made for the customer would spend a
 * balance that may still hold money paid out after the backup.
 */
export function decideExit(kind: ExitKind, facts: ExitFacts, now: Date): ExitVerdict {
  if (facts.restoreUnreconciled) return { go: false, stop: 'restore_unreconciled' };
  if (facts.frozen) return { go: false, stop: 'frozen' };
  if (facts.openSanctionsCases > 0) return { go: false, stop: 'sanctions_case' };
  if (kind !== 'purchase' && facts.withdrawalsHeldUntil && facts.withdrawalsHeldUntil.getTime() > now.getTime())
    return { go: false, stop: 'withdrawals_held' };
  return { go: true };
}

/** The officer's words for a stop: said on a refused release and in the back office, never to the customer. */
export const EXIT_STOP_REASONS: Record<ExitStop, string> = {
  restore_unreconciled:
    'The database was restored and is being reconciled with custody and the bank: no money leaves until that is done.',
  frozen: "The customer's account is frozen: money cannot leave it. Unfreeze it first, or reject.",
  sanctions_case: 'The customer has an open sanctions case: decide it first, or reject.',
  withdrawals_held: "The customer's withdrawals are paused: they cannot be sent until the pause ends.",
};
