/**
 * A cash payout the bank returns after it was paid (decision 312): SEPA and NPP payments can come
 * back days later, when the receiving bank cannot apply them. The amount had left through the
 * world account; it is credited back to the customer's balance by one ledger movement whose ref
 * is the withdrawal's, claimed together with the state change from `sent` to `returned`, so a
 * return told again, or at the same time, credits once. The customer is emailed once.
 */
import type { CashCurrency } from '../../../contract/bank.js';
import { decimalOfCents } from '../../providers/bank/index.js';
import { inTransaction, postMovement, prepareMovement } from '../ledger/index.js';
import { notifyCustomer } from '../wallet/index.js';
import type { BankDeps } from './deps.js';
import { payoutReturnedMail } from './payout-mail.js';

export async function returnPaidCashWithdrawal(
  deps: BankDeps,
  withdrawalId: string,
  outcome: { payoutId: string | null; reason: string | null },
): Promise<'returned' | 'unchanged' | 'unknown'> {
  const w = await deps.db.selectFrom('bank_withdrawals').selectAll().where('id', '=', withdrawalId).executeTakeFirst();
  if (!w) return 'unknown';
  if (w.state !== 'sent') return 'unchanged';
  const currency = w.currency as CashCurrency;
  const cents = BigInt(w.amount);
  const now = deps.clock.now();
  const prepared = await prepareMovement(deps.db, {
    kind: 'bank_withdrawal_return',
    ref: `bank-withdrawal:${w.id}:returned`,
    userId: w.user_id,
    transactionClass: 'payment',
    trackingId: `${w.id}-returned`,
    note: `Withdrawal of ${decimalOfCents(cents)} ${currency} returned by the bank after it was paid`,
    details: { withdrawal_id: w.id, payout_id: outcome.payoutId, reason: outcome.reason },
    at: now,
    transfers: [{ from: { house: 'deposits_world', currency }, to: { userId: w.user_id, currency }, amount: cents }],
  });
  const returned = await inTransaction(deps.db, async (trx) => {
    const moved = await trx
      .updateTable('bank_withdrawals')
      .set({ state: 'returned', failure_reason: outcome.reason ?? 'returned', settled_at: now })
      .where('id', '=', w.id)
      .where('state', '=', 'sent')
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    if (!(await postMovement(trx, prepared))) throw new Error(`withdrawal ${w.id} was returned twice`);
    return true;
  });
  if (!returned) return 'unchanged';
  deps.log.warn('cash payout returned by the bank after it was paid: credited back', { withdrawalId: w.id });
  await notifyCustomer(
    deps,
    w.user_id,
    payoutReturnedMail({ amount: decimalOfCents(cents), currency, account: w.beneficiary }),
  );
  return 'returned';
}
