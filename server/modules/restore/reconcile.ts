/**
 * Reconciling a restored database with the outside world (decisions 252, 377). While a restore is
 * open the exit gate lets no money leave. This job then, in order: reads every payment custody
 * sent since the backup's time and applies each once (custody.ts); asks custody about each
 * withdrawal still pending here (the wallet's lookup); reads every payout the bank made or ended
 * since then and applies each once (bank.ts); alerts the operator with the list of what was
 * found; and only then closes the restore. A party that cannot be asked leaves it open, to be
 * tried again on the next run, and changes nothing it had not finished.
 */
import { reconcilePendingWithdrawals, settleWithdrawal } from '../wallet/index.js';
import { alertFound } from './alert.js';
import { applyBankPayouts } from './bank.js';
import { applyCustodyPayment } from './custody.js';
import type { FoundDeps } from './found.js';

type ReconcileOutcome = 'none' | 'waiting' | 'reconciled';

export async function reconcileRestore(deps: FoundDeps): Promise<ReconcileOutcome> {
  const open = await deps.db
    .selectFrom('database_restores')
    .select(['id', 'since'])
    .where('reconciled_at', 'is', null)
    .orderBy('restored_at')
    .execute();
  if (open.length === 0) return 'none';
  // Several open (restored twice before reconciling): from the earliest time any of them needs.
  const since = open.some((r) => r.since === null)
    ? new Date(0)
    : new Date(Math.min(...open.map((r) => new Date(r.since!).getTime())));
  const restoreId = open[0]!.id;
  try {
    for (const p of await deps.providers.chain.broadcaster.paymentsSince(since))
      await applyCustodyPayment(deps, restoreId, p);
  } catch (e) {
    deps.log.warn('restore reconciliation waits for custody', { error: (e as Error).message });
    return 'waiting';
  }
  if (!(await reconcilePendingWithdrawals(deps, settleWithdrawal))) return 'waiting';
  try {
    await applyBankPayouts(deps, restoreId, since);
  } catch (e) {
    deps.log.warn('restore reconciliation waits for the bank', { error: (e as Error).message });
    return 'waiting';
  }
  await alertFound(
    deps,
    open.map((r) => r.id),
    since,
  );
  await deps.db
    .updateTable('database_restores')
    .set({ reconciled_at: deps.clock.now() })
    .where(
      'id',
      'in',
      open.map((r) => r.id),
    )
    .where('reconciled_at', 'is', null)
    .execute();
  return 'reconciled';
}
