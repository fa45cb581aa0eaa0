/**
 * After a restore (decision 252) the database may be behind custody: withdrawals it holds as
 * pending may already have been sent, or returned, by the server the backup came from. Until each
 * pending withdrawal has been asked about at custody (by its id, without submitting it), nothing
 * is settled and nothing is paid out: a sent one is settled as sent, a failed one returned, and one
 * custody has in hand or never got stays pending, to be tracked by the same id as before, which
 * custody recognises as the same payment.
 */
import type { AppDeps } from '../../deps.js';
import type { BroadcastState } from '../../providers/chain/index.js';

/** What reconciling touches: custody, the withdrawals, the ledger through settlement, the log. */
type ReconcileDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>;
type Settle = (
  deps: ReconcileDeps,
  id: string,
  outcome: Exclude<BroadcastState, { state: 'pending' }>,
) => Promise<boolean>;

export { restoreAwaitingReconciliation } from '../../db/restores.js';

/**
 * Asks custody about every pending withdrawal and settles the answered ones; true once all were
 * answered. The restore is closed by the whole reconciliation (modules/restore), which also reads
 * what custody and the bank paid that this database never heard of (decision 377).
 */
export async function reconcilePendingWithdrawals(deps: ReconcileDeps, settleWithdrawal: Settle): Promise<boolean> {
  const pending = await deps.db
    .selectFrom('withdrawals')
    .select('id')
    .where('state', '=', 'pending')
    .orderBy('created_at')
    .execute();
  const counts = { sent: 0, failed: 0, pending: 0, unknown: 0 };
  for (const { id } of pending) {
    try {
      const found = await deps.providers.chain.broadcaster.lookup(id);
      counts[found.state] += 1;
      if (found.state === 'sent' || found.state === 'failed') await settleWithdrawal(deps, id, found);
    } catch (e) {
      // Custody away: stop here (one line, not one per withdrawal) and try again on the next pass.
      deps.log.warn('withdrawal reconciliation after restore waits for custody', {
        withdrawalId: id,
        error: (e as Error).message,
      });
      return false;
    }
  }
  deps.log.info('pending withdrawals asked about at custody after restore', counts);
  return true;
}
