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

/** Reconciles every pending withdrawal; true once all were answered and the restore is closed. */
export async function reconcileAfterRestore(deps: ReconcileDeps, settleWithdrawal: Settle): Promise<boolean> {
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
  await deps.db
    .updateTable('database_restores')
    .set({ reconciled_at: deps.clock.now() })
    .where('reconciled_at', 'is', null)
    .execute();
  deps.log.info('withdrawals reconciled with custody after restore: settlement resumes', counts);
  return true;
}
