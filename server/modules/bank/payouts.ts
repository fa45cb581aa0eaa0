/**
 * Asking the bank for a cash withdrawal's payout until it has it (decision 290). The amount is
 * already held on the ledger; here it is only sent. Each attempt first claims the withdrawal with
 * one conditional UPDATE (due, pending, no payout yet, not left for staff, not waiting for a second
 * compliance officer (decision 315)) that also counts the attempt and sets when
 * the next one is due, so parallel runs of the job, or the job and the customer's own call, send
 * it once. Every attempt carries the withdrawal's id as the
 * bank's request id, so one that reached the bank before its answer was lost is never a second
 * payment.
 *
 * A bank that cannot answer (unreachable, a timeout, a 5xx) leaves the withdrawal held and due
 * again after a doubling wait; after BANK_PAYOUT_MAX_ATTEMPTS it is left held, marked stuck and
 * logged for staff. A refusal of the payout itself (a 4xx about it) returns the amount to the
 * balance once and tells the customer by email in their language.
 *
 * After a restore nothing is sent until the restore has been reconciled (decisions 252, 316): the
 * restored database may not know of payouts the server it came from already asked for.
 */
import { sql } from 'kysely';
import { drainClaimed } from '../../lib/work-pool.js';
import { BankError } from '../../providers/bank/index.js';
import { exitVerdict } from '../exits/index.js';
import { restoreAwaitingReconciliation } from '../wallet/index.js';
import type { BankDeps } from './deps.js';
import { payoutReference } from './payout-reference.js';
import { settleCashPayout, settleCashWithdrawal } from './settle.js';

/** The wait after the first attempt; it doubles with each one, up to PAYOUT_RETRY_MAX_MS. */
export const PAYOUT_RETRY_FIRST_MS = 30_000;
const PAYOUT_RETRY_MAX_MS = 60 * 60_000;
const BATCH = 50;

type PayoutAttempt = 'asked' | 'retrying' | 'refused' | 'stuck' | 'not_due' | 'paused' | 'held';

/** Not approved yet by a second compliance officer, where one is needed (decision 315). */
const released = sql<boolean>`(w.approval is null or w.approval = 'approved')`;

/** One attempt at asking the bank for the withdrawal's payout, if it is due and nobody else has it. */
export async function sendCashPayout(deps: BankDeps, withdrawalId: string): Promise<PayoutAttempt> {
  if (await restoreAwaitingReconciliation(deps)) return 'paused';
  // At the moment it leaves (decision 347): held, untouched and not counted as an attempt, while the
  // exit gate stops it (a freeze, an open sanctions case, a withdrawal pause).
  const owner = await deps.db
    .selectFrom('bank_withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.user_id', 'u.language'])
    .where('w.id', '=', withdrawalId)
    .executeTakeFirst();
  if (!owner) return 'not_due';
  if (!(await exitVerdict(deps, 'cash', owner.user_id)).go) return 'held';
  const now = deps.clock.now();
  const w = await deps.db
    .updateTable('bank_withdrawals as w')
    .set({
      send_attempts: sql`w.send_attempts + 1`,
      next_send_at: sql`${now}::timestamptz + least(${PAYOUT_RETRY_FIRST_MS}::float8 * power(2, w.send_attempts),
        ${PAYOUT_RETRY_MAX_MS}::float8) * interval '1 millisecond'`,
    })
    .where('w.id', '=', withdrawalId)
    .where('w.state', '=', 'pending')
    .where('w.payout_id', 'is', null)
    .where('w.stuck_at', 'is', null)
    .where('w.next_send_at', '<=', now)
    .where(released)
    .returning(['w.id', 'w.user_id', 'w.payee_id', 'w.currency', 'w.amount', 'w.beneficiary', 'w.send_attempts'])
    .executeTakeFirst();
  if (!w) return 'not_due';
  const payee = await deps.db
    .selectFrom('bank_payees')
    .select(['holder_name', 'iban', 'bsb', 'account_number', 'label'])
    .where('id', '=', w.payee_id)
    .executeTakeFirst();
  if (!payee) return refuse(deps, w, 'The bank account was removed before the payout was sent');
  try {
    const payout = await deps.providers.bank.createPayout({
      requestId: w.id,
      currency: w.currency as 'AUD' | 'EUR',
      amountMinor: BigInt(w.amount),
      beneficiary: {
        name: payee.holder_name,
        ...(payee.iban ? { iban: payee.iban } : { bsb: payee.bsb!, accountNumber: payee.account_number! }),
      },
      reference: payoutReference(owner.language ?? 'en', w.currency as 'AUD' | 'EUR'),
      customerId: w.user_id,
    });
    await deps.db
      .updateTable('bank_withdrawals')
      .set({ payout_id: payout.payoutId, next_send_at: null, send_error: null })
      .where('id', '=', w.id)
      .execute();
    // Asked again under its id, the bank answers where the payout stands: one it already paid
    // (its notification lost, or told only to the server a restored backup came from) is settled
    // here by the same rule as a notification, not left pending.
    if (payout.status !== 'submitted') await settleCashPayout(deps, payout);
    return 'asked';
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (e instanceof BankError && e.permanent) return refuse(deps, w, message);
    if (w.send_attempts >= deps.config.bank.payoutMaxAttempts) {
      await deps.db
        .updateTable('bank_withdrawals')
        .set({ stuck_at: now, next_send_at: null, send_error: message })
        .where('id', '=', w.id)
        .execute();
      deps.log.error('cash payout left for staff: the bank could not be asked', {
        withdrawalId: w.id,
        attempts: w.send_attempts,
        error: message,
      });
      return 'stuck';
    }
    await deps.db.updateTable('bank_withdrawals').set({ send_error: message }).where('id', '=', w.id).execute();
    return 'retrying';
  }
}

