/**
 * Settling a cash withdrawal once (decision 244): paid moves the hold out to the world; failed,
 * returned or refused before it was sent gives it back to the balance (decision 290); returned
 * after it was paid credits it back (decision 312).
 */
import type { CashCurrency } from '../../../contract/bank.js';
import { decimalOfCents, type Payout } from '../../providers/bank/index.js';
import { inTransaction, postMovement, prepareMovement } from '../ledger/index.js';
import { notifyCustomer } from '../wallet/index.js';
import { CASH_WITHDRAWAL_MAIL } from './cash-withdrawal-mail.js';
import type { BankDeps } from './deps.js';
import { payoutRefusedMail } from './payout-mail.js';
import { returnPaidCashWithdrawal } from './payout-returned.js';

/** Applies the bank's word on a payout: once, whatever the number of notifications. */
export async function settleCashPayout(
  deps: BankDeps,
  payout: Payout,
): Promise<'settled' | 'returned' | 'unchanged' | 'unknown'> {
  if (payout.status === 'submitted') return 'unchanged';
  const outcome = {
    payoutId: payout.payoutId,
    reason: payout.reason ?? (payout.status === 'paid' ? null : payout.status),
  };
  const settled = await settleCashWithdrawal(deps, payout.requestId, { ...outcome, sent: payout.status === 'paid' });
  // A payout already paid that the bank now returns came back after it left (SEPA, NPP).
  if (settled === 'unchanged' && payout.status === 'returned')
    return returnPaidCashWithdrawal(deps, payout.requestId, outcome);
  return settled;
}

/**
 * Moves a pending withdrawal's hold out (sent) or back to the balance (not sent), once, and then
 * tells the customer, once: paid out, refused by the bank, or not approved by compliance (`by`).
 */
export async function settleCashWithdrawal(
  deps: BankDeps,
  withdrawalId: string,
  outcome: { sent: boolean; payoutId: string | null; reason: string | null; by?: 'bank' | 'compliance' },
): Promise<'settled' | 'unchanged' | 'unknown'> {
  const w = await deps.db.selectFrom('bank_withdrawals').selectAll().where('id', '=', withdrawalId).executeTakeFirst();
  if (!w) return 'unknown';
  if (w.state !== 'pending') return 'unchanged';
  const { sent } = outcome;
  const currency = w.currency as CashCurrency;
  const cents = BigInt(w.amount);
  const now = deps.clock.now();
  const prepared = await prepareMovement(deps.db, {
    kind: sent ? 'bank_withdrawal_post' : 'bank_withdrawal_void',
    ref: `bank-withdrawal:${w.id}:settle`,
    userId: w.user_id,
    transactionClass: 'payment',
    trackingId: `${w.id}-settle`,
    note: sent
      ? `Withdrawal of ${decimalOfCents(cents)} ${currency} paid`
      : `Withdrawal of ${decimalOfCents(cents)} ${currency} returned`,
    details: { withdrawal_id: w.id, payout_id: outcome.payoutId, reason: outcome.reason },
    at: now,
    transfers: [
      sent
        ? {
            from: { house: 'withdrawals_in_flight', currency },
            to: { house: 'deposits_world', currency },
            amount: cents,
          }
        : { from: { house: 'withdrawals_in_flight', currency }, to: { userId: w.user_id, currency }, amount: cents },
    ],
  });
  const settled = await inTransaction(deps.db, async (trx) => {
    const moved = await trx
      .updateTable('bank_withdrawals')
      .set({
        state: sent ? 'sent' : 'failed',
        failure_reason: sent ? null : (outcome.reason ?? 'failed'),
        settled_at: now,
        next_send_at: null,
      })
      .where('id', '=', w.id)
      .where('state', '=', 'pending')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'unchanged' as const;
    const movement = await postMovement(trx, prepared);
    if (!movement) throw new Error(`withdrawal ${w.id} was settled twice`);
    await trx.updateTable('bank_withdrawals').set({ settle_movement_id: movement.id }).where('id', '=', w.id).execute();
    return 'settled' as const;
  });
  // Only the settlement that moved the money tells the customer: a repeated word sends nothing.
  if (settled === 'settled') {
    const o = { amount: decimalOfCents(cents), currency, account: w.beneficiary };
    await notifyCustomer(
      deps,
      w.user_id,
      sent
        ? CASH_WITHDRAWAL_MAIL.paid(o)
        : outcome.by === 'compliance'
          ? CASH_WITHDRAWAL_MAIL.rejected(o)
          : payoutRefusedMail(o),
    );
  }
  return settled;
}
