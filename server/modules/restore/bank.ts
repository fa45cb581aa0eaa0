/**
 * What the bank paid out since the restored backup's time, applied once each (decision 377). A
 * payout for a cash withdrawal known here is settled by the bank module's own rule
 * (settleCashPayout: paid moves the hold out, failed gives it back, returned after paid credits
 * it back), as a notification would have; one for a withdrawal this database never heard of
 * (asked for after the backup) is debited, when paid, from the customer the bank names, through
 * the ledger. Withdrawals still pending here with a payout the bank had taken are asked again under
 * their own id by the payouts job (the bank answers the first payout, decision 356): the ones
 * asked before the backup and ended after it are found that way whatever the listing covers.
 */
import type { ListedPayout } from '../../providers/bank/index.js';
import { settleCashPayout } from '../bank/index.js';
import { alreadyFound, debitFound, type FoundDeps, recordSettled } from './found.js';

/** Refunds of deposits we did not keep are payouts too (request id `return-…`): no withdrawal's. */
const DEPOSIT_RETURN = /^return-/;

export async function applyBankPayouts(deps: FoundDeps, restoreId: string, since: Date): Promise<void> {
  for (const p of await deps.providers.bank.payoutsSince(since)) {
    if (DEPOSIT_RETURN.test(p.requestId) || p.status === 'submitted') continue;
    await applyBankPayout(deps, restoreId, p);
  }
  // Pending here with a payout id: asked of the bank again, under the same id, on the next run.
  await deps.db
    .updateTable('bank_withdrawals')
    .set({ payout_id: null, next_send_at: deps.clock.now() })
    .where('state', '=', 'pending')
    .where('payout_id', 'is not', null)
    .execute();
}

async function applyBankPayout(deps: FoundDeps, restoreId: string, p: ListedPayout): Promise<void> {
  if (await alreadyFound(deps, 'bank', p.payoutId)) return;
  const base = {
    restoreId,
    source: 'bank' as const,
    paymentId: p.payoutId,
    withdrawalId: p.requestId,
    paidAt: p.changedAt,
  };
  const w = await deps.db
    .selectFrom('bank_withdrawals')
    .select(['user_id', 'currency', 'amount'])
    .where('id', '=', p.requestId)
    .executeTakeFirst();
  if (w) {
    const applied = await settleCashPayout(deps, p);
    if (applied === 'settled' || applied === 'returned') await recordSettled(deps, base, w);
    return;
  }
  // Never heard of here: only a payout that left (paid) is still counted in the balance.
  if (p.status !== 'paid') return;
  const currency = p.currency === 'AUD' || p.currency === 'EUR' ? p.currency : null;
  await debitFound(deps, {
    ...base,
    userId: p.customerId,
    currency: currency ?? p.currency,
    charged: p.amountMinor,
    movement: currency
      ? {
          kind: 'bank_withdrawal_post',
          note: 'Cash withdrawal paid by the bank, found after a restore',
          network: null,
          recipient: null,
          details: { withdrawal_id: p.requestId, payout_id: p.payoutId, found_after_restore: true },
          transfers: (userId) => [
            { from: { userId, currency }, to: { house: 'deposits_world', currency }, amount: p.amountMinor },
          ],
        }
      : null,
  });
}