/** The bank refused the payout itself: the amount goes back to the balance once, and the customer is told (settle.ts). */
async function refuse(deps: BankDeps, w: { id: string }, reason: string): Promise<PayoutAttempt> {
  const settled = await settleCashWithdrawal(deps, w.id, { sent: false, payoutId: null, reason, by: 'bank' });
  if (settled === 'settled')
    deps.log.warn('cash payout refused by the bank: returned to the balance', { withdrawalId: w.id, reason });
  return 'refused';
}

/**
 * The job: every due payout, once each, a few at once, the next batch read as soon as the last
 * is taken (decision 355), so a backlog is asked in one run and a slow answer holds only its own.
 * The batches follow (next_send_at, id) from where the last one ended: one a frozen customer's
 * that cannot be claimed is passed over, not read again. Throws when the bank could not be asked
 * for any of them, so the runner logs the fault once and counts its failing runs while the bank is
 * away.
 */
export async function retryCashPayouts(deps: BankDeps, now: Date): Promise<number> {
  // Paused after a restore until the settlement job has reconciled it (decision 316).
  if (await restoreAwaitingReconciliation(deps)) return 0;
  let after: { at: Date | string; id: string } | null = null;
  let asked = 0;
  let unanswered = 0;
  await drainClaimed({
    atOnce: ASKED_AT_ONCE,
    claim: async () => {
      const cursor = after;
      const due = await deps.db
        .selectFrom('bank_withdrawals as w')
        .select(['w.id', 'w.next_send_at'])
        .where('w.state', '=', 'pending')
        .where('w.payout_id', 'is', null)
        .where('w.next_send_at', 'is not', null)
        .where('w.next_send_at', '<=', now)
        .where(released)
        .$if(cursor !== null, (q) => q.where(sql<boolean>`(w.next_send_at, w.id) > (${cursor!.at}, ${cursor!.id})`))
        .orderBy('w.next_send_at')
        .orderBy('w.id')
        .limit(BATCH)
        .execute();
      const last = due.at(-1);
      if (last?.next_send_at) after = { at: last.next_send_at, id: last.id };
      return due.map((w) => w.id);
    },
    work: async (id) => {
      const outcome = await sendCashPayout(deps, id);
      if (outcome === 'asked') asked++;
      if (outcome === 'retrying' || outcome === 'stuck') unanswered++;
    },
  });
  if (unanswered > 0 && asked === 0) throw new Error(`the bank could not be asked for ${unanswered} cash payouts`);
  return asked;
}

/** Payouts asked of the bank at once. */
const ASKED_AT_ONCE = 8;
